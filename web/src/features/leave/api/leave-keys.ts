/**
 * The leave area's react-query keys, all under `leaveKeys.all`, which every leave change
 * invalidates (a person's balances on their profile sit under it too).
 */
export const leaveKeys = {
  all: ['leave'] as const,
  lists: () => [...leaveKeys.all, 'list'] as const,
  /** A page of leave applications, as the person `viewAsId` (the hierarchy selector) sees it. */
  list: (viewAsId: string | null, params: object) => [...leaveKeys.lists(), viewAsId, params] as const,
  /** How many applications a searched list holds, when its page came without the total. */
  count: (viewAsId: string | null, params: object) => [...leaveKeys.all, 'count', viewAsId, params] as const,
  planner: () => [...leaveKeys.all, 'planner'] as const,
};
