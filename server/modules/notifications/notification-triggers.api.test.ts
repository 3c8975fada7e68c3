/**
 * Who hears of a holiday added to their calendar and of an appraisal opened or reviewed (issue 29),
 * through the API as people use it: the people concerned, never whoever did it, and nobody for
 * the yearly import of public holidays.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { addDays, isWeekend, todayIn } from '../../../shared/rules/dates.ts';
import { holidays, mailOutbox, notifications, users } from '../../db/schema.ts';
import { holidayCalendarJob } from '../../jobs/holiday-calendar.job.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { answerAll, fullReview, openCycle, ownAppraisalId, put } from '../appraisals/appraisals-test-kit.ts';
import { signIn } from '../projects/projects-test-kit.ts';

let t: TestApp;
let org: Org;
let ada: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  // Eve's calendar is the US one (2); Leo's is India's (1), the organisation's; the others keep
  // the organisation's.
  await db().update(users).set({ holidayLocation: 2 }).where(eq(users.id, org.employee.id));
  await db().update(users).set({ holidayLocation: 1 }).where(eq(users.id, org.lead.id));
  await holidayCalendarJob({ db: db() }).run({ period: new Date() });
  ada = await signIn(t, org.admin);
});
afterAll(async () => {
  await t.close();
});

/** Who was told of events of `type`, by id, in the order of their ids. */
async function toldOf(type: string, subjectId?: string): Promise<string[]> {
  await t.drainEvents();
  const rows = await db()
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, type),
        subjectId === undefined ? undefined : eq(notifications.subjectId, subjectId),
      ),
    );
  return rows.map((r) => r.recipientId).sort();
}
const sorted = (...ids: string[]) => [...ids].sort();

/** A working day three weeks ahead that is not a holiday of either calendar yet. */
async function freeDay(): Promise<string> {
  const taken = new Set((await db().select({ date: holidays.date }).from(holidays)).map((h) => h.date));
  let day = addDays(todayIn(DEFAULT_TIME_ZONE), 21);
  while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
  return day;
}

describe('a holiday added to my calendar', () => {
  it('tells nobody of the public holidays the yearly job imports', async () => {
    expect(await toldOf('holiday.added')).toEqual([]);
  });

  it('tells the people of its calendar, not the others nor whoever added it', async () => {
    const us = await ada.post('/api/v1/holidays', {
      name: 'Founders day',
      typeId: 2,
      date: await freeDay(),
      comments: 'The office is closed.',
      location: 2,
    });
    expect(us.statusCode, us.body).toBe(201);
    const usId = String(us.json<{ id: number }>().id);
    expect(await toldOf('holiday.added', usId)).toEqual([org.employee.id]);

    const india = await ada.post('/api/v1/holidays', {
      name: 'Office anniversary',
      typeId: 2,
      date: await freeDay(),
      comments: 'Ten years.',
      location: 1,
    });
    expect(india.statusCode, india.body).toBe(201);
    const indiaId = String(india.json<{ id: number }>().id);
    // Everyone whose calendar is the organisation's, by choice (Leo) or by default; not Ada.
    const { superAdmin, manager, lead, lead2, peer, peerReport } = org;
    expect(await toldOf('holiday.added', indiaId)).toEqual(
      sorted(superAdmin.id, manager.id, lead.id, lead2.id, peer.id, peerReport.id),
    );
    const [row] = await db()
      .select({ kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.recipientId, lead.id), eq(notifications.subjectId, indiaId)));
    expect(row).toMatchObject({ kind: 'holiday', data: { name: 'Office anniversary', location: 1 } });
  });
});

describe('an appraisal opened and reviewed', () => {
  it('tells everyone given an appraisal in a new cycle, but not whoever opened it', async () => {
    const cycle = await openCycle(ada, { name: 'Annual 2026' });
    const { superAdmin, manager, lead, lead2, employee, peer, peerReport } = org;
    const everyoneButAda = [superAdmin, manager, lead, lead2, employee, peer, peerReport].map((p) => p.id);
    expect(await toldOf('appraisal.cycle_opened', String(cycle.id))).toEqual(sorted(...everyoneButAda));
  });

  it('tells the person when their manager submits the review, not when they save a draft', async () => {
    const cycle = await openCycle(ada, { name: 'Midyear 2026' });
    const eve = await signIn(t, org.employee);
    const leo = await signIn(t, org.lead);
    const eveId = await ownAppraisalId(eve, cycle.id);
    expect((await answerAll(eve, eveId, true)).statusCode).toBe(200);
    const draft = await put(leo, `/api/v1/appraisals/${eveId}/review`, { review: { jobKnowledge: 4 } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await toldOf('appraisal.review_saved')).toEqual([]);
    const submitted = await put(leo, `/api/v1/appraisals/${eveId}/review`, {
      review: fullReview,
      submit: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await toldOf('appraisal.review_submitted', String(eveId))).toEqual([org.employee.id]);
    // In the app only: no mail of its own, though appraisals are mailed by default when released.
    const mails = await db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [org.employee.email]));
    expect(mails).toEqual([]);
  });
});
