/**
 * The daily reminders (issue 29): each morning a task's assignee hears of it due tomorrow and of
 * it become overdue, a manager of a report's approved leave starting tomorrow, and a person of an
 * unused compensatory day about to lapse: each once, however often the job runs, and never of a
 * closed or deleted task or of leave that is not approved.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPENSATORY_LEAVE_TYPE_ID } from '../../shared/rules/leave.ts';
import { domainEvents, leaveApplications, mailOutbox, notifications, projects, tasks } from '../db/schema.ts';
import { drainConsumer } from '../modules/events/events.service.ts';
import { earnCompensatoryDay } from '../modules/leave/compensatory-leave.service.ts';
import { insertLedgerEntry } from '../modules/leave/leave-ledger.repository.ts';
import { notificationConsumers } from '../modules/notifications/notifications.service.ts';
import { createUser } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { dailyRemindersJob } from './daily-reminders.job.ts';

let t: TestDatabase;
const db = () => t.database.db;
let projectId: number;
let creatorId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  creatorId = (await person('Carl')).id;
  const [project] = await db().insert(projects).values({ name: 'Apollo', description: 'Moon' }).returning();
  projectId = project!.id;
});
afterAll(async () => {
  await t.destroy();
});

let people = 0;
function person(firstName: string, managerId: string | null = null) {
  people += 1;
  return createUser(db(), {
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}${people}@example.com`,
    managerId,
  });
}

/** The job's run on the morning of `day` (the organisation's time zone, Asia/Kolkata), then delivery. */
async function runOn(day: string): Promise<string | void> {
  const summary = await dailyRemindersJob({ db: db() }).run({ period: new Date(`${day}T07:00:00+05:30`) });
  for (const consumer of notificationConsumers({ appUrl: 'http://orgdesk.test', nudgeMail: () => {} }))
    await drainConsumer(db(), consumer);
  return summary;
}

/** What a person was told of by the reminders, as type, kind and subject id. */
async function toldTo(recipientId: string) {
  const rows = await db()
    .select({ type: notifications.type, kind: notifications.kind, subjectId: notifications.subjectId })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        inArray(notifications.type, [
          'task.due_tomorrow',
          'task.became_overdue',
          'leave.starting_tomorrow',
          'leave.compensatory_expiring',
        ]),
      ),
    )
    .orderBy(notifications.id);
  return rows.map((r) => `${r.type} ${r.kind} ${r.subjectId}`);
}

async function task(
  assignedToId: string,
  dueDate: string,
  over: Partial<typeof tasks.$inferInsert> = {},
): Promise<number> {
  const [row] = await db()
    .insert(tasks)
    .values({
      name: `Due ${dueDate}`,
      description: 'Work',
      dueDate,
      projectId,
      projectName: 'Apollo',
      assignedToId,
      assignedById: creatorId,
      createdById: creatorId,
      ...over,
    })
    .returning({ id: tasks.id });
  return row!.id;
}

describe('task reminders', () => {
  it('tells the assignee of an open task due tomorrow and of one become overdue, once each', async () => {
    const ann = await person('Ann');
    const bea = await person('Bea');
    const tomorrow = await task(ann.id, '2026-03-11');
    await task(ann.id, '2026-03-11', { status: 'Completed' });
    await task(ann.id, '2026-03-11', { status: 'Closed' });
    await task(ann.id, '2026-03-11', { isDeleted: true });
    const yesterday = await task(ann.id, '2026-03-09');
    const lastWeek = await task(ann.id, '2026-03-04');
    await task(ann.id, '2026-03-09', { status: 'Completed' });
    await task(ann.id, '2026-02-01'); // overdue for long: the reminders do not dig it up
    const today = await task(ann.id, '2026-03-10'); // due today: not overdue yet

    await runOn('2026-03-10');
    expect(await toldTo(ann.id)).toEqual([
      `task.due_tomorrow task_due ${tomorrow}`,
      `task.became_overdue task_overdue ${lastWeek}`,
      `task.became_overdue task_overdue ${yesterday}`,
    ]);
    expect(await toldTo(bea.id)).toEqual([]);
    expect(await toldTo(creatorId)).toEqual([]);
    const [event] = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'task.due_tomorrow'), eq(domainEvents.subjectId, String(tomorrow))));
    expect(event).toMatchObject({
      actorId: null,
      data: { name: 'Due 2026-03-11', projectName: 'Apollo', dueDate: '2026-03-11', assignedToId: ann.id },
    });

    // A rerun the same day tells nothing twice; the next day, only today's task became overdue.
    await runOn('2026-03-10');
    expect(await toldTo(ann.id)).toHaveLength(3);
    await runOn('2026-03-11');
    await runOn('2026-03-12');
    expect((await toldTo(ann.id)).slice(3)).toEqual([
      `task.became_overdue task_overdue ${today}`,
      `task.became_overdue task_overdue ${tomorrow}`,
    ]);
  });

  it('tells again when the due date moved, and mails no overdue task one by one', async () => {
    const cai = await person('Cai');
    const moved = await task(cai.id, '2026-04-02');
    await runOn('2026-04-01');
    await db().update(tasks).set({ dueDate: '2026-04-03' }).where(eq(tasks.id, moved));
    await runOn('2026-04-02');
    expect(await toldTo(cai.id)).toEqual([
      `task.due_tomorrow task_due ${moved}`,
      `task.due_tomorrow task_due ${moved}`,
    ]);
    await runOn('2026-04-04');
    expect(await toldTo(cai.id)).toHaveLength(3);
    // The overdue digest job mails overdue tasks; the notification consumers add no mail of their own.
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, cai.email))).toEqual([]);
  });

  it('tells whoever the task went to that it is overdue, when it changed hands after the first was told', async () => {
    const dev = await person('Dev');
    const eli = await person('Eli');
    const late = await task(dev.id, '2026-05-04');
    await runOn('2026-05-05');
    await db().update(tasks).set({ assignedToId: eli.id }).where(eq(tasks.id, late));
    await runOn('2026-05-06');
    await runOn('2026-05-07');
    expect(await toldTo(dev.id)).toEqual([`task.became_overdue task_overdue ${late}`]);
    expect(await toldTo(eli.id)).toEqual([`task.became_overdue task_overdue ${late}`]);
  });
});

