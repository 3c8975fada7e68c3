import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { taxProofKeys } from './tax-proof-keys.ts';

/** Deletes one's own proof while it is not verified (409 once it is). */
export function deleteTaxProof(id: number): Promise<void> {
  return apiClient.delete<void>(`/tax-proofs/${id}`);
}

export function useDeleteTaxProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxProof,
    // A refusal (verified meanwhile, or gone) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxProofKeys.all }),
  });
}
