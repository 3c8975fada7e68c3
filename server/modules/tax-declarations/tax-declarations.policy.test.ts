import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../../../shared/permissions.ts';
import {
  TAX_DECLARATION_MESSAGES as M,
  type TaxDeclarationStatus,
} from '../../../shared/rules/tax-declaration.ts';
import { authorize } from '../../lib/authorize.ts';
import { refusalOf, statusOf } from '../../test/policy-answers.ts';
import {
  TAX_DECLARATION_GATES,
  TAX_DECLARATION_POLICY,
  declarationAbilities,
} from './tax-declarations.policy.ts';

const person = (id: string, permissions: readonly Permission[] = []) => ({
  id,
  permissions: [...permissions],
});
const self = person('eve');
const manager = person('leo');
const skipLevel = person('mona');
const peer = person('pete');
const reviewer = person('hana', ['ReviewTaxDocuments']);
const admin = person('ada', ALL_PERMISSIONS);
const openYears = [2026, 2025];
const declaration = (status: TaxDeclarationStatus, financialYear = 2026) => ({
  userId: 'eve',
  status,
  financialYear,
});

describe('what may be done with Eve’s income tax declaration', () => {
  it.each([
    // who, actor, declaration, view, edit/submit/reopen as 1s and 0s
    ['the person', self, declaration('draft'), true, '110'],
    ['the person', self, declaration('submitted'), true, '000'],
    ['the person, a year no longer open', self, declaration('draft', 2023), true, '000'],
    ['her direct manager', manager, declaration('submitted'), false, '000'],
    ['a skip-level manager', skipLevel, declaration('submitted'), false, '000'],
    ['a peer', peer, declaration('submitted'), false, '000'],
    ['a reviewer', reviewer, declaration('draft'), true, '000'],
    ['a reviewer', reviewer, declaration('submitted'), true, '001'],
    ['an Admin', admin, declaration('submitted'), true, '001'],
    ['a reviewer, their own', person('eve', ['ReviewTaxDocuments']), declaration('submitted'), true, '000'],
  ] as const)('%s, %o', (_who, actor, d, view, expected) => {
    const a = declarationAbilities(actor, d, openYears);
    expect([a.edit, a.submit, a.reopen].map((b) => (b ? '1' : '0')).join('')).toBe(expected);
    expect(statusOf(() => authorize(TAX_DECLARATION_POLICY, actor, 'view', d))).toBe(view ? 'allowed' : 404);
  });

  it.each([
    // who, actor, reopen answer, message
    ['the person', self, 403, 'You are not allowed to reopen tax declarations.'],
    ['a reviewer, their own', person('eve', ['ReviewTaxDocuments']), 403, M.reopenOwn],
    ['her manager', manager, 404, M.notFound],
    ['a peer', peer, 404, M.notFound],
  ] as const)('refuses %s a reopen with %s', (_who, actor, status, message) => {
    expect(
      refusalOf(() => authorize(TAX_DECLARATION_POLICY, actor, 'reopen', declaration('submitted'))),
    ).toEqual({
      status,
      code: status === 404 ? 'not_found' : 'forbidden',
      message,
    });
  });

  it('lets a reviewer and an Admin reopen someone else’s', () => {
    for (const actor of [reviewer, admin])
      expect(
        statusOf(() => authorize(TAX_DECLARATION_POLICY, actor, 'reopen', declaration('submitted'))),
      ).toBe('allowed');
  });
});

describe('who sees everyone’s declarations of a year', () => {
  it.each([
    ['an employee', self, 403],
    ['a manager', manager, 403],
    ['a reviewer', reviewer, 'allowed'],
    ['an Admin', admin, 'allowed'],
  ] as const)('%s: %s', (_who, actor, expected) => {
    expect(statusOf(() => authorize(TAX_DECLARATION_GATES, actor, 'review'))).toBe(expected);
  });
});