describe('leave reminders', () => {
  async function leave(userId: string, from: string, decided: 'approved' | 'rejected' | null) {
    const [row] = await db()
      .insert(leaveApplications)
      .values({
        userId,
        typeId: 1,
        fromDate: from,
        toDate: '2026-05-08',
        duration: 3,
        reason: 'Family',
        approvedAt: decided === 'approved' ? new Date('2026-04-20T10:00:00Z') : null,
        rejectedAt: decided === 'rejected' ? new Date('2026-04-20T10:00:00Z') : null,
      })
      .returning({ id: leaveApplications.id });
    return row!.id;
  }

  it("tells a manager of a report's approved leave starting tomorrow, once", async () => {
    const mia = await person('Mia');
    const raj = await person('Raj', mia.id);
    const approved = await leave(raj.id, '2026-05-06', 'approved');
    await leave(raj.id, '2026-05-06', null);
    await leave(raj.id, '2026-05-06', 'rejected');
    await leave(raj.id, '2026-05-07', 'approved');
    // Someone who reports to nobody: nobody to tell.
    const solo = await person('Solo');
    await leave(solo.id, '2026-05-06', 'approved');

    await runOn('2026-05-05');
    await runOn('2026-05-05');
    expect(await toldTo(mia.id)).toEqual([`leave.starting_tomorrow team_leave ${approved}`]);
    expect(await toldTo(raj.id)).toEqual([]);
    expect(await toldTo(solo.id)).toEqual([]);
    expect(
      await db().select().from(domainEvents).where(eq(domainEvents.type, 'leave.starting_tomorrow')),
    ).toHaveLength(1);
    const [event] = await db()
      .select({ data: domainEvents.data })
      .from(domainEvents)
      .where(
        and(eq(domainEvents.type, 'leave.starting_tomorrow'), eq(domainEvents.subjectId, String(approved))),
      );
    expect(event?.data).toMatchObject({
      applicantName: 'Raj Test',
      managerId: mia.id,
      typeId: 1,
      fromDate: '2026-05-06',
      toDate: '2026-05-08',
    });
  });

  it('tells a person of an unused compensatory day a week before it lapses, once', async () => {
    const sam = await person('Sam');
    const uma = await person('Uma');
    const vic = await person('Vic');
    // Sam's day lapses on 2026-06-10; Uma took hers; Vic's lapses later than a week.
    await earnCompensatoryDay(db(), sam.id, '2026-06-01', 9);
    await earnCompensatoryDay(db(), uma.id, '2026-06-01', 9);
    await insertLedgerEntry(db(), {
      userId: uma.id,
      typeId: COMPENSATORY_LEAVE_TYPE_ID,
      kind: 'approval',
      days: -1,
    });
    await earnCompensatoryDay(db(), vic.id, '2026-06-01', 30);

    expect(await runOn('2026-06-03')).toBe(
      '0 tasks due tomorrow, 0 overdue, 0 leave starting tomorrow, 1 compensatory days about to lapse',
    );
    await runOn('2026-06-04');
    expect(await toldTo(sam.id)).toEqual([`leave.compensatory_expiring compensatory ${sam.id}`]);
    expect(await toldTo(uma.id)).toEqual([]);
    expect(await toldTo(vic.id)).toEqual([]);
    const [event] = await db()
      .select({ data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'leave.compensatory_expiring'), eq(domainEvents.subjectId, sam.id)));
    expect(event?.data).toEqual({ day: '2026-06-01', expiresOn: '2026-06-10', days: 1 });
  });
});
