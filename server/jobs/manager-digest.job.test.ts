/**
 * The weekly manager digest (issue 29): Monday morning in the manager's time zone, once, in their
 * language: the team's leave in the week ahead, requests to decide, overdue tasks and last week's
 * attendance anomalies, each a link; nothing for a team with nothing to tell.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import { addDays, todayIn, weekdayOf } from '../../shared/rules/dates.ts';
import { formatTaskNumber } from '../../shared/rules/tasks.ts';
import { attendanceRecords, leaveApplications, mailOutbox, tasks, users } from '../db/schema.ts';
import { createOrg, type Org } from '../test/org-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { managerDigestJob } from './manager-digest.job.ts';

const APP = 'http://orgdesk.test';
let t: TestDatabase;
let org: Org;
let taskId: number;
const db = () => t.database.db;

/** The first Monday after today, in Kolkata; last week is the seven days before it. */
const today = todayIn(DEFAULT_TIME_ZONE);
const monday = addDays(today, (8 - weekdayOf(today)) % 7 || 7);
const lastWeek = (weekday: number) => addDays(monday, weekday - 8);
const at = (day: string, time: string, offset = '+05:30') => new Date(`${day}T${time}:00${offset}`);

async function checkIn(userId: string, day: string, time = '09:00') {
  await db()
    .insert(attendanceRecords)
    .values({
      userId,
      workDate: day,
      checkInAt: at(day, time),
      checkInLatitude: 12.97,
      checkInLongitude: 77.59,
      photoKey: 'attendance/test.jpg',
    });
}

beforeAll(async () => {
  t = await createTestDatabase();
  org = await createOrg(db());
  // Everyone has been here for a month: last week's days all count.
  await db()
    .update(users)
    .set({ createdAt: at(addDays(monday, -30), '09:00') });
  await db().update(users).set({ language: 'fr' }).where(eq(users.id, org.manager.id));
  // Leo: in on time but an hour late on Tuesday; Lena: away on Friday without leave; Eve: every day on time.
  for (let weekday = 1; weekday <= 5; weekday++) {
    await checkIn(org.lead.id, lastWeek(weekday), weekday === 2 ? '10:30' : '09:15');
    if (weekday !== 5) await checkIn(org.lead2.id, lastWeek(weekday));
    await checkIn(org.employee.id, lastWeek(weekday));
  }
  await db()
    .insert(leaveApplications)
    .values([
      {
        userId: org.lead.id,
        typeId: 2,
        fromDate: addDays(monday, 2),
        toDate: addDays(monday, 3),
        duration: 2,
        reason: 'Family',
        approvedAt: at(today, '10:00'),
        decidedById: org.manager.id,
      },
      {
        userId: org.lead2.id,
        typeId: 1,
        fromDate: addDays(monday, 4),
        toDate: addDays(monday, 4),
        duration: 1,
        reason: 'Doctor',
      },
    ]);
  const [task] = await db()
    .insert(tasks)
    .values({
      name: 'Ship the report',
      description: 'Quarterly',
      dueDate: addDays(monday, -3),
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      createdById: org.manager.id,
    })
    .returning();
  taskId = task!.id;
});
afterAll(async () => {
  await t.destroy();
});

const job = (now: Date) => managerDigestJob({ db: db(), appUrl: APP, now: () => now });
const mailsTo = (...emails: string[]) =>
  db().select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));

describe('the weekly manager digest', () => {
  it('waits for Monday morning in the manager’s time zone, then goes once', async () => {
    await db().update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, org.manager.id));
    // Monday 09:00 in Kolkata is still Sunday night in New York.
    await job(at(monday, '09:00')).run({ period: new Date() });
    expect(await mailsTo(org.manager.email)).toEqual([]);
    // Leo, in Kolkata, had his Monday: his team (Eve) had nothing to tell, so nothing came.
    expect(await mailsTo(org.lead.email)).toEqual([]);

    await job(at(monday, '08:05', '-05:00')).run({ period: new Date() });
    await job(at(monday, '09:30', '-05:00')).run({ period: new Date() });
    const mails = await mailsTo(org.manager.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('manager_digest');
  });

  it('tells the team’s week in the manager’s language, each line a link', async () => {
    const [mail] = await mailsTo(org.manager.email);
    const text = mail!.textBody;
    expect(mail?.subject).toBe('Votre équipe cette semaine');
    const day = (d: string) => d.split('-').reverse().join('-');
    expect(text).toContain(
      `Leo Test : Congé personnel, du ${day(addDays(monday, 2))} au ${day(addDays(monday, 3))} : ${APP}/leave-approval`,
    );
    expect(text).toContain(`Lena Test : Congé maladie, ${day(addDays(monday, 4))} (pas encore décidé)`);
    expect(text).toContain(
      `Leo Test : ${formatTaskNumber(taskId)} (Ship the report), échéance le ${day(addDays(monday, -3))} : ${APP}/view-task/${taskId}`,
    );
    expect(text).toContain(`Leo Test : arrivé avec 60 minutes de retard le ${day(lastWeek(2))}`);
    expect(text).toContain(`Lena Test : absent sans congé le ${day(lastWeek(5))}`);
    // Eve reports to Leo, not to Mona; Leo's on-time days are no anomaly.
    expect(text).not.toContain('Eve');
    expect(text.match(/Leo Test : arrivé/g)).toHaveLength(1);
    expect(mail?.htmlBody).toContain(`<a href="${APP}/view-task/${taskId}">`);
  });
});
