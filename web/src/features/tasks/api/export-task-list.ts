import { useMutation } from '@tanstack/react-query';
import { TASK_LIST_FILE_NAME } from '../../../../../shared/schemas/task-export.schema.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { tasksQueryString, type TaskListParams } from './get-tasks.ts';

/** "Export all": Task_list.csv of every task of the list as it is filtered, not just this page. */
export async function exportTaskList(params: TaskListParams, viewAsId: string | null): Promise<void> {
  const blob = await apiDownload(`/tasks/export.csv?${tasksQueryString(params)}`, {
    headers: viewAsHeaders(viewAsId),
  });
  saveFile(blob, TASK_LIST_FILE_NAME);
}

export function useExportTaskList() {
  const viewAsId = useViewAsId();
  return useMutation({ mutationFn: (params: TaskListParams) => exportTaskList(params, viewAsId) });
}
