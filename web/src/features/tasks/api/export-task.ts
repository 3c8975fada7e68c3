import { useMutation } from '@tanstack/react-query';
import { taskFileName } from '../../../../../shared/schemas/task-export.schema.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Task_Id-{id}.csv: one task's row. */
export async function exportTask(id: number): Promise<void> {
  saveFile(await apiDownload(`/tasks/${id}/export.csv`), taskFileName(id));
}

export function useExportTask() {
  return useMutation({ mutationFn: exportTask });
}
