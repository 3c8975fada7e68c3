import type {
  AppraisalDetail,
  AppraisalRow,
  CycleListResponse,
} from '../../../../shared/schemas/appraisals.schema.ts';

const abilities = { editSelf: false, review: false, release: false };

export function row(overrides: Partial<AppraisalRow> = {}): AppraisalRow {
  return {
    id: 7,
    cycleId: 3,
    cycleName: 'Annual 2026',
    employee: { id: '4c3b2a19-0000-4000-8000-000000000001', fullName: 'Eve Test' },
    dueDate: '2026-12-15',
    status: 'notStarted',
    abilities,
    ...overrides,
  };
}

/** A question with no answer yet (made by a call: the questions are data, not interface text). */
const question = (id: number, wording: string) => ({ id, text: wording, answer: '' });

export function detail(overrides: Partial<AppraisalDetail> = {}): AppraisalDetail {
  return {
    ...row(),
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    selfSubmittedAt: null,
    managerSubmittedAt: null,
    releasedAt: null,
    reviewer: null,
    categories: [
      {
        id: 1,
        name: 'Achievements and goals',
        questions: [
          question(11, 'What were your most important achievements?'),
          question(12, 'Which goals did you miss?'),
        ],
      },
    ],
    managerReview: null,
    ...overrides,
  };
}

export const REVIEW = {
  jobKnowledge: 4,
  qualityOfWork: 4,
  productivity: 3,
  communication: 5,
  collaboration: 4,
  problemSolving: 3,
  initiative: 4,
  overallRating: 4,
  strengths: 'Clear writing',
  areasForImprovement: 'Estimates',
  managerComments: 'A good year',
};

export function cycles(holder: boolean): CycleListResponse {
  return {
    items: [
      {
        id: 3,
        name: 'Annual 2026',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
        dueDate: '2026-12-15',
        counts: holder
          ? { notStarted: 5, selfDraft: 2, selfSubmitted: 1, managerDraft: 1, completed: 0, released: 1 }
          : null,
      },
    ],
    abilities: { create: holder, editQuestions: holder },
  };
}
