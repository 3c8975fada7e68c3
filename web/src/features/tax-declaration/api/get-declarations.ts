import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  taxDeclarationListQuerySchema,
  type TaxDeclarationListQuery,
  type TaxDeclarationListResponse,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taxDeclarationKeys } from './tax-declaration-keys.ts';

/** What the reviewers' list shows: the API's query, the status null until chosen. */
export type DeclarationListParams = Omit<TaxDeclarationListQuery, 'status'> & {
  status: TaxDeclarationListQuery['status'] | null;
};

/** Everyone's declarations of a year with their totals (reviewers). */
export function fetchDeclarations(
  params: DeclarationListParams,
  signal?: AbortSignal,
): Promise<TaxDeclarationListResponse> {
  return apiClient.get<TaxDeclarationListResponse>(
    `/tax-declarations?${listQueryString(taxDeclarationListQuerySchema, params)}`,
    { signal },
  );
}

export function useDeclarations(params: DeclarationListParams) {
  return useQuery({
    queryKey: taxDeclarationKeys.list(params),
    queryFn: ({ signal }) => fetchDeclarations(params, signal),
    placeholderData: keepPreviousData,
  });
}
