import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReassignBody } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** Deletes someone (softly); their direct reports move to `newManagerId` first. */
export function deleteUser(id: string, body: ReassignBody): Promise<void> {
  return apiClient.delete<void>(`/users/${encodeURIComponent(id)}`, body);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReassignBody }) => deleteUser(id, body),
    onSuccess: (_data, { id }) => {
      const deleted = userKeys.detail(id);
      // The open profile is left right away: its detail is only marked stale, not fetched into a 404.
      void queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          (queryKey[0] === userKeys.all[0] && !(queryKey[1] === deleted[1] && queryKey[2] === id)) ||
          queryKey[0] === 'org',
      });
    },
  });
}
