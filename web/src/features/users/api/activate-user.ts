import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function activateUser(id: string): Promise<UserDetail> {
  return apiClient.post<UserDetail>(`/users/${encodeURIComponent(id)}/activate`, {});
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => activateUser(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
