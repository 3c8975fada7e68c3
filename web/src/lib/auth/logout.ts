import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../api-client.ts';
import { clearRecent } from '../search/recent-items.ts';
import { clearViewAs } from '../view-as.ts';
import { ME_QUERY_KEY } from './get-me.ts';
import { markSignedOut } from './return-to.ts';

export function logout(): Promise<void> {
  return apiClient.post<void>('/auth/logout', undefined, { authRedirect: false });
}

/** Forgets what pages remembered for this visit (a list's filters): the next person starts afresh. */
function forgetVisit(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage is off: nothing was remembered.
  }
}

/**
 * For when the session has ended (a logout, a password change): forgets every cached answer, the
 * hierarchy selector's choice and what the pages remembered, and goes to the sign-in page.
 */
export function useForgetSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    clearViewAs();
    clearRecent();
    forgetVisit();
    markSignedOut();
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    await navigate('/login', { replace: true });
  };
}

/** Ends the session and forgets it here, going to the sign-in page even if the call failed. */
export function useLogout() {
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: logout, onSettled: forgetSession });
}
