import type { Position } from '../../../../../shared/rules/attendance.ts';

/**
 * The work sites area's react-query keys, all under `workSiteKeys.all`, which every change to a
 * site or to the attendance settings invalidates.
 */
export const workSiteKeys = {
  all: ['work-sites'] as const,
  lists: () => [...workSiteKeys.all, 'list'] as const,
  /** The sites, with each one's distance from `position` when the browser gave one. */
  list: (position: Position | null) => [...workSiteKeys.lists(), position] as const,
};
