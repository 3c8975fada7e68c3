/**
 * The reports area's react-query keys, all under `reportKeys.all`, each as the person `viewAsId`
 * (the hierarchy selector) sees it.
 */
export const reportKeys = {
  all: ['reports'] as const,
  options: (viewAsId: string | null) => [...reportKeys.all, 'options', viewAsId] as const,
  individual: (viewAsId: string | null, request: object | null) =>
    [...reportKeys.all, 'individual', viewAsId, request] as const,
  team: (viewAsId: string | null, request: object) => [...reportKeys.all, 'team', viewAsId, request] as const,
};
