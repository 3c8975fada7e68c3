import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TaxDeclaration } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taxDeclarationKeys } from './tax-declaration-keys.ts';

/** The caller's declaration of a financial year (the current one when null), or an empty draft. */
export function fetchMyDeclaration(
  financialYear: number | null,
  signal?: AbortSignal,
): Promise<TaxDeclaration> {
  const query = financialYear === null ? '' : `?financialYear=${financialYear}`;
  return apiClient.get<TaxDeclaration>(`/tax-declarations/mine${query}`, { signal });
}

/** A cached answer about the caller's declaration of a year, however it was asked for, and its age. */
function cachedDeclaration(queryClient: QueryClient, financialYear: number | null) {
  if (financialYear === null) return undefined;
  const found = queryClient
    .getQueriesData<TaxDeclaration>({ queryKey: taxDeclarationKeys.mine() })
    .find(([, data]) => data?.financialYear === financialYear);
  return found && { data: found[1], updatedAt: queryClient.getQueryState(found[0])?.dataUpdatedAt };
}

/** Puts a saved or submitted declaration in every cached answer about its year. */
export function setMyDeclaration(queryClient: QueryClient, declaration: TaxDeclaration): void {
  queryClient.setQueriesData<TaxDeclaration>({ queryKey: taxDeclarationKeys.mine() }, (old) =>
    old?.financialYear === declaration.financialYear ? declaration : old,
  );
}

/**
 * The caller's declaration of a year; with null, the server picks the current year and its answer
 * names it. A year already cached under another key (the current one, asked for as null) shows at
 * once while it is asked for again.
 */
export function useMyDeclaration(financialYear: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taxDeclarationKeys.myYear(financialYear),
    queryFn: ({ signal }) => fetchMyDeclaration(financialYear, signal),
    initialData: () => cachedDeclaration(queryClient, financialYear)?.data,
    initialDataUpdatedAt: () => cachedDeclaration(queryClient, financialYear)?.updatedAt,
  });
}
