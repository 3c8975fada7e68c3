import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSessionUser } from './auth/get-me.ts';

/** The header that carries the hierarchy selector's choice (spec 000 §4); the server checks it. */
export const VIEW_AS_HEADER = 'x-view-as';
const STORAGE_PREFIX = 'orgdesk_view_as:';

const listeners = new Set<() => void>();

function storageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user switching the view switches this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whom `userId` chose to view the app as, or null for themself. */
export function readViewAs(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

/** Remembers the choice per signed-in user; choosing oneself forgets it. */
export function writeViewAs(userId: string, viewAsId: string | null): void {
  try {
    if (viewAsId && viewAsId !== userId) localStorage.setItem(storageKey(userId), viewAsId);
    else localStorage.removeItem(storageKey(userId));
  } catch {
    // Private mode: the choice is not kept.
  }
  notify();
}

/** Signing out forgets every remembered choice on this browser. */
export function clearViewAs(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
  notify();
}

/** The headers of a call that follows the hierarchy selector. */
export function viewAsHeaders(viewAsId: string | null): Record<string, string> {
  return viewAsId ? { [VIEW_AS_HEADER]: viewAsId } : {};
}

/** The id of the person the signed-in user views the app as, or null for themself. */
export function useViewAsId(): string | null {
  const user = useSessionUser();
  return useSyncExternalStore(subscribe, () => readViewAs(user.id));
}

/**
 * Switches the viewed person. Like the spec's page reload, every cached answer is fetched again,
 * except who is signed in.
 */
export function useSetViewAs(): (viewAsId: string | null) => void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  return useCallback(
    (viewAsId: string | null) => {
      writeViewAs(user.id, viewAsId);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
    [queryClient, user.id],
  );
}
