import { LETTER_MESSAGES, holdsIssueLetters, type LetterStatus } from '../../../shared/rules/letters.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

const issues = (actor: Pick<SessionUser, 'permissions'>) => holdsIssueLetters(actor.permissions);

/** Issuing, rejecting, editing templates and seeing everyone's requests need IssueLetters. */
export const LETTER_GATES: Gates<Pick<SessionUser, 'permissions'>, 'issue'> = {
  gates: { issue: { allow: issues, refuse: LETTER_MESSAGES.cannotIssue } },
};

export function canIssueLetters(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(LETTER_GATES, actor, 'issue');
}

/**
 * The requester sees their own requests; IssueLetters holders see everyone's (anyone else: 404).
 * Only the requester withdraws one; only a holder issues or rejects it.
 */
export const LETTER_POLICY: Policy<Actor, { userId: string }, 'cancel' | 'decide'> = {
  notFound: LETTER_MESSAGES.notFound,
  see: (actor, request) => request.userId === actor.id || issues(actor),
  actions: {
    cancel: {
      allow: (actor, request) => request.userId === actor.id,
      refuse: 'Only the person who asked for a letter may cancel the request.',
    },
    decide: { allow: (actor) => issues(actor), refuse: LETTER_MESSAGES.cannotIssue },
  },
};

export function canSeeLetterRequest(actor: Actor, request: { userId: string }): boolean {
  return allows(LETTER_POLICY, actor, 'view', request);
}

export function letterAbilities(actor: Actor, request: { userId: string; status: LetterStatus }) {
  const open = request.status === 'requested';
  return {
    download: request.status === 'issued' && canSeeLetterRequest(actor, request),
    cancel: open && allows(LETTER_POLICY, actor, 'cancel', request),
    issue: open && allows(LETTER_POLICY, actor, 'decide', request),
    reject: open && allows(LETTER_POLICY, actor, 'decide', request),
  };
}
