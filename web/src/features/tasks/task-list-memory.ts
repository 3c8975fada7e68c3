const MEMORY_KEY = 'orgdesk_tasks_list';

/**
 * Remembers the list's address as it changes, so that coming back to the list by any way (Back,
 * the breadcrumb, the sidebar, after opening a task) shows the same tab, filters, order and page
 * (spec 000 §2: filters are kept when moving between screens). Kept for the browser tab only.
 */
export function rememberTaskListSearch(search: string): void {
  try {
    sessionStorage.setItem(MEMORY_KEY, search);
  } catch {
    // Private mode: the list opens with its defaults.
  }
}

/** The remembered address, without forgetting it. */
export function peekTaskListSearch(): string | null {
  try {
    return sessionStorage.getItem(MEMORY_KEY);
  } catch {
    return null;
  }
}

/**
 * Where /tasks-list goes on arrival, when not where it is: a plain address to the list as it was
 * left; a link that filters by Overdue (a tab, not a status) to the Over due tab. Null: nowhere.
 */
export function taskListArrival(search: string): string | null {
  if (search === '' || search === '?') return peekTaskListSearch()?.replace(/^\?/, '') || null;
  const address = new URLSearchParams(search);
  const statuses = address.getAll('statuses');
  const overdue = (status: string) => status.toLowerCase() === 'overdue';
  if (!statuses.some(overdue)) return null;
  address.delete('statuses');
  for (const status of statuses.filter((status) => !overdue(status))) address.append('statuses', status);
  if (!address.has('tab')) address.set('tab', 'overdue');
  return address.toString();
}
