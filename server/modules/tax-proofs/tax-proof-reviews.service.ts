import { TAX_PROOF_MESSAGES } from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxProof } from '../../../shared/schemas/tax-proofs.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { publish } from '../events/events.service.ts';
import { TAX_PROOF_POLICY } from './tax-proofs.policy.ts';
import { reviewSubmittedProof } from './tax-proofs.repository.ts';
import { getTaxProof, proofData, visibleTaxProof } from './tax-proofs.service.ts';

/**
 * Verifies or rejects a submitted proof (ReviewTaxDocuments, never one's own: 403). The change is
 * conditional on the proof still being submitted, so of two reviews sent at once one wins and the
 * other gets 409; its event (the person's mail) is recorded in the same transaction.
 */
export async function reviewTaxProof(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  decision: 'verified' | 'rejected',
  reason: string | null,
): Promise<TaxProof> {
  const row = await visibleTaxProof(ctx, actor, id);
  authorize(TAX_PROOF_POLICY, actor, 'review', row);
  await ctx.db.transaction(async (tx) => {
    const reviewed = await reviewSubmittedProof(tx, id, {
      status: decision,
      reason,
      reviewerId: actor.id,
      at: ctx.now(),
    });
    if (reviewed === null) throw conflict('tax_proof_reviewed', TAX_PROOF_MESSAGES.notSubmitted);
    await publish(tx, {
      type: decision === 'verified' ? 'tax_proof.verified' : 'tax_proof.rejected',
      actorId: actor.id,
      subject: { kind: 'tax_proof', id },
      concerns: [row.userId],
      data: { ...proofData(row), reason },
    });
  });
  return getTaxProof(ctx, actor, id);
}
