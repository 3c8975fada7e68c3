import { z } from 'zod';
import { queryList, serialIdParam } from './common.schema.ts';

/** The most tasks one attachment zip takes (the task list's largest page). */
export const ZIP_MAX_TASKS = 100;

export const ZIP_MESSAGES = {
  none: 'The chosen tasks have no attachments.',
  noTasks: 'Choose at least one task.',
  tooMany: `Choose at most ${ZIP_MAX_TASKS} tasks.`,
} as const;

/**
 * The attachments of chosen tasks as one zip (spec 000 §9, 001 §6): from the task list it is
 * Task_Attachments_{ids}.zip, from a person's or a project's view TaskAttachments_{ids}.zip.
 */
export const attachmentsZipQuerySchema = z.strictObject({
  ids: queryList(serialIdParam(), ZIP_MAX_TASKS)
    .refine((ids) => ids !== undefined && ids.length > 0, { error: ZIP_MESSAGES.noTasks })
    .transform((ids) => [...new Set(ids)]),
  from: z.enum(['task-list', 'user-view']).default('task-list'),
});
export type AttachmentsZipQuery = z.infer<typeof attachmentsZipQuerySchema>;

/**
 * The zip's name: the chosen ids after Task_Attachments_ (task list) or TaskAttachments_ (a
 * person's view), cut short when there are many.
 */
export function attachmentsZipName(from: AttachmentsZipQuery['from'], taskIds: readonly number[]): string {
  let name = from === 'user-view' ? 'TaskAttachments' : 'Task_Attachments';
  for (const [index, id] of taskIds.entries()) {
    if (name.length > 180) return `${name}_and_${taskIds.length - index}_more.zip`;
    name += `_${id}`;
  }
  return `${name}.zip`;
}
