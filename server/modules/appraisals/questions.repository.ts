import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appraisalAnswers, appraisalCategories, appraisalQuestions } from '../../db/schema/appraisals.ts';

/** Serialises edits of the question set, so that two editors cannot interleave their positions. */
export async function lockQuestionSet(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('appraisal-questions', 0))`);
}

export function findCategories(db: DbOrTx) {
  return db
    .select({
      id: appraisalCategories.id,
      name: appraisalCategories.name,
      position: appraisalCategories.position,
    })
    .from(appraisalCategories)
    .orderBy(asc(appraisalCategories.position), asc(appraisalCategories.id));
}

export function findQuestions(db: DbOrTx, options: { activeOnly: boolean }) {
  return db
    .select({
      id: appraisalQuestions.id,
      categoryId: appraisalQuestions.categoryId,
      text: appraisalQuestions.text,
      isActive: appraisalQuestions.isActive,
    })
    .from(appraisalQuestions)
    .where(options.activeOnly ? eq(appraisalQuestions.isActive, true) : undefined)
    .orderBy(asc(appraisalQuestions.position), asc(appraisalQuestions.id));
}

/** Moves the kept names aside first, so that swapping two categories' names does not trip the unique key. */
export async function renameCategoriesAside(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(appraisalCategories)
    .set({ name: sql`'~' || ${appraisalCategories.id}::text` })
    .where(inArray(appraisalCategories.id, ids));
}

export async function upsertCategory(
  tx: DbOrTx,
  category: { id?: number | undefined; name: string; position: number },
): Promise<number | null> {
  if (category.id === undefined) {
    const [row] = await tx
      .insert(appraisalCategories)
      .values({ name: category.name, position: category.position })
      .returning({ id: appraisalCategories.id });
    return row!.id;
  }
  const rows = await tx
    .update(appraisalCategories)
    .set({ name: category.name, position: category.position })
    .where(eq(appraisalCategories.id, category.id))
    .returning({ id: appraisalCategories.id });
  return rows[0]?.id ?? null;
}

export async function upsertQuestion(
  tx: DbOrTx,
  question: { id?: number | undefined; categoryId: number; text: string; position: number },
): Promise<number | null> {
  if (question.id === undefined) {
    const [row] = await tx
      .insert(appraisalQuestions)
      .values({ categoryId: question.categoryId, text: question.text, position: question.position })
      .returning({ id: appraisalQuestions.id });
    return row!.id;
  }
  const rows = await tx
    .update(appraisalQuestions)
    .set({
      categoryId: question.categoryId,
      text: question.text,
      position: question.position,
      isActive: true,
    })
    .where(and(eq(appraisalQuestions.id, question.id), eq(appraisalQuestions.isActive, true)))
    .returning({ id: appraisalQuestions.id });
  return rows[0]?.id ?? null;
}

/**
 * Takes away the questions not kept: those answered in some appraisal are retired (their answers
 * keep their question), the others are deleted.
 */
export async function removeQuestionsExcept(tx: DbOrTx, keep: number[]): Promise<void> {
  const notKept = keep.length > 0 ? notInArray(appraisalQuestions.id, keep) : undefined;
  const answered = tx.select({ id: appraisalAnswers.questionId }).from(appraisalAnswers);
  await tx
    .update(appraisalQuestions)
    .set({ isActive: false })
    .where(and(notKept, inArray(appraisalQuestions.id, answered)));
  await tx.delete(appraisalQuestions).where(and(notKept, notInArray(appraisalQuestions.id, answered)));
}

/** Deletes the categories not kept that hold no question any more (retired ones keep theirs). */
export async function removeCategoriesExcept(tx: DbOrTx, keep: number[]): Promise<void> {
  const used = tx.select({ id: appraisalQuestions.categoryId }).from(appraisalQuestions);
  await tx
    .delete(appraisalCategories)
    .where(
      and(
        keep.length > 0 ? notInArray(appraisalCategories.id, keep) : undefined,
        notInArray(appraisalCategories.id, used),
      ),
    );
}

/** Parked categories sit at this position and after. */
export const PARKED_POSITION = 10000;

/**
 * Categories not kept but holding retired questions stay for the answers given: moved to the end,
 * their name suffixed with their id so that a new category may take the old name.
 */
export async function parkCategoriesExcept(tx: DbOrTx, keep: number[]): Promise<void> {
  await tx
    .update(appraisalCategories)
    .set({
      position: sql`${PARKED_POSITION} + ${appraisalCategories.id}`,
      name: sql`left(${appraisalCategories.name}, 80) || ' (' || ${appraisalCategories.id}::text || ')'`,
    })
    .where(
      and(
        keep.length > 0 ? notInArray(appraisalCategories.id, keep) : undefined,
        sql`${appraisalCategories.position} < ${PARKED_POSITION}`,
      ),
    );
}
