import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import { TASK_STATUSES } from '../shared/rules/tasks.ts';
import { queryRows } from '../server/db/client.ts';
import { mailOutbox, projects, tasks, userTokens, users } from '../server/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../server/test/test-app.ts';
import { inviteAccountByEmail } from '../server/modules/auth/auth-links.service.ts';
import type { AuditPage } from '../shared/schemas/audit.schema.ts';
import type { HolidayListResponse } from '../shared/schemas/holidays.schema.ts';
import type { NotificationPage } from '../shared/schemas/notifications.schema.ts';
import type { LeaveBalancesResponse, LeaveListResponse } from '../shared/schemas/leave.schema.ts';
import type { TimelinePage } from '../shared/schemas/task-timeline.schema.ts';
import type { UpdateUserBody, UserDetail, UserListItem } from '../shared/schemas/users.schema.ts';
import { setUpOnFirstRun, type FirstRunResult } from './demo-data.ts';

const DEMO = { demo: true, adminEmail: undefined, scryptLog2N: 10 };
let t: TestApp;

/**
 * One demo organisation, seeded once on a fresh database, that the tests read (seeding it is most
 * of a test's time): the one that saves every person runs last, and the seeding's own result is
 * kept for the first.
 */
describe('first run with the demo', () => {
  let seeded: FirstRunResult;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await setUpOnFirstRun(t.testDb.database.db, DEMO, t.ctx.storage);
  });
  afterAll(() => t.close());

  it('seeds a demo organisation: a super admin, managers and employees in a deep tree, and four projects', async () => {
    const db = t.testDb.database.db;
    expect(seeded.kind).toBe('demo');

    const byLevel = await queryRows<{ level: number; n: number }>(
      db,
      sql`
      with recursive tree as (
        select id, 0 as level from users where reporting_manager_id is null
        union all
        select u.id, tree.level + 1 from users u join tree on u.reporting_manager_id = tree.id
      ) select level, count(*)::int as n from tree group by level order by level`,
    );
    expect(byLevel.length).toBeGreaterThanOrEqual(3);
    const [managers] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct reporting_manager_id)::int as n from users where reporting_manager_id is not null`,
    );
    expect(managers!.n).toBeGreaterThanOrEqual(3);
    const all = await db.select().from(users);
    expect(all.length).toBeGreaterThanOrEqual(11);
    expect(await db.select().from(projects)).toHaveLength(4);

    const admin = new TestClient(t.app);
    const res = await admin.login('admin@example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role.name).toBe('Super admin');
    expect(res.json().user.language).toBeNull();
    const employee = await new TestClient(t.app, '10.5.0.1').login('neha.gupta@example.com', DEMO_PASSWORD);
    expect(employee.json().user.permissions).toEqual(['CreateTask', 'EditTask']);
    // One person chose French: their mails are in French, and so is the app where they sign in.
    const french = await new TestClient(t.app, '10.5.0.2').login('rohan.das@example.com', DEMO_PASSWORD);
    expect(french.json().user.language).toBe('fr');
    expect((await t.app.inject({ url: '/api/v1/app-info' })).json()).toMatchObject({
      demo: true,
      demoPassword: DEMO_PASSWORD,
    });

    // Tasks in every dashboard category, and each one visible to the person it is assigned to.
    const dashboard = (await admin.get('/api/v1/dashboard')).json<{
      counts: Array<{ category: string; count: number }>;
    }>();
    for (const c of dashboard.counts) expect(c.count, c.category).toBeGreaterThan(0);
    expect((await admin.get('/api/v1/tasks?tab=deleted')).json().total).toBe(1);
    // A task that repeats every week (issue 31).
    const weekly = (await admin.get('/api/v1/tasks?tab=all&search=Weekly%20status%20report')).json<{
      items: Array<{ seriesId: number | null }>;
    }>();
    expect(weekly.items.map((task) => task.seriesId !== null)).toEqual([true]);
    const neha = new TestClient(t.app, '10.5.0.2');
    await neha.login('neha.gupta@example.com', DEMO_PASSWORD);
    const nehaTasks = (await neha.get('/api/v1/tasks?tab=assigned-to-me')).json().total;
    const [nehaRows] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from tasks t join users u on u.id = t.assigned_to_id
          where u.email = 'neha.gupta@example.com' and not t.is_deleted`,
    );
    expect(nehaTasks).toBe(nehaRows!.n);
  });

  it('gives the board a card in every column: Priya Sharma sees a task of each status', async () => {
    const priya = new TestClient(t.app, '10.5.0.3');
    await priya.login('priya.sharma@example.com', DEMO_PASSWORD);
    for (const status of TASK_STATUSES) {
      const res = await priya.get(`/api/v1/tasks?statuses=${status}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ total: number }>().total, status).toBeGreaterThan(0);
    }
  });

  it('gives demo tasks a varied timeline: an edit of several fields, a delete undone', async () => {
    const admin = new TestClient(t.app);
    await admin.login('admin@example.com', DEMO_PASSWORD);
    const timelineOf = async (name: string) => {
      const [task] = (await admin.get(`/api/v1/tasks?search=${encodeURIComponent(name)}`)).json<{
        items: Array<{ id: number }>;
      }>().items;
      const res = await admin.get(`/api/v1/tasks/${task!.id}/timeline`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TimelinePage>().items;
    };
    const edited = await timelineOf('Offline task sync');
    expect(edited.map((e) => e.type)).toEqual(['TaskEdited', 'TaskCreated']);
    expect(edited[0]!.changes.map((c) => [c.field, c.previous === c.current])).toEqual([
      ['name', false],
      ['assignee', false],
      ['dueDate', false],
      ['status', false],
    ]);
    expect(edited[0]!.changes[1]).toMatchObject({ previous: 'Neha Gupta', current: 'Arjun Nair' });
    expect((await timelineOf('Push notification settings')).map((e) => e.type)).toEqual([
      'TaskRestored',
      'TaskDeleted',
      'TaskCreated',
    ]);
    // A comment that mentions Arjun Nair, as the editor writes it: on his Mentioned me tab.
    const [comment] = (await timelineOf('Camera capture for attendance')).filter(
      (e) => e.type === 'Timeline',
    );
    expect(comment!.body).toMatch(
      /data-type="mention" data-id="[0-9a-f-]{36}" data-label="Arjun Nair">@Arjun Nair</,
    );
    const arjun = new TestClient(t.app, '10.5.0.3');
    await arjun.login('arjun.nair@example.com', DEMO_PASSWORD);
    const mentioned = (await arjun.get('/api/v1/tasks?tab=mentioned-me')).json<{
      items: Array<{ name: string }>;
    }>();
    expect(mentioned.items.map((task) => task.name)).toEqual(['Camera capture for attendance']);
    // A comment with a picture, stored and thumbnailed as an upload is.
    const [withPicture] = (await timelineOf('App store screenshots')).filter((e) => e.type === 'Timeline');
    expect(withPicture!.attachments.map((a) => [a.fileName, a.kind])).toEqual([['store-listing.png', 'png']]);
    const picture = await admin.get(withPicture!.attachments[0]!.thumbnailUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // Spread over days, not all "just now".
    const times = edited.map((e) => Date.parse(e.createdAt));
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(2 * 24 * 3_600_000);
  });

  it('gives the demo holidays of both countries and leave in every state that adds up on the ledger', async () => {
    const admin = new TestClient(t.app);
    await admin.login('admin@example.com', DEMO_PASSWORD);
    for (const location of [1, 2]) {
      const list = (
        await admin.get(`/api/v1/holidays?location=${location}&pageSize=100`)
      ).json<HolidayListResponse>();
      expect(list.items.filter((h) => h.typeName === 'Public').length).toBeGreaterThan(5);
      expect(list.items.filter((h) => h.isCustom && h.abilities.edit)).toHaveLength(1);
    }
    const leaves = (await admin.get('/api/v1/leaves?pageSize=100')).json<LeaveListResponse>();
    expect(new Set(leaves.items.map((l) => l.status))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected', 'Expired']),
    );
    expect(leaves.items.some((l) => l.halfDay === 'second' && l.duration === 0.5)).toBe(true);

    // Ananya may approve her team’s pending leave; Neha’s approved sick leave shows on her balance.
    const ananya = new TestClient(t.app, '10.5.0.9');
    await ananya.login('ananya.iyer@example.com', DEMO_PASSWORD);
    const team = (await ananya.get('/api/v1/leaves')).json<LeaveListResponse>();
    expect(team.items.some((l) => l.employee.fullName === 'Arjun Nair' && l.abilities.approve)).toBe(true);
    const neha = team.items.find((l) => l.employee.fullName === 'Neha Gupta' && l.status === 'Approved')!;
    const balances = (
      await ananya.get(`/api/v1/users/${neha.employee.id}/leave-balances`)
    ).json<LeaveBalancesResponse>();
    expect(balances.balances.find((b) => b.typeId === 1)?.balance).toBe(6 - neha.duration);
    expect(balances.ledger.map((e) => e.kind)).toContain('approval');
  });

  it('has a history: the audit log tells how the demo came about, and demo users find unread notifications that were never mailed', async () => {
    const db = t.testDb.database.db;
    const queued = async () => (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const mailsBefore = await queued();
    await t.drainEvents();
    const admin = new TestClient(t.app, '10.5.0.7');
    await admin.login('admin@example.com', DEMO_PASSWORD);
    const created = (await admin.get('/api/v1/audit?type=task.created')).json<AuditPage>();
    expect(created.total).toBe((await db.select({ id: tasks.id }).from(tasks)).length);
    const decided = (await admin.get('/api/v1/audit?type=leave.approved')).json<AuditPage>();
    expect(decided.total).toBeGreaterThan(0);
    // Newest first, at the times the rows carry: none is later than now.
    expect(Date.parse(created.items[0]!.occurredAt)).toBeLessThanOrEqual(Date.now());

    const neha = new TestClient(t.app, '10.5.0.8');
    await neha.login('neha.gupta@example.com', DEMO_PASSWORD);
    const page = (await neha.get('/api/v1/notifications')).json<NotificationPage>();
    expect(page.unread).toBeGreaterThan(0);
    expect(page.items.map((n) => n.kind)).toEqual(expect.arrayContaining(['task_assigned', 'leave_decided']));
    // The past is told in the app, not by a flood of old mails.
    expect(await queued()).toBe(mailsBefore);
  });

  it('runs once: a second start finds the organisation and changes nothing', async () => {
    const db = t.testDb.database.db;
    const again = await setUpOnFirstRun(db, DEMO);
    expect(again).toEqual({ kind: 'existing', demo: true });
    expect((await db.select().from(users)).length).toBe(13);
  });

  it('lets every demo person be saved unchanged through Edit user', async () => {
    const admin = new TestClient(t.app);
    await admin.login('admin@example.com', DEMO_PASSWORD);
    const list = (await admin.get('/api/v1/users?pageSize=40')).json<{ items: UserListItem[] }>();
    // Everyone but the Super admin, who cannot edit their own account.
    const others = list.items.filter((u) => u.email !== 'admin@example.com');
    expect(others.map((u) => u.email)).toEqual(
      expect.arrayContaining(['meera.pillai@example.com', 'karan.malhotra@example.com']),
    );
    expect(others).toHaveLength(12);
    for (const item of others) {
      const person = (await admin.get(`/api/v1/users/${item.id}`)).json<UserDetail>();
      // The edit form's values, as the web app fills them in (user-form-values.ts).
      const unchanged: UpdateUserBody = {
        firstName: person.firstName,
        lastName: person.lastName,
        countryIso: person.countryIso!,
        countryCode: person.countryCode!,
        phoneNumber: person.phoneNumber!,
        gender: person.gender!,
        maritalStatus: person.maritalStatus!,
        departmentId: person.department!.id,
        designationId: person.designation!.id,
        reportingManagerId: person.reportingManager?.id ?? null,
        roleId: person.role!.id,
        projectIds: person.projects.map((p) => p.id),
        permissions: person.grantedPermissions,
      };
      const res = await admin.request({ method: 'PUT', url: `/api/v1/users/${item.id}`, payload: unchanged });
      expect(res.statusCode, `${item.email}: ${res.body}`).toBe(200);
    }
  });
});

describe('first run without the demo', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('without the demo, creates the first Super admin from ADMIN_EMAIL and sends an invitation link', async () => {
    const db = t.testDb.database.db;
    const result = await setUpOnFirstRun(db, {
      demo: false,
      adminEmail: 'Boss@Company.test',
      scryptLog2N: 10,
    });
    expect(result).toEqual({ kind: 'admin', email: 'boss@company.test' });
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@company.test'));
    expect(boss?.passwordHash).toBeNull();
    await inviteAccountByEmail(t.ctx, 'boss@company.test');
    const links = await db.select().from(userTokens).where(eq(userTokens.userId, boss!.id));
    expect(links.map((l) => l.purpose)).toEqual(['invitation']);
    expect((await t.app.inject({ url: '/api/v1/app-info' })).json().demo).toBe(false);
  });

  it('without the demo or ADMIN_EMAIL, creates no account', async () => {
    const db = t.testDb.database.db;
    expect(await setUpOnFirstRun(db, { demo: false, adminEmail: undefined, scryptLog2N: 10 })).toEqual({
      kind: 'none',
    });
    expect(await db.select().from(users)).toHaveLength(0);
  });
});
