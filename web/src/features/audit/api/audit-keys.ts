/** The audit log's react-query keys, all under `auditKeys.all`. */
export const auditKeys = {
  all: ['audit'] as const,
  /** A page of the log with its filters. */
  list: (params: object) => [...auditKeys.all, 'list', params] as const,
  /** People whose names match a search, for the person filter. */
  people: (search: string) => [...auditKeys.all, 'people', search] as const,
  /** How long the log keeps events. */
  settings: () => [...auditKeys.all, 'settings'] as const,
};
