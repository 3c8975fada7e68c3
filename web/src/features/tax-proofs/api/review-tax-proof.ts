import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxProof } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taxProofKeys } from './tax-proof-keys.ts';

export type TaxProofReview =
  { id: number; decision: 'verify' } | { id: number; decision: 'reject'; reason: string };

/** Verifies a submitted proof, or rejects it with a reason (409 when already reviewed). */
export function reviewTaxProof(review: TaxProofReview): Promise<TaxProof> {
  return review.decision === 'verify'
    ? apiClient.post<TaxProof>(`/tax-proofs/${review.id}/verify`)
    : apiClient.post<TaxProof>(`/tax-proofs/${review.id}/reject`, { reason: review.reason });
}

export function useReviewTaxProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTaxProof,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxProofKeys.all }),
  });
}
