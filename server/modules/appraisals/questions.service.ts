import { APPRAISAL_MESSAGES as M } from '../../../shared/rules/appraisals.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { QuestionSet, QuestionSetBody } from '../../../shared/schemas/appraisals.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { validationFailed, type ErrorDetail } from '../../lib/errors.ts';
import { publish } from '../events/events.service.ts';
import { APPRAISAL_GATES } from './appraisals.policy.ts';
import {
  findCategories,
  findQuestions,
  lockQuestionSet,
  PARKED_POSITION,
  parkCategoriesExcept,
  removeCategoriesExcept,
  removeQuestionsExcept,
  renameCategoriesAside,
  upsertCategory,
  upsertQuestion,
} from './questions.repository.ts';

async function readSet(db: DbOrTx): Promise<QuestionSet> {
  const [categories, questions] = await Promise.all([
    findCategories(db),
    findQuestions(db, { activeOnly: true }),
  ]);
  return {
    categories: categories
      .filter((c) => c.position < PARKED_POSITION || questions.some((q) => q.categoryId === c.id))
      .map((c) => ({
        id: c.id,
        name: c.name,
        questions: questions.filter((q) => q.categoryId === c.id).map((q) => ({ id: q.id, text: q.text })),
      })),
  };
}

/** The categories and active questions, as the editor shows them (holders only). */
export async function getQuestionSet(ctx: AppContext, actor: SessionUser): Promise<QuestionSet> {
  authorize(APPRAISAL_GATES, actor, 'manage');
  return readSet(ctx.db);
}

/**
 * Replaces the set with the editor's: rows with an id are kept (renamed, moved), rows without are
 * added, rows left out are removed; a question already answered is retired instead, so the
 * appraisals that answered it still show it.
 */
export async function saveQuestionSet(
  ctx: AppContext,
  actor: SessionUser,
  body: QuestionSetBody,
): Promise<QuestionSet> {
  authorize(APPRAISAL_GATES, actor, 'manage');
  return ctx.db.transaction(async (tx) => {
    await lockQuestionSet(tx);
    const [categories, questions] = await Promise.all([
      findCategories(tx),
      findQuestions(tx, { activeOnly: true }),
    ]);
    const knownCategories = new Set(categories.map((c) => c.id));
    const knownQuestions = new Set(questions.map((q) => q.id));
    const details: ErrorDetail[] = [];
    body.categories.forEach((c, i) => {
      if (c.id !== undefined && !knownCategories.has(c.id))
        details.push({ path: `categories.${i}.id`, message: M.categoryUnknown });
      c.questions.forEach((q, j) => {
        if (q.id !== undefined && !knownQuestions.has(q.id))
          details.push({ path: `categories.${i}.questions.${j}.id`, message: M.questionUnknown });
      });
    });
    if (details.length > 0) throw validationFailed(details);
    const keptCategories = body.categories.flatMap((c) => (c.id === undefined ? [] : [c.id]));
    const keptQuestions = body.categories.flatMap((c) =>
      c.questions.flatMap((q) => (q.id === undefined ? [] : [q.id])),
    );
    await removeQuestionsExcept(tx, keptQuestions);
    await removeCategoriesExcept(tx, keptCategories);
    await parkCategoriesExcept(tx, keptCategories);
    await renameCategoriesAside(tx, keptCategories);
    let position = 0;
    for (const [i, c] of body.categories.entries()) {
      const categoryId = await upsertCategory(tx, { id: c.id, name: c.name, position: i + 1 });
      for (const q of c.questions) {
        position += 1;
        await upsertQuestion(tx, { id: q.id, categoryId: categoryId!, text: q.text, position });
      }
    }
    const after = await readSet(tx);
    await publish(tx, {
      type: 'appraisal.questions_changed',
      actorId: actor.id,
      subject: { kind: 'appraisal_questions', id: 'organisation' },
      data: {
        categories: after.categories.length,
        questions: after.categories.reduce((n, c) => n + c.questions.length, 0),
      },
    });
    return after;
  });
}
