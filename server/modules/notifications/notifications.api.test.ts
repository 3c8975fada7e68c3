/**
 * In-app notifications (issue 29): the consumer tells each person an event concerns (never who
 * did it), once; each person reads and marks only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import type { NotificationPage } from '../../../shared/schemas/notifications.schema.ts';
import { holidayCalendarJob } from '../../jobs/holiday-calendar.job.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { drainConsumer } from '../events/events.service.ts';
import { createDefaultAllocation } from '../leave/leave-ledger.repository.ts';
import { workingDays } from '../leave/leave-test-kit.ts';
import { inAppNotificationsConsumer } from './in-app-notifications.ts';

let t: TestApp;
let org: Org;
let mona: TestClient;
let leo: TestClient;
let eve: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  for (const person of [org.employee, org.lead])
    await createDefaultAllocation(db(), { userId: person.id, gender: null, maritalStatus: null });
  await holidayCalendarJob({ db: db() }).run({ period: new Date() });
  [mona, leo, eve] = await Promise.all([
    signInAs(t, org.manager),
    signInAs(t, org.lead),
    signInAs(t, org.employee),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function listOf(client: TestClient, query = ''): Promise<NotificationPage> {
  await t.drainEvents();
  const res = await client.get(`/api/v1/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPage>();
}
const unreadOf = async (client: TestClient) =>
  (await client.get('/api/v1/notifications/unread-count')).json<{ unread: number }>().unread;

let taskId: number;

describe('notifications', () => {
  it('tell the assignee of a new task, naming who gave it, and not the one who gave it', async () => {
    const res = await mona.post('/api/v1/tasks', {
      name: 'Prepare the demo',
      projectId: org.project.id,
      assignedToId: org.lead.id,
      dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 4),
      description: '<p>For Friday</p>',
    });
    expect(res.statusCode).toBe(201);
    taskId = res.json<{ id: number }>().id;
    const leos = await listOf(leo);
    expect(leos).toMatchObject({ total: 1, unread: 1 });
    expect(leos.items[0]).toMatchObject({
      kind: 'task_assigned',
      type: 'task.created',
      actor: { id: org.manager.id, fullName: 'Mona Test' },
      subject: { kind: 'task', id: String(taskId) },
      data: { name: 'Prepare the demo' },
      read: false,
    });
    expect((await listOf(mona)).total).toBe(0);
  });

  it('tell a person mentioned in a comment, once however often the event is delivered', async () => {
    const res = await leo.post(`/api/v1/tasks/${taskId}/comments`, {
      body: `<p>Ready, <span data-type="mention" data-id="${org.manager.id}">@Mona Test</span></p>`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const monas = await listOf(mona);
    expect(monas.items.map((n) => n.kind)).toEqual(['mention']);
    // The commenter is the assignee: nobody else is told of the comment.
    expect((await listOf(leo)).total).toBe(1);

    // Delivered again (a consumer run that died after writing, say): nothing doubles.
    const again = {
      ...inAppNotificationsConsumer(),
      name: 'in-app-notifications-replay',
      startAt: 'beginning' as const,
    };
    await drainConsumer(db(), again);
    expect((await listOf(mona)).total).toBe(1);
    expect((await listOf(leo)).total).toBe(1);
  });

  it('tell the manager of a leave request and the applicant of the decision', async () => {
    const [day] = await workingDays(db(), 10, 1);
    const applied = await eve.post('/api/v1/leaves', {
      typeId: 2,
      fromDate: day,
      toDate: day,
      halfDay: null,
      reason: 'Family visit',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const leaveId = applied.json<{ id: number }>().id;
    expect((await listOf(leo)).items[0]).toMatchObject({
      kind: 'leave_requested',
      actor: { fullName: 'Eve Test' },
      subject: { kind: 'leave', id: String(leaveId) },
    });
    expect((await leo.post(`/api/v1/leaves/${leaveId}/approve`, {})).statusCode).toBe(200);
    expect((await listOf(eve)).items[0]).toMatchObject({
      kind: 'leave_decided',
      type: 'leave.approved',
      actor: { fullName: 'Leo Test' },
    });
  });

  it('are read and marked by their own person only', async () => {
    const leos = await listOf(leo);
    expect(leos.unread).toBe(2);
    const [newest, older] = leos.items;
    // Someone else's notification does not exist for the caller.
    expect((await eve.post(`/api/v1/notifications/${older!.id}/read`)).statusCode).toBe(404);
    expect((await eve.post('/api/v1/notifications/999999/read')).statusCode).toBe(404);
    expect(await unreadOf(leo)).toBe(2);

    const read = await leo.post(`/api/v1/notifications/${older!.id}/read`);
    expect(read.json()).toEqual({ unread: 1 });
    // Twice is fine.
    expect((await leo.post(`/api/v1/notifications/${older!.id}/read`)).json()).toEqual({ unread: 1 });
    expect((await listOf(leo, '?unread=true')).items.map((n) => n.id)).toEqual([newest!.id]);

    // "Mark all read" covers what the list showed: a notification newer than that stays unread.
    expect((await leo.post('/api/v1/notifications/read-all', { upToId: older!.id })).json()).toEqual({
      marked: 0,
    });
    expect((await leo.post('/api/v1/notifications/read-all', { upToId: newest!.id })).json()).toEqual({
      marked: 1,
    });
    expect(await unreadOf(leo)).toBe(0);
    expect(await unreadOf(eve)).toBe(1);
  });

  it('page newest first, correct a page past the end, and need a session', async () => {
    const page = await listOf(leo, '?page=9&pageSize=7');
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.items.map((n) => n.id)).toEqual([...page.items.map((n) => n.id)].sort((a, b) => b - a));
    expect((await new TestClient(t.app, '10.90.0.1').get('/api/v1/notifications')).statusCode).toBe(401);
    expect((await leo.post('/api/v1/notifications/read-all', { upToId: 'all' })).statusCode).toBe(422);
  });
});
