import type { LetterStatus } from '../../../shared/rules/letters.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/** Issuing, rejecting, editing templates and seeing everyone's requests need IssueLetters. */
export function canIssueLetters(actor: Actor): boolean {
  return actor.permissions.includes('IssueLetters');
}

/** The requester sees their own requests; IssueLetters holders see everyone's. */
export function canSeeLetterRequest(actor: Actor, request: { userId: string }): boolean {
  return request.userId === actor.id || canIssueLetters(actor);
}

export function letterAbilities(actor: Actor, request: { userId: string; status: LetterStatus }) {
  const holder = canIssueLetters(actor);
  const open = request.status === 'requested';
  return {
    download: request.status === 'issued' && canSeeLetterRequest(actor, request),
    cancel: open && request.userId === actor.id,
    issue: open && holder,
    reject: open && holder,
  };
}
