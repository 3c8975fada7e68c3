import {
  TAX_DECLARATION_MESSAGES as M,
  type TaxDeclarationStatus,
} from '../../../shared/rules/tax-declaration.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxDeclaration } from '../../../shared/schemas/tax-declaration.schema.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';
import { canReviewTaxDocuments, canSeeTaxDocument } from '../tax-proofs/tax-proofs.service.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/** Everyone's declarations of a year are for reviewers (ReviewTaxDocuments). */
export const TAX_DECLARATION_GATES: Gates<Pick<SessionUser, 'permissions'>, 'review'> = {
  gates: {
    review: { allow: canReviewTaxDocuments, refuse: 'You are not allowed to review tax declarations.' },
  },
};

/** A declaration is for its person and reviewers (anyone else: 404); a reviewer reopens someone else's. */
export const TAX_DECLARATION_POLICY: Policy<Actor, { userId: string }, 'reopen'> = {
  notFound: M.notFound,
  see: canSeeTaxDocument,
  actions: {
    reopen: {
      allow: (actor, declaration) => canReviewTaxDocuments(actor) && declaration.userId !== actor.id,
      refuse: (actor) =>
        canReviewTaxDocuments(actor) ? M.reopenOwn : 'You are not allowed to reopen tax declarations.',
    },
  },
};

/**
 * The person edits and submits their own draft of a year still open to them; a reviewer reopens
 * a submitted one, never their own (another reviewer does, so nobody unlocks their own figures).
 */
export function declarationAbilities(
  actor: Actor,
  declaration: { userId: string; status: TaxDeclarationStatus; financialYear: number },
  openYears: readonly number[],
): TaxDeclaration['abilities'] {
  const own = declaration.userId === actor.id;
  const editable = own && declaration.status === 'draft' && openYears.includes(declaration.financialYear);
  return {
    edit: editable,
    submit: editable,
    reopen:
      allows(TAX_DECLARATION_POLICY, actor, 'reopen', declaration) && declaration.status === 'submitted',
  };
}
