import { useMutation } from '@tanstack/react-query';
import {
  attachmentsZipName,
  type AttachmentsZipQuery,
} from '../../../../../shared/schemas/task-attachments.schema.ts';
import {
  TASK_LIST_FILE_NAME,
  type TaskExportBody,
} from '../../../../../shared/schemas/task-export.schema.ts';
import { apiDownload, isApiError } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export interface SelectedTasksExport {
  ids: number[];
  /** Which screen asks: it names the zip (Task_Attachments_… or TaskAttachments_…). */
  from: AttachmentsZipQuery['from'];
}

/**
 * The selected rows' Task_list.csv, in the order given (the server leaves out any it hides), and
 * the zip of their attachments when they have any (spec 000 §2, 001 §6).
 */
export async function exportSelectedTasks({ ids, from }: SelectedTasksExport): Promise<void> {
  const body: TaskExportBody = { ids };
  saveFile(await apiDownload('/tasks/export.csv', { method: 'POST', body }), TASK_LIST_FILE_NAME);
  const query = new URLSearchParams([...ids.map((id) => ['ids', String(id)]), ['from', from]]);
  try {
    saveFile(await apiDownload(`/tasks/attachments.zip?${query}`), attachmentsZipName(from, ids));
  } catch (error) {
    // Tasks without attachments have no zip to save; the CSV is the whole export then.
    if (!(isApiError(error) && error.code === 'no_attachments')) throw error;
  }
}

export function useExportSelectedTasks() {
  return useMutation({ mutationFn: exportSelectedTasks });
}
