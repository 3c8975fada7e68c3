import type { TaxProofStatus } from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxProofAbilities } from '../../../shared/schemas/tax-proofs.schema.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/**
 * Reviewers (ReviewTaxDocuments: the HR group, Admins) see everyone's IT proofs and income tax
 * declarations, review the proofs and reopen the declarations.
 */
export function canReviewTaxDocuments(actor: Actor): boolean {
  return actor.permissions.includes('ReviewTaxDocuments');
}

/** A proof (and its file) or a declaration is for its person and reviewers only; anyone else gets 404. */
export function canSeeTaxDocument(actor: Actor, document: { userId: string }): boolean {
  return document.userId === actor.id || canReviewTaxDocuments(actor);
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
  const reviewable = canReviewTaxDocuments(actor) && !own && proof.status === 'submitted';
  return {
    preview: canSeeTaxDocument(actor, proof),
    delete: own && proof.status !== 'verified',
    verify: reviewable,
    reject: reviewable,
  };
}
