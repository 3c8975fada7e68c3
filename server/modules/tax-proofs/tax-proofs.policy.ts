import type { TaxProofStatus } from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxProofAbilities } from '../../../shared/schemas/tax-proofs.schema.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/** Admins (and anyone given ReviewTaxDocuments) see everyone's proofs and review them. */
export function canReviewTaxProofs(actor: Actor): boolean {
  return actor.permissions.includes('ReviewTaxDocuments');
}

/** A proof and its file are for its person and reviewers only; anyone else gets 404. */
export function canSeeTaxProof(actor: Actor, proof: { userId: string }): boolean {
  return proof.userId === actor.id || canReviewTaxProofs(actor);
}

/**
 * What the caller may do with a proof they can see: its person deletes it until it is verified;
 * a reviewer verifies or rejects a submitted one, never their own (a second reviewer does that).
 */
export function taxProofAbilities(
  actor: Actor,
  proof: { userId: string; status: TaxProofStatus },
): TaxProofAbilities {
  const own = proof.userId === actor.id;
  const reviewable = canReviewTaxProofs(actor) && !own && proof.status === 'submitted';
  return {
    preview: canSeeTaxProof(actor, proof),
    delete: own && proof.status !== 'verified',
    verify: reviewable,
    reject: reviewable,
  };
}
