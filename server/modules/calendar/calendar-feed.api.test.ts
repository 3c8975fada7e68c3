/**
 * Settings > Calendar and the feed it gives: a private iCalendar address, read back with node-ical
 * as a calendar program would, showing the person's open tasks by due date, their approved leave,
 * their calendar's holidays and their direct reports' approved leave, and nothing of anyone else's;
 * an address made anew or turned off answers 404 at once.
 */
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/dates.ts';
import type { CalendarFeed, CalendarFeedCreated } from '../../../shared/schemas/calendar.schema.ts';
import type { Leave } from '../../../shared/schemas/leave.schema.ts';
import { holidays, users } from '../../db/schema.ts';
import { holidayCalendarJob } from '../../jobs/holiday-calendar.job.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { createDefaultAllocation } from '../leave/leave-ledger.repository.ts';
import { leaveBody, today, workingDays } from '../leave/leave-test-kit.ts';
import { insertTask, signIn } from '../projects/projects-test-kit.ts';

let t: TestApp;
let org: Org;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  org = await createOrg(db);
  for (const person of [org.manager, org.lead, org.employee])
    await createDefaultAllocation(db, { userId: person.id, gender: null, maritalStatus: null });
  // This year's and next year's public holidays, as the yearly job adds them.
  await holidayCalendarJob({ db }).run({ period: new Date() });
});
afterAll(async () => {
  await t.close();
});

/** The feed at `url` as a calendar program reads it: its events by UID. */
async function readFeed(url: string): Promise<{ status: number; events: VEvent[]; type?: string }> {
  const res = await new TestClient(t.app).get(new URL(url).pathname);
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] };
  const parsed = ical.sync.parseICS(res.body);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { status: 200, events, type: String(res.headers['content-type']) };
}

