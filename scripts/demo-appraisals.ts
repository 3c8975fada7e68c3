/**
 * The demo organisation's appraisals: an earlier cycle, finished and released; and a cycle open
 * for everyone, due in three weeks, with each status on show (drafts, submissions, a manager's
 * draft, a completed review and a released one) so that managers have something to review.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import type { Tx } from '../server/db/client.ts';
import type { CycleBody } from '../shared/schemas/appraisals.schema.ts';
import { appraisalAnswers, appraisals, users } from '../server/db/schema.ts';
import { insertCycleWithAppraisals } from '../server/modules/appraisals/cycles.repository.ts';
import { findQuestions } from '../server/modules/appraisals/questions.repository.ts';

type Step = 'selfDraft' | 'selfSubmitted' | 'managerDraft' | 'completed' | 'released';
const ORDER: Step[] = ['selfDraft', 'selfSubmitted', 'managerDraft', 'completed', 'released'];

const CURRENT: Record<string, Step> = {
  'neha.gupta': 'selfDraft',
  'karan.malhotra': 'selfDraft',
  'arjun.nair': 'selfSubmitted',
  'ananya.iyer': 'selfSubmitted',
  'aditya.joshi': 'selfSubmitted',
  'kavya.reddy': 'managerDraft',
  'rohan.das': 'completed',
  'sneha.kapoor': 'released',
};

const ANSWERS = [
  'Delivered the planned work on time and helped the team through the release.',
  'I would like to grow in system design and mentoring.',
  'Worked closely with the product and support teams every week.',
  'More time for learning and clearer priorities would help me most.',
];

function review(seed: number, complete: boolean) {
  const r = (n: number) => ((seed + n) % 3) + 3;
  return {
    jobKnowledge: r(0),
    qualityOfWork: r(1),
    productivity: r(2),
    communication: complete ? r(3) : null,
    collaboration: complete ? r(4) : null,
    problemSolving: complete ? r(5) : null,
    initiative: complete ? r(6) : null,
    overallRating: complete ? r(1) : null,
    strengths: 'Reliable delivery and a calm approach under pressure.',
    areasForImprovement: complete ? 'Share progress earlier and delegate more.' : '',
    managerComments: complete ? 'A solid period. Keep it up.' : '',
  };
}

async function fill(
  tx: Tx,
  appraisalId: number,
  reviewerId: string | null,
  step: Step,
  at: Date,
  questionIds: number[],
  seed: number,
): Promise<void> {
  const reached = (s: Step) => ORDER.indexOf(step) >= ORDER.indexOf(s);
  const draftOnly = step === 'selfDraft';
  const answered = draftOnly ? questionIds.slice(0, 3) : questionIds;
  if (answered.length > 0)
    await tx
      .insert(appraisalAnswers)
      .values(
        answered.map((questionId, i) => ({ appraisalId, questionId, answer: ANSWERS[i % ANSWERS.length]! })),
      );
  const managerStarted = reached('managerDraft') && reviewerId !== null;
  await tx
    .update(appraisals)
    .set({
      selfSavedAt: at,
      selfSubmittedAt: reached('selfSubmitted') ? at : null,
      managerReview: managerStarted ? review(seed, reached('completed')) : null,
      reviewerId: managerStarted ? reviewerId : null,
      managerSavedAt: managerStarted ? at : null,
      managerSubmittedAt: managerStarted && reached('completed') ? at : null,
      releasedAt: managerStarted && reached('released') ? at : null,
    })
    .where(eq(appraisals.id, appraisalId));
}

export async function seedDemoAppraisals(tx: Tx, ids: ReadonlyMap<string, string>, now: Date): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const adminId = ids.get('admin')!;
  const questionIds = (await findQuestions(tx, { activeOnly: true })).map((q) => q.id);
  const openCycle = async (body: CycleBody) => (await insertCycleWithAppraisals(tx, body, adminId))!.id;

  const earlier = await openCycle({
    name: 'Mid-year review',
    periodStart: addDays(today, -240),
    periodEnd: addDays(today, -60),
    dueDate: addDays(today, -40),
  });
  const current = await openCycle({
    name: 'Annual review',
    periodStart: addDays(today, -59),
    periodEnd: addDays(today, 14),
    dueDate: addDays(today, 21),
  });

  const rows = await tx
    .select({
      id: appraisals.id,
      userId: appraisals.userId,
      cycleId: appraisals.cycleId,
      managerId: users.reportingManagerId,
    })
    .from(appraisals)
    .innerJoin(users, eq(users.id, appraisals.userId))
    .where(sql`${appraisals.cycleId} in (${earlier}, ${current})`);
  const byUser = new Map([...ids].map(([key, id]) => [id, key]));
  let seed = 0;
  for (const row of rows) {
    seed += 1;
    const key = byUser.get(row.userId);
    if (row.cycleId === earlier) {
      await fill(
        tx,
        row.id,
        row.managerId,
        'released',
        new Date(now.getTime() - 45 * 86_400_000),
        questionIds,
        seed,
      );
      continue;
    }
    const step = key ? CURRENT[key] : undefined;
    if (step)
      await fill(
        tx,
        row.id,
        row.managerId,
        step,
        new Date(now.getTime() - 2 * 86_400_000),
        questionIds,
        seed,
      );
  }
}
