import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/auth/get-me.ts';

export function removeAvatar(): Promise<MeResponse> {
  return apiClient.delete<MeResponse>('/me/avatar');
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
