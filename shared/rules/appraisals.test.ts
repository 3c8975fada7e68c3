import { describe, expect, it } from 'vitest';
import {
  appraisalStatus,
  mayReviewAppraisals,
  reviewVisibleToEmployee,
  type AppraisalInstants,
} from './appraisals.ts';

const at = '2026-05-01T10:00:00Z';
const none: AppraisalInstants = {
  selfSavedAt: null,
  selfSubmittedAt: null,
  managerSavedAt: null,
  managerSubmittedAt: null,
  releasedAt: null,
};

describe('appraisalStatus', () => {
  it.each([
    ['nothing saved', {}, 'notStarted'],
    ['self saved', { selfSavedAt: at }, 'selfDraft'],
    ['self submitted', { selfSavedAt: at, selfSubmittedAt: at }, 'selfSubmitted'],
    ['submitted without a draft first', { selfSubmittedAt: at }, 'selfSubmitted'],
    ['manager saved', { selfSavedAt: at, selfSubmittedAt: at, managerSavedAt: at }, 'managerDraft'],
    ['manager submitted', { selfSubmittedAt: at, managerSavedAt: at, managerSubmittedAt: at }, 'completed'],
    [
      'released',
      { selfSubmittedAt: at, managerSavedAt: at, managerSubmittedAt: at, releasedAt: at },
      'released',
    ],
    ['a Date counts like a string', { selfSavedAt: new Date(at) }, 'selfDraft'],
  ] as const)('%s → %s', (_name, instants, expected) => {
    expect(appraisalStatus({ ...none, ...instants })).toBe(expected);
  });
});

describe('reviewVisibleToEmployee', () => {
  it.each([
    [{}, false],
    [{ selfSubmittedAt: at, managerSubmittedAt: at }, false],
    [{ selfSubmittedAt: at, managerSubmittedAt: at, releasedAt: at }, true],
  ] as const)('%o → %s', (instants, expected) => {
    expect(reviewVisibleToEmployee({ ...none, ...instants })).toBe(expected);
  });
});

describe('mayReviewAppraisals (Manager Appraisal in the sidebar)', () => {
  it.each([
    {
      who: 'an employee with nobody reporting',
      permissions: ['CreateTask'],
      hasDirectReports: false,
      may: false,
    },
    { who: 'a manager with a direct report', permissions: [], hasDirectReports: true, may: true },
    { who: 'HR without reports', permissions: ['ManageAppraisals'], hasDirectReports: false, may: true },
    { who: 'HR with reports', permissions: ['ManageAppraisals'], hasDirectReports: true, may: true },
  ])('$who: $may', ({ permissions, hasDirectReports, may }) => {
    expect(mayReviewAppraisals({ permissions, hasDirectReports })).toBe(may);
  });
});
