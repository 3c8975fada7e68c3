import type { TaxDeclarationStatus } from '../../../shared/rules/tax-declaration.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxDeclaration } from '../../../shared/schemas/tax-declaration.schema.ts';
import { canReviewTaxDocuments } from '../tax-proofs/tax-proofs.service.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

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
    reopen: !own && canReviewTaxDocuments(actor) && declaration.status === 'submitted',
  };
}
