/**
 * The attendance grid's react-query keys, under ['attendance'] so that a check-in (which
 * refreshes ['attendance']) refreshes the grid as well.
 */
export const attendanceGridKeys = {
  all: ['attendance'] as const,
  /** A page of the grid, as the person `viewAsId` (the hierarchy selector) sees it. */
  grid: (viewAsId: string | null, params: object) =>
    [...attendanceGridKeys.all, 'grid', viewAsId, params] as const,
  record: (viewAsId: string | null, id: number | null) =>
    [...attendanceGridKeys.all, 'record', viewAsId, id] as const,
};
