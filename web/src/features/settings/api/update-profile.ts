import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../shared/schemas/auth.schema.ts';
import type { UpdateProfileBody } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/auth/get-me.ts';

export function updateProfile(body: UpdateProfileBody): Promise<MeResponse> {
  return apiClient.patch<MeResponse>('/me/profile', body);
}

/** Saves the name and phone; the top bar shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
