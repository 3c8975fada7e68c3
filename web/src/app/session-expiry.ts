import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { ME_QUERY_KEY } from '../lib/auth/get-me.ts';
import { markSessionEnded, signInState } from '../lib/auth/return-to.ts';

/**
 * What a lost session (a 401 from an ordinary call) does: forget every cached answer and go to the
 * sign-in page, which says the session has ended, remembering the page so that signing in again
 * returns to it. The sign-in guard, seeing no user, goes there with the same state.
 */
export function createSessionExpiryHandler(router: DataRouter, queryClient: QueryClient): () => void {
  return () => {
    markSessionEnded();
    const state = signInState(router.state.location);
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    void router.navigate('/login', { replace: true, state });
  };
}
