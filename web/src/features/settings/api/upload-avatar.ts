import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/auth/get-me.ts';

/** Uploads a profile picture (multipart field "file"); the server checks type and size again. */
export function uploadAvatar(file: File): Promise<MeResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<MeResponse>('/me/avatar', body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
