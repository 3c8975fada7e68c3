/**
 * The palette's recent items: the last objects opened from it, per person on this browser, shown
 * when the box is empty. Signing out forgets them (the next person does not see them).
 */
/** An object opened from the palette, as it showed it. */
export interface RecentItem {
  /** `task:12`, `person:<guid>`: the same object found twice is one recent item. */
  key: string;
  title: string;
  description: string;
  path: string;
}

const STORAGE_PREFIX = 'orgdesk_search_recent:';
export const RECENT_LIMIT = 6;

const isRecentItem = (value: unknown): value is RecentItem => {
  const v = value as Partial<RecentItem> | null;
  return (
    typeof v?.key === 'string' &&
    typeof v.title === 'string' &&
    typeof v.description === 'string' &&
    typeof v.path === 'string' &&
    // Only a page of the app: a stored address never leads elsewhere.
    v.path.startsWith('/') &&
    !v.path.startsWith('//')
  );
};

/** What `userId` opened last, newest first (what cannot be read is left out). */
export function readRecent(userId: string): RecentItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + userId) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first among `userId`'s recent items, once. */
export function rememberRecent(userId: string, item: RecentItem): void {
  const { key, title, description, path } = item;
  const next = [{ key, title, description, path }, ...readRecent(userId).filter((r) => r.key !== key)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(STORAGE_PREFIX + userId, JSON.stringify(next));
  } catch {
    // Private mode: nothing is kept.
  }
}

/** Signing out forgets everyone's recent items on this browser. */
export function clearRecent(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
