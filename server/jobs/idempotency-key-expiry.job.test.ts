import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

describe('the idempotency-key-expiry job', () => {
  it('runs hourly and deletes kept answers older than 24 hours, keeping newer ones', async () => {
    const job = t.scheduler.jobs.find((j) => j.name === 'idempotency-key-expiry');
    expect(job?.schedule).toMatch(/^0 \d+ \* \* \* \*$/);
    const now = t.clock.now();
    const row = (key: string, ageHours: number) => ({
      scope: 'user:test POST /api/v1/tasks',
      key,
      fingerprint: 'f'.repeat(64),
      state: 'done' as const,
      responseStatus: 201,
      responseBody: '{}',
      createdAt: new Date(now.getTime() - ageHours * HOUR_MS),
    });
    await t.ctx.db
      .insert(idempotencyKeys)
      .values([
        row('two-days-old', 48),
        row('just-expired', 24.1),
        row('almost-a-day', 23.9),
        row('fresh', 0),
      ]);

    expect(await job!.run({ period: now })).toBe('2 removed');

    const left = await t.ctx.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key).sort()).toEqual(['almost-a-day', 'fresh']);
  });
});
