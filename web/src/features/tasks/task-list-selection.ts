import { useState } from 'react';

/**
 * The checked rows of a task list. They belong to the rows on screen: another page, tab, filter
 * or search (a new `scope`) starts with none checked, so an action never hits unseen rows.
 */
export function useTaskSelection(scope: string): [number[], (ids: number[]) => void] {
  const [state, setState] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const ids = state.scope === scope ? state.ids : [];
  return [ids, (next: number[]) => setState({ scope, ids: next })];
}
