import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxDeclaration } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taxDeclarationKeys } from './tax-declaration-keys.ts';

/** Puts a submitted declaration back to draft so its person may change it. */
export function reopenDeclaration(id: number): Promise<TaxDeclaration> {
  return apiClient.post<TaxDeclaration>(`/tax-declarations/${id}/reopen`);
}

export function useReopenDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenDeclaration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxDeclarationKeys.all }),
  });
}
