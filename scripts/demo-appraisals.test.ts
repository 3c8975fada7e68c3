import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import type {
  AppraisalDetail,
  AppraisalListResponse,
  CycleListResponse,
  MyAppraisalsResponse,
} from '../shared/schemas/appraisals.schema.ts';
import { createTestApp, TestClient, type TestApp } from '../server/test/test-app.ts';
import { setUpOnFirstRun } from './demo-data.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.login(email, DEMO_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

describe('demo appraisals', () => {
  it('shows every status in the open cycle, a review waiting for a manager and a released one', async () => {
    await setUpOnFirstRun(t.testDb.database.db, { demo: true, adminEmail: undefined, scryptLog2N: 10 });
    const admin = await signIn('admin@example.com');
    const cycles = (await admin.get('/api/v1/appraisals/cycles')).json<CycleListResponse>();
    expect(cycles.items.map((c) => c.name)).toEqual(['Annual review', 'Mid-year review']);
    const counts = cycles.items[0]!.counts!;
    for (const status of [
      'notStarted',
      'selfDraft',
      'selfSubmitted',
      'managerDraft',
      'completed',
      'released',
    ] as const)
      expect(counts[status], status).toBeGreaterThan(0);
    // The counts tell each appraisal's status as the list does (the shared rule appraisalStatus).
    const everyone = (
      await admin.get(`/api/v1/appraisals?cycleId=${cycles.items[0]!.id}&pageSize=100`)
    ).json<AppraisalListResponse>();
    const tally: Record<string, number> = {};
    for (const item of everyone.items) tally[item.status] = (tally[item.status] ?? 0) + 1;
    expect(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))).toEqual(tally);

    const priya = await signIn('priya.sharma@example.com');
    const list = (await priya.get('/api/v1/appraisals')).json<AppraisalListResponse>();
    expect(list.items.some((i) => i.abilities.review)).toBe(true);

    const sneha = await signIn('sneha.kapoor@example.com');
    const mine = (await sneha.get('/api/v1/appraisals/mine')).json<MyAppraisalsResponse>();
    const detail = (await sneha.get(`/api/v1/appraisals/${mine.items[0]!.id}`)).json<AppraisalDetail>();
    expect(detail.status).toBe('released');
    expect(detail.managerReview?.overallRating).toBeGreaterThan(0);
  });
});
