import { useMutation } from '@tanstack/react-query';
import {
  TASK_LIST_FILE_NAME,
  type TaskExportBody,
} from '../../../../../shared/schemas/task-export.schema.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Task_list.csv of the selected rows, in the order given (the server leaves out any it hides). */
export async function exportSelectedTasks(ids: number[]): Promise<void> {
  const body: TaskExportBody = { ids };
  const blob = await apiDownload('/tasks/export.csv', { method: 'POST', body });
  saveFile(blob, TASK_LIST_FILE_NAME);
}

export function useExportSelectedTasks() {
  return useMutation({ mutationFn: exportSelectedTasks });
}
