import { z } from 'zod';
import { serialId } from './common.schema.ts';

/** Columns of Task_list.csv and of a single task's file, in order (spec 000 §9). */
export const TASK_EXPORT_COLUMNS = [
  'Id',
  'Task name',
  'Created by',
  'Assigned to me',
  'End date',
  'Created date',
  'Description',
  'Status',
] as const;

/** The file of selected tasks, or of a whole list (spec 000 §9). */
export const TASK_LIST_FILE_NAME = 'Task_list.csv';

/** The file of one task (spec 001 §6): Task_Id-42.csv. */
export function taskFileName(id: number): string {
  return `Task_Id-${id}.csv`;
}

/** The most tasks one "selected rows" export names; the list shows at most 100 rows a page. */
export const TASK_EXPORT_MAX_IDS = 1000;

export const TASK_EXPORT_MESSAGES = {
  noneChosen: 'Choose at least one task.',
  tooMany: `Choose at most ${TASK_EXPORT_MAX_IDS} tasks to export.`,
} as const;

/** The selected rows to export; ids the caller cannot see are left out of the file. */
export const taskExportBodySchema = z.strictObject({
  ids: z
    .array(serialId())
    .min(1, { error: TASK_EXPORT_MESSAGES.noneChosen })
    .max(TASK_EXPORT_MAX_IDS, { error: TASK_EXPORT_MESSAGES.tooMany }),
});
export type TaskExportBody = z.infer<typeof taskExportBodySchema>;
