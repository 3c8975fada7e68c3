/**
 * A person's recent activity on their page (issue 31): what they did, newest first, only about
 * what the reader may open on its own page, each kind as its module decides; the section itself
 * answers as the person's other sections do (404 outside the caller's team).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '../../../shared/schemas/history.schema.ts';
import { projectMembers, tasks } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertEvents } from '../events/events.repository.ts';
import { leaveBody, today, workingDays } from '../leave/leave-test-kit.ts';
import { addDays } from '../../../shared/rules/dates.ts';

let t: TestApp;
let org: Org;
const db = () => t.testDb.database.db;
type Who = 'self' | 'manager' | 'skipLevel' | 'report' | 'peer' | 'otherTeam' | 'admin';
let as: Record<Who, TestClient>;
let apolloTask: number;
let zephyrTask: number;

function ok<T>(step: string, res: { statusCode: number; body: string; json<U>(): U }): T {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** Leo's activity as `who` reads it: the status, and the types of what they see, newest first. */
async function activity(who: Who, query = 'limit=50') {
  const res = await as[who].get(`/api/v1/users/${org.lead.id}/activity?${query}`);
  const page = res.statusCode === 200 ? res.json<HistoryPage>() : null;
  return { status: res.statusCode, page, seen: page?.items.map((e) => `${e.type} ${e.subject.id}`) ?? [] };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  // Leo also works on Zephyr, Pete's project, where neither his manager nor his report are.
  await db()
    .insert(projectMembers)
    .values([
      { projectId: org.project.id, userId: org.employee.id },
      { projectId: org.otherProject.id, userId: org.lead.id },
    ]);
  const [leo, mona, eve, lena, pete, ada, sam] = await Promise.all(
    [org.lead, org.manager, org.employee, org.lead2, org.peer, org.admin, org.superAdmin].map((p) =>
      signInAs(t, p),
    ),
  );
  as = {
    self: leo!,
    manager: mona!,
    skipLevel: sam!,
    report: eve!,
    peer: lena!,
    otherTeam: pete!,
    admin: ada!,
  };

  apolloTask = ok<{ id: number }>(
    'task',
    await mona!.post('/api/v1/tasks', {
      name: 'Write the notes',
      projectId: org.project.id,
      assignedToId: org.lead.id,
      dueDate: addDays(today(), 30),
      description: '<p>Draft</p>',
    }),
  ).id;
  const [zephyr] = await db()
    .insert(tasks)
    .values({
      name: 'Wind tunnel',
      projectId: org.otherProject.id,
      assignedToId: org.lead.id,
      assignedById: org.peer.id,
      createdById: org.peer.id,
      dueDate: addDays(today(), 30),
      description: '',
    })
    .returning({ id: tasks.id });
  zephyrTask = zephyr!.id;

  ok(
    'balance',
    await sam!.post(`/api/v1/users/${org.lead.id}/leave-corrections`, {
      typeId: 1,
      days: 3,
      reason: 'Opening balance',
    }),
  );
  const [day] = await workingDays(db(), 5, 1);
  ok('leave', await leo!.post('/api/v1/leaves', leaveBody({ fromDate: day, toDate: day })));
  ok(
    'letter',
    await leo!.post('/api/v1/letters/requests', {
      type: 'experience',
      purpose: 'Visa',
      addressedTo: 'The Consul',
    }),
  );
  // What Leo did on tasks, and on Eve's profile, recorded as the writes record it.
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  await insertEvents(db(), [
    {
      type: 'task.commented',
      actorId: org.lead.id,
      subjectKind: 'task',
      subjectId: String(apolloTask),
      concerns: [org.manager.id],
      data: { name: 'Write the notes' },
      changes: null,
      occurredAt: at(1),
    },
    {
      type: 'task.commented',
      actorId: org.lead.id,
      subjectKind: 'task',
      subjectId: String(zephyrTask),
      concerns: [org.peer.id],
      data: { name: 'Wind tunnel' },
      changes: null,
      occurredAt: at(2),
    },
    {
      type: 'person.updated',
      actorId: org.lead.id,
      subjectKind: 'person',
      subjectId: org.employee.id,
      concerns: [org.employee.id],
      changes: { designationId: { from: null, to: 1 } },
      data: null,
      occurredAt: at(3),
    },
    // Someone else's comment on the same task is not Leo's activity.
    {
      type: 'task.commented',
      actorId: org.manager.id,
      subjectKind: 'task',
      subjectId: String(apolloTask),
      concerns: [org.lead.id],
      data: { name: 'Write the notes' },
      changes: null,
      occurredAt: at(4),
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe("a person's recent activity (GET /users/{id}/activity)", () => {
  it('shows the person all they did but their sign-ins, newest first', async () => {
    const { status, seen, page } = await activity('self');
    expect(status).toBe(200);
    expect(seen.slice(0, 3)).toEqual([
      `person.updated ${org.employee.id}`,
      `task.commented ${zephyrTask}`,
      `task.commented ${apolloTask}`,
    ]);
    expect(seen.map((s) => s.split(' ')[0])).toEqual(
      expect.arrayContaining(['letter.requested', 'leave.applied']),
    );
    expect(seen.filter((s) => s.startsWith('auth.'))).toEqual([]);
    expect(seen.filter((s) => s.startsWith('task.commented'))).toHaveLength(2);
    expect(page!.items.every((e) => e.actor?.id === org.lead.id && e.actor.fullName === 'Leo Test')).toBe(
      true,
    );
  });

  it('shows his managers only what their own pages show them', async () => {
    for (const who of ['manager', 'skipLevel'] as const) {
      const { status, seen } = await activity(who);
      expect(status, who).toBe(200);
      expect(seen.map((s) => s.split(' ')[0]).sort(), who).toEqual(
        who === 'manager'
          ? // Mona is on Apollo, not on Zephyr; letters are Leo's and the issuers'.
            ['leave.applied', 'person.updated', 'task.commented']
          : // Sam, Super admin, sees every task and letter (he issues letters).
            ['leave.applied', 'letter.requested', 'person.updated', 'task.commented', 'task.commented'],
      );
    }
    const mona = await activity('manager');
    expect(mona.seen).toContain(`task.commented ${apolloTask}`);
    expect(mona.seen).not.toContain(`task.commented ${zephyrTask}`);
    // What Mona may open, she may open: the task and the leave the entries are about.
    expect((await as.manager.get(`/api/v1/tasks/${apolloTask}`)).statusCode).toBe(200);
    expect((await as.manager.get(`/api/v1/tasks/${zephyrTask}`)).statusCode).toBe(404);
  });

  it('answers 404 to anyone outside the person’s team, for no one and for what is no id', async () => {
    for (const who of ['report', 'peer', 'otherTeam'] as const) {
      const { status, page } = await activity(who);
      expect(status, who).toBe(404);
      expect(page).toBeNull();
    }
    expect(
      (await as.admin.get('/api/v1/users/7d0c1d4e-0000-4000-8000-000000000000/activity')).statusCode,
    ).toBe(404);
    expect((await as.admin.get('/api/v1/users/not-an-id/activity')).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/v1/users/${org.lead.id}/activity`)).statusCode).toBe(401);
  });

  it('pages with the cursor, none twice, and drops a cursor or limit out of range', async () => {
    const all = await activity('admin');
    const first = await activity('admin', 'limit=2');
    expect(first.seen).toEqual(all.seen.slice(0, 2));
    expect(first.page!.nextCursor).toBe(first.page!.items[1]!.id);
    const second = await activity('admin', `limit=50&before=${first.page!.nextCursor}`);
    expect(second.seen).toEqual(all.seen.slice(2));
    expect(second.page!.nextCursor).toBeNull();
    const odd = await activity('admin', 'before=abc&limit=0');
    expect(odd.status).toBe(200);
    expect(odd.seen).toEqual(all.seen.slice(0, 20));
  });
});
