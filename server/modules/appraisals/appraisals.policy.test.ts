import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../shared/permissions.ts';
import { appraisalRole, mayReview } from './appraisals.policy.ts';

const person = { userId: 'eve', managerId: 'leo' };
const actor = (id: string, permissions: Permission[] = []) => ({ id, permissions });

describe('appraisalRole and mayReview', () => {
  it.each([
    ['the person', actor('eve'), 'self', false],
    ['the direct manager', actor('leo'), 'manager', true],
    ['a skip-level manager', actor('mona'), null, false],
    ['a peer', actor('pete'), null, false],
    ['a ManageAppraisals holder', actor('ada', ['ManageAppraisals']), 'holder', true],
    ['the person even holding ManageAppraisals', actor('eve', ['ManageAppraisals']), 'self', false],
  ] as const)('%s', (_name, who, role, review) => {
    expect(appraisalRole(who, person)).toBe(role);
    expect(mayReview(who, person)).toBe(review);
  });
});
