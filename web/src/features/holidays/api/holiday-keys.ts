/**
 * The holidays area's react-query keys, all under `holidayKeys.all`, which every holiday change
 * invalidates.
 */
export const holidayKeys = {
  all: ['holidays'] as const,
  lists: () => [...holidayKeys.all, 'list'] as const,
  /** A page of one location's holidays. */
  list: (params: object) => [...holidayKeys.lists(), params] as const,
  /** The days of a location that already have a holiday. */
  dates: (location: number) => [...holidayKeys.all, 'dates', location] as const,
};