/** An all-day event's first day, or the day after its last, as written (YYYY-MM-DD). */
const day = (date: Date | undefined) => {
  if (!date) throw new Error('An event without its date');
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
/** node-ical gives a property with parameters (URL;VALUE=URI) as { params, val }, a bare one as text. */
const text = (value: unknown) => (typeof value === 'string' ? value : (value as { val: string }).val);
const summaries = (events: VEvent[]) => events.map((e) => text(e.summary)).sort();

async function newFeed(client: TestClient): Promise<string> {
  const res = await client.post('/api/v1/me/calendar-feed');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CalendarFeedCreated>().url;
}

async function approvedLeave(
  applicant: TestClient,
  approver: TestClient,
  body: Record<string, unknown>,
): Promise<Leave> {
  const applied = await applicant.post('/api/v1/leaves', leaveBody(body));
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json<Leave>().id;
  const approved = await approver.post(`/api/v1/leaves/${id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<Leave>();
}

describe('calendar feed', () => {
  it('is off until made; the address is given once, and Settings says since when', async () => {
    const eve = await signIn(t, org.employee);
    expect((await eve.get('/api/v1/me/calendar-feed')).json<CalendarFeed>()).toEqual({
      active: false,
      createdAt: null,
    });
    const url = await newFeed(eve);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await eve.get('/api/v1/me/calendar-feed')).json<CalendarFeed>();
    expect(status.active).toBe(true);
    expect(Date.parse(status.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(status)).not.toContain(new URL(url).pathname.split('/').pop()!.slice(0, 20));
  });

  it('shows my open tasks by due date, my approved leave, my holidays, and my reports’ approved leave', async () => {
    const db = t.testDb.database.db;
    const leo = await signIn(t, org.lead);
    const eve = await signIn(t, org.employee);
    const mona = await signIn(t, org.manager);
    const due = addDays(today(), 5);
    const open = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      dueDate: due,
      name: 'Write the Q3 plan; "draft"',
    });
    const done = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      dueDate: due,
      name: 'Finished work',
      status: 'Completed',
    });
    const deleted = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      dueDate: due,
      name: 'Deleted work',
      isDeleted: true,
    });
    const farAway = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      dueDate: addDays(today(), 400),
      name: 'Next year’s work',
    });
    const othersTask = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.manager.id,
      assignedById: org.manager.id,
      dueDate: due,
      name: 'Mona’s own work',
    });
    const [leoDay, eveFirst, eveLast, eveHalf, pendingDay, monaDay] = (await workingDays(db, 10, 6)) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const leosLeave = await approvedLeave(leo, mona, { fromDate: leoDay, toDate: leoDay });
    const evesLeave = await approvedLeave(eve, leo, { fromDate: eveFirst, toDate: eveLast, typeId: 2 });
    const evesHalf = await approvedLeave(eve, leo, { fromDate: eveHalf, toDate: eveHalf, halfDay: 'first' });
    const pending = await eve.post('/api/v1/leaves', leaveBody({ fromDate: pendingDay, toDate: pendingDay }));
    expect(pending.statusCode).toBe(201);
    const monasLeave = await approvedLeave(mona, await signIn(t, org.superAdmin), {
      fromDate: monaDay,
      toDate: monaDay,
    });
    const indianHolidays = await db.select().from(holidays).where(eq(holidays.location, 1));
    const coming = indianHolidays.filter((h) => h.date >= today() && h.date <= addDays(today(), 365));
    expect(coming.length).toBeGreaterThan(0);

    const eveName = `${org.employee.firstName} ${org.employee.lastName}`;
    const feed = await readFeed(await newFeed(leo));
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const byUid = new Map(feed.events.map((e) => [e.uid.split('@')[0], e]));

    const task = byUid.get(`task-${open.id}`)!;
    expect(task.summary).toBe('Due: Write the Q3 plan; "draft"');
    expect(task.description).toBe('Project: Apollo');
    expect([day(task.start), day(task.end)]).toEqual([due, addDays(due, 1)]);
    expect(task.start.dateOnly).toBe(true);
    expect(text(task.url)).toMatch(new RegExp(`/view-task/${open.id}$`));
    for (const hidden of [done, deleted, farAway, othersTask])
      expect(byUid.has(`task-${hidden.id}`)).toBe(false);

    const mine = byUid.get(`leave-${leosLeave.id}`)!;
    expect(mine.summary).toBe('On leave: Sick leave');
    expect([day(mine.start), day(mine.end)]).toEqual([leoDay, addDays(leoDay, 1)]);
    const report = byUid.get(`leave-${evesLeave.id}`)!;
    expect(report.summary).toBe(`${eveName} on leave: Personal leave`);
    expect([day(report.start), day(report.end)]).toEqual([eveFirst, addDays(eveLast, 1)]);
    expect(byUid.get(`leave-${evesHalf.id}`)!.summary).toBe(`${eveName} on leave: Sick leave, first half`);
    expect(byUid.has(`leave-${pending.json<Leave>().id}`)).toBe(false);
    expect(byUid.has(`leave-${monasLeave.id}`)).toBe(false);

    const holidayEvents = feed.events.filter((e) => e.uid.startsWith('holiday-'));
    expect(holidayEvents.map((e) => [day(e.start), e.summary])).toEqual(
      expect.arrayContaining(coming.map((h) => [h.date, `Holiday: ${h.name}`])),
    );
    expect(holidayEvents.every((e) => e.uid.startsWith('holiday-1-'))).toBe(true);

    // Eve's own feed: her leave as her own, her manager's leave not at all.
    const evesFeed = await readFeed(await newFeed(eve));
    const evesEvents = new Map(evesFeed.events.map((e) => [e.uid.split('@')[0], e]));
    expect(evesEvents.get(`leave-${evesLeave.id}`)!.summary).toBe('On leave: Personal leave');
    expect(evesEvents.get(`leave-${evesHalf.id}`)!.summary).toBe('On leave: Sick leave, first half');
    expect(evesEvents.has(`leave-${leosLeave.id}`)).toBe(false);
    expect(summaries(evesFeed.events).some((s) => s.startsWith('Due:'))).toBe(false);
  });

  it('speaks the person’s language', async () => {
    const db = t.testDb.database.db;
    await db.update(users).set({ language: 'fr' }).where(eq(users.id, org.lead2.id));
    const due = addDays(today(), 3);
    await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead2.id,
      assignedById: org.manager.id,
      dueDate: due,
      name: 'Préparer la revue',
    });
    const feed = await readFeed(await newFeed(await signIn(t, org.lead2)));
    expect(summaries(feed.events)).toContain('Échéance : Préparer la revue');
    expect(summaries(feed.events).some((s) => s.startsWith('Jour férié : '))).toBe(true);
  });

  it('a new address ends the old one at once; turning the feed off ends it too', async () => {
    const pete = await signIn(t, org.peer);
    const first = await newFeed(pete);
    expect((await readFeed(first)).status).toBe(200);
    const second = await newFeed(pete);
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);

    const off = await pete.request({ method: 'DELETE', url: '/api/v1/me/calendar-feed' });
    expect(off.statusCode).toBe(204);
    expect((await readFeed(second)).status).toBe(404);
    expect((await pete.get('/api/v1/me/calendar-feed')).json<CalendarFeed>().active).toBe(false);
    // Turning off what is off changes nothing.
    expect((await pete.request({ method: 'DELETE', url: '/api/v1/me/calendar-feed' })).statusCode).toBe(204);
  });

  it('a deactivated person’s address, a made-up one and a malformed one all answer 404', async () => {
    const db = t.testDb.database.db;
    const quinn = await signIn(t, org.peerReport);
    const url = await newFeed(quinn);
    await db.update(users).set({ isActive: false }).where(eq(users.id, org.peerReport.id));
    try {
      const res = await new TestClient(t.app).get(new URL(url).pathname);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.id, org.peerReport.id));
    }
    const anonymous = new TestClient(t.app);
    for (const file of [`${'A'.repeat(43)}.ics`, 'nothing', `${'A'.repeat(43)}.txt`, '%00.ics'])
      expect((await anonymous.get(`/api/v1/calendar-feeds/${file}`)).statusCode).toBe(404);
  });

  it('needs a session and the CSRF token to be seen, made or turned off', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/me/calendar-feed')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/me/calendar-feed')).statusCode).toBe(401);
    const eve = await signIn(t, org.employee);
    expect((await eve.post('/api/v1/me/calendar-feed', undefined, { csrf: false })).statusCode).toBe(403);
  });
});
