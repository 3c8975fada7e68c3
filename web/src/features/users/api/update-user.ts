import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function updateUser(id: string, body: UpdateUserBody): Promise<UserDetail> {
  return apiClient.put<UserDetail>(`/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
