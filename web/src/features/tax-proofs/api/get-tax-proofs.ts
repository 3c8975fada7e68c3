import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaxProofStatus } from '../../../../../shared/rules/tax-proofs.ts';
import type { TaxProofListResponse } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every cached answer about IT proofs starts with this key, so one invalidation refreshes them all. */
export const TAX_PROOFS_KEY = ['tax-proofs'] as const;

export interface TaxProofListParams {
  view: 'mine' | 'all';
  /** Null until the server names the current financial year. */
  financialYear: number | null;
  status: TaxProofStatus | null;
  search: string;
  page: number;
  pageSize: number;
}

export function taxProofsQuery(params: TaxProofListParams): string {
  const query = new URLSearchParams({
    view: params.view,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.financialYear !== null) query.set('financialYear', String(params.financialYear));
  if (params.status) query.set('status', params.status);
  if (params.view === 'all' && params.search.trim()) query.set('search', params.search.trim());
  return query.toString();
}

export function fetchTaxProofs(params: TaxProofListParams, signal?: AbortSignal) {
  return apiClient.get<TaxProofListResponse>(`/tax-proofs?${taxProofsQuery(params)}`, { signal });
}

/** One page of proofs; the page on screen stays while the next one loads. */
export function useTaxProofs(params: TaxProofListParams) {
  return useQuery({
    queryKey: [...TAX_PROOFS_KEY, 'list', params],
    queryFn: ({ signal }) => fetchTaxProofs(params, signal),
    placeholderData: keepPreviousData,
  });
}
