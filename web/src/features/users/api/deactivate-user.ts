import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReassignBody, UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** Deactivates someone; their direct reports move to `newManagerId` first. Their sessions end. */
export function deactivateUser(id: string, body: ReassignBody): Promise<UserDetail> {
  return apiClient.post<UserDetail>(`/users/${encodeURIComponent(id)}/deactivate`, body);
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReassignBody }) => deactivateUser(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
