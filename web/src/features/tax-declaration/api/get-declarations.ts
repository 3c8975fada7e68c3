import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaxDeclarationStatus } from '../../../../../shared/rules/tax-declaration.ts';
import type { TaxDeclarationListResponse } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { TAX_DECLARATIONS_KEY } from './get-my-declaration.ts';

export interface DeclarationListParams {
  financialYear: number | null;
  status: TaxDeclarationStatus | null;
  search: string;
  page: number;
  pageSize: number;
}

/** Everyone's declarations of a year with their totals (reviewers). */
export function fetchDeclarations(
  params: DeclarationListParams,
  signal?: AbortSignal,
): Promise<TaxDeclarationListResponse> {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.financialYear !== null) query.set('financialYear', String(params.financialYear));
  if (params.status) query.set('status', params.status);
  if (params.search.trim()) query.set('search', params.search.trim());
  return apiClient.get<TaxDeclarationListResponse>(`/tax-declarations?${query.toString()}`, { signal });
}

export function useDeclarations(params: DeclarationListParams) {
  return useQuery({
    queryKey: [...TAX_DECLARATIONS_KEY, 'list', params],
    queryFn: ({ signal }) => fetchDeclarations(params, signal),
    placeholderData: keepPreviousData,
  });
}
