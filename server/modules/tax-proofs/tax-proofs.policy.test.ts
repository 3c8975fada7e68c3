import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../shared/permissions.ts';
import type { TaxProofStatus } from '../../../shared/rules/tax-proofs.ts';
import { canSeeTaxDocument, taxProofAbilities } from './tax-proofs.policy.ts';

const person = { id: 'p', permissions: [] as Permission[] };
const reviewer = { id: 'r', permissions: ['ReviewTaxDocuments'] as Permission[] };
const stranger = { id: 's', permissions: ['EditUser'] as Permission[] };

describe('taxProofAbilities', () => {
  const cases: [string, typeof person, string, TaxProofStatus, string][] = [
    // who, actor, owner, status, expected preview/delete/verify/reject as 1s and 0s
    ['own submitted', person, 'p', 'submitted', '1100'],
    ['own rejected', person, 'p', 'rejected', '1100'],
    ['own verified', person, 'p', 'verified', '1000'],
    ['reviewer, someone’s submitted', reviewer, 'p', 'submitted', '1011'],
    ['reviewer, someone’s rejected', reviewer, 'p', 'rejected', '1000'],
    ['reviewer, own submitted', reviewer, 'r', 'submitted', '1100'],
    ['stranger', stranger, 'p', 'submitted', '0000'],
  ];
  it.each(cases)('%s', (_, actor, userId, status, expected) => {
    const a = taxProofAbilities(actor, { userId, status });
    expect([a.preview, a.delete, a.verify, a.reject].map((b) => (b ? '1' : '0')).join('')).toBe(expected);
    expect(canSeeTaxDocument(actor, { userId })).toBe(a.preview);
  });
});
