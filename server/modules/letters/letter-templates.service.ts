import {
  DEFAULT_LETTER_TEMPLATES,
  LETTER_TYPES,
  type LetterTemplateText,
  type LetterType,
} from '../../../shared/rules/letters.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  LetterTemplate,
  LetterTemplateList,
  LetterText,
} from '../../../shared/schemas/letters.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import { changesOf, publish } from '../events/events.service.ts';
import { LETTER_GATES } from './letters.policy.ts';
import { findLetterTemplates, upsertLetterTemplate } from './letters.repository.ts';

/** Each type's template: the saved one, or the built-in text until one is saved. */
export async function templatesByType(
  db: DbOrTx,
): Promise<Record<LetterType, LetterTemplateText & { saved: boolean }>> {
  const saved = new Map((await findLetterTemplates(db)).map((t) => [t.type, t]));
  return Object.fromEntries(
    LETTER_TYPES.map((type) => {
      const row = saved.get(type);
      return [
        type,
        row
          ? { subject: row.subject, body: row.body, saved: true }
          : { ...DEFAULT_LETTER_TEMPLATES[type], saved: false },
      ];
    }),
  ) as Record<LetterType, LetterTemplateText & { saved: boolean }>;
}

export async function listLetterTemplates(ctx: AppContext, actor: SessionUser): Promise<LetterTemplateList> {
  authorize(LETTER_GATES, actor, 'issue');
  const templates = await templatesByType(ctx.db);
  return { items: LETTER_TYPES.map((type) => ({ type, ...templates[type] })) };
}

export async function saveLetterTemplate(
  ctx: AppContext,
  actor: SessionUser,
  type: LetterType,
  text: LetterText,
): Promise<LetterTemplate> {
  authorize(LETTER_GATES, actor, 'issue');
  await ctx.db.transaction(async (tx) => {
    const before = (await templatesByType(tx))[type];
    await upsertLetterTemplate(tx, { type, subject: text.subject, body: text.body, updatedBy: actor.id });
    await publish(tx, {
      type: 'letter.template_saved',
      actorId: actor.id,
      subject: { kind: 'letter_template', id: type },
      changes: changesOf(before, text, ['subject', 'body']),
      data: { type },
    });
  });
  return { type, subject: text.subject, body: text.body, saved: true };
}
