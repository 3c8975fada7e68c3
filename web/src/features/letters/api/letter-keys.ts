/**
 * The letters area's react-query keys, all under `letterKeys.all`; a decision on a request
 * invalidates `letterKeys.requests()`, a saved template `letterKeys.templates()`.
 */
export const letterKeys = {
  all: ['letters'] as const,
  requests: () => [...letterKeys.all, 'requests'] as const,
  /** A page of letter requests. */
  requestList: (params: object) => [...letterKeys.requests(), params] as const,
  templates: () => [...letterKeys.all, 'templates'] as const,
  draft: (id: number | null) => [...letterKeys.all, 'draft', id] as const,
  verification: (code: string | null) => [...letterKeys.all, 'verification', code] as const,
};
