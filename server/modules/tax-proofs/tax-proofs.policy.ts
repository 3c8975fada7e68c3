import {
  TAX_PROOF_MESSAGES,
  holdsReviewTaxDocuments,
  type TaxProofStatus,
} from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxProofAbilities } from '../../../shared/schemas/tax-proofs.schema.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/**
 * Reviewers (ReviewTaxDocuments: the HR group, Admins) see everyone's IT proofs and income tax
 * declarations, review the proofs and reopen the declarations.
 */
export function canReviewTaxDocuments(actor: Pick<SessionUser, 'permissions'>): boolean {
  return holdsReviewTaxDocuments(actor.permissions);
}

/** A proof (and its file) or a declaration is for its person and reviewers only; anyone else gets 404. */
export function canSeeTaxDocument(actor: Actor, document: { userId: string }): boolean {
  return document.userId === actor.id || canReviewTaxDocuments(actor);
}

/** Everyone's proofs are for reviewers. */
export const TAX_PROOF_GATES: Gates<Pick<SessionUser, 'permissions'>, 'reviewAll'> = {
  gates: { reviewAll: { allow: canReviewTaxDocuments, refuse: TAX_PROOF_MESSAGES.notAllowed } },
};

/**
 * A proof its person and reviewers see. Its person alone deletes it; a reviewer verifies or rejects
 * someone else's, never their own (a second reviewer does that).
 */
export const TAX_PROOF_POLICY: Policy<Actor, { userId: string }, 'delete' | 'review'> = {
  notFound: TAX_PROOF_MESSAGES.notFound,
  see: canSeeTaxDocument,
  actions: {
    delete: {
      allow: (actor, proof) => proof.userId === actor.id,
      refuse: 'Only the person who uploaded a document may delete it.',
    },
    review: {
      allow: (actor, proof) => canReviewTaxDocuments(actor) && proof.userId !== actor.id,
      refuse: (actor) =>
        canReviewTaxDocuments(actor)
          ? { message: TAX_PROOF_MESSAGES.ownProof, code: 'own_tax_proof' }
          : TAX_PROOF_MESSAGES.notAllowed,
    },
  },
};

/**
 * What the caller may do with a proof they can see: its person deletes it until it is verified;
 * a reviewer verifies or rejects a submitted one, never their own (a second reviewer does that).
 */
export function taxProofAbilities(
  actor: Actor,
  proof: { userId: string; status: TaxProofStatus },
): TaxProofAbilities {
  const reviewable = allows(TAX_PROOF_POLICY, actor, 'review', proof) && proof.status === 'submitted';
  return {
    preview: allows(TAX_PROOF_POLICY, actor, 'view', proof),
    delete: allows(TAX_PROOF_POLICY, actor, 'delete', proof) && proof.status !== 'verified',
    verify: reviewable,
    reject: reviewable,
  };
}
