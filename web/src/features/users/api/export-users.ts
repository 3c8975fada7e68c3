import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { usersQueryString, type UsersListParams } from './get-users.ts';

export const USERS_EXPORT_FILE_NAME = 'User_list.csv';

/** Downloads User_list.csv: everyone in view matching the search and filters, not just this page. */
export async function exportUsers(params: UsersListParams, viewAsId: string | null): Promise<void> {
  const blob = await apiDownload(`/users/export.csv?${usersQueryString(params, { paged: false })}`, {
    headers: viewAsHeaders(viewAsId),
  });
  saveFile(blob, USERS_EXPORT_FILE_NAME);
}

export function useExportUsers() {
  const viewAsId = useViewAsId();
  return useMutation({ mutationFn: (params: UsersListParams) => exportUsers(params, viewAsId) });
}
