import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxDeclaration } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { setMyDeclaration } from './get-my-declaration.ts';
import { taxDeclarationKeys } from './tax-declaration-keys.ts';

/** Submits the caller's saved draft; it is locked afterwards. */
export function submitMyDeclaration(financialYear: number): Promise<TaxDeclaration> {
  return apiClient.post<TaxDeclaration>(`/tax-declarations/mine/submit?financialYear=${financialYear}`);
}

export function useSubmitMyDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMyDeclaration,
    onSuccess: (submitted) => {
      setMyDeclaration(queryClient, submitted);
      void queryClient.invalidateQueries({ queryKey: taxDeclarationKeys.lists() });
    },
  });
}
