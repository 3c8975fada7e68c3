/**
 * Settings > Calendar, one's birthday (issue 31): a person shows their team the day and month of
 * their birthday, or stops; nothing else is kept, a day that no month has is refused with its
 * message, and the change is recorded without its value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domainEvents, users } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let org: Org;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
});

afterAll(async () => {
  await t?.close();
});

const put = (client: TestClient, payload: unknown) =>
  client.request({ method: 'PUT', url: '/api/v1/me/birthday', payload: payload as object });

describe('one’s birthday (GET, PUT and DELETE /me/birthday)', () => {
  it('is not shown until the person chooses a day, keeps only the day and month, and stops on request', async () => {
    const eve = await signInAs(t, org.employee);
    expect((await eve.get('/api/v1/me/birthday')).json()).toEqual({ birthday: null });
    const saved = await put(eve, { month: 2, day: 29 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ birthday: { month: 2, day: 29 } });
    expect((await eve.get('/api/v1/me/birthday')).json()).toEqual({ birthday: { month: 2, day: 29 } });
    const [row] = await db()
      .select({ birthday: users.birthday })
      .from(users)
      .where(eq(users.id, org.employee.id));
    expect(row!.birthday).toBe('02-29');
    // Saving the same day again changes nothing and records nothing more.
    await put(eve, { month: 2, day: 29 });
    const removed = await eve.request({ method: 'DELETE', url: '/api/v1/me/birthday' });
    expect(removed.json()).toEqual({ birthday: null });
    const events = await db()
      .select({ changes: domainEvents.changes, data: domainEvents.data })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'person.birthday_changed'));
    expect(events).toEqual([
      { changes: { birthday: {} }, data: { shown: true } },
      { changes: { birthday: {} }, data: { shown: false } },
    ]);
  });

  it('refuses a day that month does not have, and anything that is not a day and month', async () => {
    const leo = await signInAs(t, org.lead);
    for (const [payload, path, message] of [
      [{ month: 4, day: 31 }, 'day', 'Choose a day of that month.'],
      [{ month: 13, day: 1 }, 'month', 'Choose the month of your birthday.'],
      [{ month: '6', day: 1 }, 'month', 'Choose the month of your birthday.'],
      [{ month: 6, day: 0 }, 'day', 'Choose a day of that month.'],
      [{ month: 6 }, 'day', 'Choose a day of that month.'],
    ] as const) {
      const res = await put(leo, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.details, JSON.stringify(payload)).toContainEqual({ path, message });
    }
    expect((await put(leo, { month: 6, day: 1, year: 1990 })).statusCode).toBe(422);
    expect((await leo.get('/api/v1/me/birthday')).json()).toEqual({ birthday: null });
    expect((await new TestClient(t.app).get('/api/v1/me/birthday')).statusCode).toBe(401);
  });
});
