import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, MeResponse } from '../../../../../shared/schemas/auth.schema.ts';
import { apiClient, resetUnauthorizedGuard } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/auth/get-me.ts';
import { markSignedOut } from '../../../lib/auth/return-to.ts';

export function login(body: LoginBody): Promise<MeResponse> {
  // A 401 here means a wrong password, shown in the form, not a lost session.
  return apiClient.post<MeResponse>('/auth/login', body, { authRedirect: false });
}

/** Signs in; the guest guard then sends the user on to the page they asked for. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      resetUnauthorizedGuard();
      // Also forgets that a session had ended: the next one is new.
      markSignedOut(false);
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
  });
}
