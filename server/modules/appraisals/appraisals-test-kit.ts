import type { AppraisalDetail, Cycle } from '../../../shared/schemas/appraisals.schema.ts';
import type { TestClient } from '../../test/test-app.ts';

export const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });

let cycleNumber = 0;

/** Opens a cycle through the API as the holder given; returns it. */
export async function openCycle(holder: TestClient, overrides: Record<string, unknown> = {}): Promise<Cycle> {
  cycleNumber += 1;
  const res = await holder.post('/api/v1/appraisals/cycles', {
    name: `Cycle ${cycleNumber}`,
    periodStart: `2026-0${(cycleNumber % 9) + 1}-01`,
    periodEnd: `2026-0${(cycleNumber % 9) + 1}-28`,
    dueDate: '2026-12-15',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<Cycle>();
}

/** The id of the person's appraisal in the cycle, read from their own list. */
export async function ownAppraisalId(client: TestClient, cycleId: number): Promise<number> {
  const res = await client.get('/api/v1/appraisals/mine');
  const row = res
    .json<{ items: { id: number; cycleId: number }[] }>()
    .items.find((r) => r.cycleId === cycleId);
  if (!row) throw new Error(`no appraisal in cycle ${cycleId}`);
  return row.id;
}

/** Answers every question of the appraisal with the text given. */
export async function answerAll(client: TestClient, id: number, submit: boolean, text = 'My answer') {
  const detail = (await client.get(`/api/v1/appraisals/${id}`)).json<AppraisalDetail>();
  const answers = detail.categories.flatMap((c) =>
    c.questions.map((q) => ({ questionId: q.id, answer: text })),
  );
  return put(client, `/api/v1/appraisals/${id}/self`, { answers, submit });
}

export const fullReview = {
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
