import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import { TASK_MESSAGES } from '../../../shared/rules/tasks.ts';
import type { Task } from '../../../shared/schemas/tasks.schema.ts';
import { mailOutbox, tasks } from '../../db/schema.ts';
import { createOrg } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertTask, signIn } from '../projects/projects-test-kit.ts';
import { DIGEST_MAX_LISTED, queueOverdueDigests } from './task-overdue.service.ts';

/** Apollo: Mona (may create tasks), Leo. Zephyr: Pete. */
let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
let mona: TestClient;
const db = () => t.testDb.database.db;
const today = () => todayIn(DEFAULT_TIME_ZONE);

function dayFromToday(days: number): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  mona = await signIn(t, org.manager);
});
afterAll(async () => {
  await t.close();
});

const mailsTo = async (address: string, kind: string) => {
  // The mails are queued by a consumer of the change's events.
  await t.drainEvents();
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, kind)));
};

const overdueTask = (name: string, daysLate = 2, assignedToId: string | null = org.lead.id) =>
  insertTask(t, {
    projectId: org.project.id,
    assignedToId,
    assignedById: org.manager.id,
    dueDate: dayFromToday(-daysLate),
    name,
  });

describe('TaskCreated mail', () => {
  it('tells the assignee when someone else gives them a task, not when people assign themselves', async () => {
    const before = (await mailsTo(org.lead.email, 'task_assigned')).length;
    const created = await mona.post('/api/v1/tasks', {
      name: 'Write <b>release</b> notes',
      projectId: org.project.id,
      assignedToId: org.lead.id,
      dueDate: dayFromToday(3),
      description: 'Notes',
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json<Task>();
    const mails = await mailsTo(org.lead.email, 'task_assigned');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(`Mona Test assigned you ${task.number} (Write <b>release</b> notes)`);
    expect(mail.textBody).toContain(`${t.ctx.config.appUrl}/view-task/${task.id}`);
    expect(mail.textBody).toContain('Apollo');
    // The HTML part escapes what people typed.
    expect(mail.htmlBody).toContain('Write &lt;b&gt;release&lt;/b&gt; notes');
    expect(mail.htmlBody).not.toContain('<b>release</b>');

    const own = await mona.post('/api/v1/tasks', {
      name: 'My own',
      projectId: org.project.id,
      assignedToId: org.manager.id,
      dueDate: dayFromToday(3),
      description: 'Notes',
    });
    expect(own.statusCode).toBe(201);
    expect(await mailsTo(org.manager.email, 'task_assigned')).toEqual([]);
  });
});

describe('the overdue reminder of the task list', () => {
  const remind = (client: TestClient, id: number) => client.post(`/api/v1/tasks/${id}/overdue-reminder`);

  it('mails the assignee once a day and records when, which the list shows', async () => {
    const task = await overdueTask('Late report');
    const before = (await mailsTo(org.lead.email, 'task_overdue')).length;
    const listed = async () =>
      (await mona.get('/api/v1/tasks?tab=overdue&search=Late%20report')).json<{ items: Task[] }>().items[0]!;
    expect((await listed()).abilities.remind).toBe(true);
    expect((await listed()).overdueMailSentAt).toBeNull();

    // Two clicks at once send one mail.
    const [first, second] = await Promise.all([remind(mona, task.id), remind(mona, task.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      TASK_MESSAGES.reminderSentToday,
    );
    const mails = await mailsTo(org.lead.email, 'task_overdue');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain('Late report');

    const sentAt = (await listed()).overdueMailSentAt;
    expect(sentAt).not.toBeNull();
    expect(Date.now() - Date.parse(sentAt!)).toBeLessThan(60_000);

    // The next day, another reminder may go.
    await db()
      .update(tasks)
      .set({ overdueMailSentAt: new Date(Date.now() - 36 * 3_600_000) })
      .where(eq(tasks.id, task.id));
    expect((await remind(mona, task.id)).statusCode).toBe(200);
  });

  it('is refused for a task that is not overdue or has no assignee, and 404 out of sight', async () => {
    const onTime = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      dueDate: today(),
    });
    const unassigned = await overdueTask('Nobody’s', 2, null);
    const done = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
      dueDate: dayFromToday(-2),
      status: 'Completed',
    });
    for (const task of [onTime, unassigned, done]) {
      const res = await remind(mona, task.id);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(TASK_MESSAGES.reminderNotOverdue);
    }
    const late = await overdueTask('Out of sight');
    const pete = await signIn(t, org.peer);
    expect((await remind(pete, late.id)).statusCode).toBe(404);
    expect((await remind(new TestClient(t.app), late.id)).statusCode).toBe(401);
    const [row] = await db().select().from(tasks).where(eq(tasks.id, late.id));
    expect(row!.overdueMailSentAt).toBeNull();
  });
});

describe('the daily overdue digest', () => {
  it('mails each person one list of tasks that fell due, each task once per due date', async () => {
    const eve = org.employee;
    await db().update(tasks).set({ isDeleted: true }).where(eq(tasks.assignedToId, eve.id));
    const names = Array.from({ length: DIGEST_MAX_LISTED + 2 }, (_, i) => `Digest ${i + 1}`);
    const late = await Promise.all(
      names.map((name, i) =>
        insertTask(t, {
          projectId: org.project.id,
          assignedToId: eve.id,
          assignedById: org.manager.id,
          dueDate: dayFromToday(-1 - (i % 3)),
          name,
        }),
      ),
    );
    // Long overdue (before the look-back), done, or not yet due: not in the digest.
    await insertTask(t, {
      projectId: org.project.id,
      assignedToId: eve.id,
      assignedById: org.manager.id,
      dueDate: dayFromToday(-30),
      name: 'Ancient',
    });
    await insertTask(t, {
      projectId: org.project.id,
      assignedToId: eve.id,
      assignedById: org.manager.id,
      dueDate: dayFromToday(-1),
      status: 'Closed',
      name: 'Closed one',
    });
    await insertTask(t, {
      projectId: org.project.id,
      assignedToId: eve.id,
      assignedById: org.manager.id,
      dueDate: today(),
      name: 'Due today',
    });

    const first = await queueOverdueDigests(db(), t.ctx.config.appUrl, new Date());
    expect(first.tasks).toBeGreaterThanOrEqual(late.length);
    const digests = await mailsTo(eve.email, 'task_overdue_digest');
    expect(digests).toHaveLength(1);
    const mail = digests[0]!;
    expect(mail.subject).toBe(`${late.length} tasks of yours are overdue`);
    expect(mail.textBody).toContain('… and 2 more.');
    expect(mail.textBody).toContain(`${t.ctx.config.appUrl}/tasks-list?tab=overdue`);
    for (const name of ['Ancient', 'Closed one', 'Due today']) expect(mail.textBody).not.toContain(name);

    // A second run the same day finds nothing new.
    await queueOverdueDigests(db(), t.ctx.config.appUrl, new Date());
    expect(await mailsTo(eve.email, 'task_overdue_digest')).toHaveLength(1);

    // A task moved to a new due date that passes again is told about again.
    await db()
      .update(tasks)
      .set({ dueDate: dayFromToday(-1) })
      .where(inArray(tasks.id, [late[1]!.id]));
    await queueOverdueDigests(db(), t.ctx.config.appUrl, new Date());
    const again = await mailsTo(eve.email, 'task_overdue_digest');
    expect(again).toHaveLength(2);
    expect(again[1]!.subject).toBe('A task of yours is overdue');
    expect(again[1]!.textBody).toContain('Digest 2');
  });
});
