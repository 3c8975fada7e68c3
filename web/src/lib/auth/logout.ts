import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../api-client.ts';
import { clearViewAs } from '../view-as.ts';
import { ME_QUERY_KEY } from './get-me.ts';

export function logout(): Promise<void> {
  return apiClient.post<void>('/auth/logout', undefined, { authRedirect: false });
}

/**
 * Ends the session, forgets every cached answer and the hierarchy selector's choice, and goes to
 * the sign-in page, even if the call failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearViewAs();
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, null);
      await navigate('/login', { replace: true });
    },
  });
}
