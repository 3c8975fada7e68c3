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

  it('numbers the issued letters 1, 2, 3… in issue order, also those HR issues next', async () => {
    const meera = new TestClient(t.app, '10.7.0.4');
    await meera.login('meera.pillai@example.com', DEMO_PASSWORD);
    const list = async () =>
      (await meera.get('/api/v1/letters/requests?view=all')).json<LetterListResponse>().items;
    const before = await list();
    const order = before.filter((r) => r.status === 'issued').map((r) => r.id);
    // Two of those waiting, the newest first as the list shows them: their ids say nothing of the order.
    for (const request of before.filter((r) => r.status === 'requested').slice(0, 2)) {
      const res = await meera.post(`/api/v1/letters/requests/${request.id}/issue`, {
        subject: 'Letter',
        body: 'To whom it may concern.',
      });
      expect(res.statusCode, res.body).toBe(200);
      order.push(request.id);
    }
    const after = new Map((await list()).map((r) => [r.id, r]));
    const issued = order.map((id) => after.get(id)!);
    expect(issued).toHaveLength(3);
    const byYear = new Map<string, string[]>();
    for (const r of issued) {
      const year = r.referenceNumber!.split('/')[1]!;
      byYear.set(year, [...(byYear.get(year) ?? []), r.referenceNumber!]);
    }
    for (const [year, references] of byYear)
      expect(references).toEqual(references.map((_, i) => `LTR/${year}/${String(i + 1).padStart(6, '0')}`));
  });
});
