import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import type { LetterListResponse } from '../shared/schemas/letters.schema.ts';
import { createTestApp, TestClient, type TestApp } from '../server/test/test-app.ts';
import { setUpOnFirstRun } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setUpOnFirstRun(
    t.testDb.database.db,
    { demo: true, adminEmail: undefined, scryptLog2N: 10 },
    t.ctx.storage,
  );
});
afterAll(() => t.close());

describe('the demo letter requests', () => {
  it('shows the HR admin requests in every state, an issued one with its PDF that verifies', async () => {
    const meera = new TestClient(t.app, '10.7.0.1');
    await meera.login('meera.pillai@example.com', DEMO_PASSWORD);
    const all = (await meera.get('/api/v1/letters/requests?view=all')).json<LetterListResponse>();
    expect(new Set(all.items.map((r) => r.status))).toEqual(new Set(['requested', 'issued', 'rejected']));
    const issued = all.items.find((r) => r.status === 'issued')!;
    const pdf = await meera.get(`/api/v1/letters/requests/${issued.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const check = await new TestClient(t.app, '10.7.0.2').get(
      `/api/v1/letter-verification/${issued.verificationCode}`,
    );
    expect(check.json()).toMatchObject({ name: 'Arjun Nair', type: 'salaryCertificate' });
    expect(all.items.find((r) => r.status === 'rejected')?.rejectionReason).toBeTruthy();
  });

  it('gives the demo admin a request of their own', async () => {
    const admin = new TestClient(t.app, '10.7.0.3');
    await admin.login('admin@example.com', DEMO_PASSWORD);
    const mine = (await admin.get('/api/v1/letters/requests')).json<LetterListResponse>();
    expect(mine.items.map((r) => r.type)).toEqual(['custom']);
  });
});
