import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxDeclaration } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every cached answer about tax declarations starts with this key. */
export const TAX_DECLARATIONS_KEY = ['tax-declarations'] as const;

/** The caller's declaration of a financial year (the current one when null), or an empty draft. */
export function fetchMyDeclaration(
  financialYear: number | null,
  signal?: AbortSignal,
): Promise<TaxDeclaration> {
  const query = financialYear === null ? '' : `?financialYear=${financialYear}`;
  return apiClient.get<TaxDeclaration>(`/tax-declarations/mine${query}`, { signal });
}

/**
 * With null, the server picks the current year; the answer is also cached under that year, which
 * the page then asks for, so that saving and submitting (cached by year) show on it.
 */
export function useMyDeclaration(financialYear: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...TAX_DECLARATIONS_KEY, 'mine', financialYear],
    queryFn: async ({ signal }) => {
      const declaration = await fetchMyDeclaration(financialYear, signal);
      if (financialYear === null)
        queryClient.setQueryData([...TAX_DECLARATIONS_KEY, 'mine', declaration.financialYear], declaration);
      return declaration;
    },
  });
}
