import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../../../shared/permissions.ts';
import { LETTER_MESSAGES, type LetterStatus } from '../../../shared/rules/letters.ts';
import { authorize } from '../../lib/authorize.ts';
import { refusalOf, statusOf } from '../../test/policy-answers.ts';
import { LETTER_GATES, LETTER_POLICY, letterAbilities } from './letters.policy.ts';

const person = (id: string, permissions: readonly Permission[] = []) => ({
  id,
  permissions: [...permissions],
});
const requester = person('eve');
const manager = person('leo');
const skipLevel = person('mona');
const peer = person('pete');
const issuer = person('hana', ['IssueLetters']);
const admin = person('ada', ALL_PERMISSIONS);
const request = (status: LetterStatus) => ({ userId: 'eve', status });

describe('what may be done with Eve’s letter request', () => {
  it.each([
    // who, actor, status, view, download/cancel/issue/reject as 1s and 0s
    ['the requester', requester, 'requested', true, '0100'],
    ['the requester', requester, 'issued', true, '1000'],
    ['the requester', requester, 'rejected', true, '0000'],
    ['her direct manager', manager, 'requested', false, '0000'],
    ['her direct manager', manager, 'issued', false, '0000'],
    ['a skip-level manager', skipLevel, 'issued', false, '0000'],
    ['a peer', peer, 'issued', false, '0000'],
    ['an IssueLetters holder', issuer, 'requested', true, '0011'],
    ['an IssueLetters holder', issuer, 'issued', true, '1000'],
    ['an Admin', admin, 'requested', true, '0011'],
    ['an Admin', admin, 'rejected', true, '0000'],
  ] as const)('%s, %s', (_who, actor, status, view, expected) => {
    const a = letterAbilities(actor, request(status));
    expect([a.download, a.cancel, a.issue, a.reject].map((b) => (b ? '1' : '0')).join('')).toBe(expected);
    expect(statusOf(() => authorize(LETTER_POLICY, actor, 'view', request(status)))).toBe(
      view ? 'allowed' : 404,
    );
  });

  it.each([
    // who, actor, cancel, decide
    ['the requester', requester, 'allowed', 403],
    ['her manager', manager, 404, 404],
    ['a peer', peer, 404, 404],
    ['an IssueLetters holder', issuer, 403, 'allowed'],
    ['an Admin', admin, 403, 'allowed'],
    ['an IssueLetters holder, on their own request', person('eve', ['IssueLetters']), 'allowed', 'allowed'],
  ] as const)('%s: cancel %s, issue or reject %s', (_who, actor, cancel, decide) => {
    expect(statusOf(() => authorize(LETTER_POLICY, actor, 'cancel', request('requested')))).toBe(cancel);
    expect(statusOf(() => authorize(LETTER_POLICY, actor, 'decide', request('requested')))).toBe(decide);
  });

  it('says why, without telling others a request exists', () => {
    expect(refusalOf(() => authorize(LETTER_POLICY, peer, 'view', request('issued')))).toEqual({
      status: 404,
      code: 'not_found',
      message: LETTER_MESSAGES.notFound,
    });
    expect(refusalOf(() => authorize(LETTER_POLICY, issuer, 'cancel', request('requested')))?.message).toBe(
      'Only the person who asked for a letter may cancel the request.',
    );
    expect(
      refusalOf(() => authorize(LETTER_POLICY, requester, 'decide', request('requested')))?.message,
    ).toBe(LETTER_MESSAGES.cannotIssue);
  });
});

describe('who issues letters, edits templates and sees everyone’s requests', () => {
  it.each([
    ['an employee', requester, 403],
    ['a manager', manager, 403],
    ['an IssueLetters holder', issuer, 'allowed'],
    ['an Admin', admin, 'allowed'],
  ] as const)('%s: %s', (_who, actor, expected) => {
    expect(statusOf(() => authorize(LETTER_GATES, actor, 'issue'))).toBe(expected);
  });
});
