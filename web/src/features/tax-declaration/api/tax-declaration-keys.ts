/**
 * The tax declarations area's react-query keys, all under `taxDeclarationKeys.all`, which a
 * reopened declaration invalidates; a submitted one invalidates the reviewers' lists.
 */
export const taxDeclarationKeys = {
  all: ['tax-declarations'] as const,
  lists: () => [...taxDeclarationKeys.all, 'list'] as const,
  /** A page of everyone's declarations of a year (reviewers). */
  list: (params: object) => [...taxDeclarationKeys.lists(), params] as const,
  /** The caller's declarations, each cached under the year asked for (null: the current one). */
  mine: () => [...taxDeclarationKeys.all, 'mine'] as const,
  myYear: (financialYear: number | null) => [...taxDeclarationKeys.mine(), financialYear] as const,
};
