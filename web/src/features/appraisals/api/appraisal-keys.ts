/**
 * The appraisals area's react-query keys, all under `appraisalKeys.all`, which a new cycle
 * invalidates and a save marks stale (all but the answer it wrote: see invalidate-appraisals.ts).
 */
export const appraisalKeys = {
  all: ['appraisals'] as const,
  lists: () => [...appraisalKeys.all, 'list'] as const,
  /** A page of a cycle's appraisals. */
  list: (params: object) => [...appraisalKeys.lists(), params] as const,
  mine: () => [...appraisalKeys.all, 'mine'] as const,
  cycles: () => [...appraisalKeys.all, 'cycles'] as const,
  detail: (id: number) => [...appraisalKeys.all, 'one', id] as const,
  questions: () => [...appraisalKeys.all, 'questions'] as const,
};
