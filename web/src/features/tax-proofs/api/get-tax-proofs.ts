import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  taxProofListQuerySchema,
  type TaxProofListQuery,
  type TaxProofListResponse,
} from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taxProofKeys } from './tax-proof-keys.ts';

/** What the IT proofs list shows: the API's query; the year and status null until chosen. */
export type TaxProofListParams = Omit<TaxProofListQuery, 'financialYear' | 'status'> & {
  /** Null until chosen: the server shows the current financial year. */
  financialYear?: number | null;
  status?: TaxProofListQuery['status'] | null;
};

export function fetchTaxProofs(params: TaxProofListParams, signal?: AbortSignal) {
  // The name search is only for everyone's documents.
  const query = { ...params, search: params.view === 'all' ? params.search : undefined };
  return apiClient.get<TaxProofListResponse>(
    `/tax-proofs?${listQueryString(taxProofListQuerySchema, query)}`,
    { signal },
  );
}

/** One page of proofs; the page on screen stays while the next one loads. */
export function useTaxProofs(params: TaxProofListParams) {
  return useQuery({
    queryKey: taxProofKeys.list(params),
    queryFn: ({ signal }) => fetchTaxProofs(params, signal),
    placeholderData: keepPreviousData,
  });
}
