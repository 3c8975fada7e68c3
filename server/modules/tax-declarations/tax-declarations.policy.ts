import type { TaxDeclarationStatus } from '../../../shared/rules/tax-declaration.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaxDeclaration } from '../../../shared/schemas/tax-declaration.schema.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/** Reviewers (ReviewTaxDocuments: the HR group, Admins) see everyone's declarations. */
export function canReviewDeclarations(actor: Actor): boolean {
  return actor.permissions.includes('ReviewTaxDocuments');
}

/** A declaration is seen by its person and by reviewers; anyone else gets 404. */
export function canSeeDeclaration(actor: Actor, ownerId: string): boolean {
  return actor.id === ownerId || canReviewDeclarations(actor);
}

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
    reopen: !own && canReviewDeclarations(actor) && declaration.status === 'submitted',
  };
}
