import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMembers, taskTimeline, tasks, userReassignments, users } from '../../db/schema.ts';
import { TestClient, useTestAppWithMail, type TestApp } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { createOrg, validCreate, validUpdate, type Org } from '../../test/org-fixture.ts';
import { linkIn, tokenOf, type SmtpCapture } from '../../test/smtp-capture.ts';

let t: TestApp;
let org: Org;
let smtp: SmtpCapture;
let ip = 0;

useTestAppWithMail(async (started) => {
  ({ t, smtp } = started);
  org = await createOrg(t.testDb.database.db);
});

async function signIn(person: { email: string }, password = TEST_PASSWORD): Promise<TestClient> {
  const client = new TestClient(t.app, `10.30.${Math.floor(ip / 200)}.${ip++ % 200}`);
  const res = await client.login(person.email, password);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

/** A task row for the database, given straight to the table (the task API is tested elsewhere). */
const taskOf = (projectId: number, assignedToId: string) => ({
  projectId,
  assignedToId,
  assignedById: org.superAdmin.id,
  createdById: org.superAdmin.id,
  dueDate: '2030-01-01',
  description: 'Work',
});

const names = (res: { json(): { items: Array<{ firstName: string }> } }) =>
  res.json().items.map((u) => u.firstName);

describe('users list', () => {
  it('shows a person themself and everyone below them, and an Admin everyone', async () => {
    const mona = await signIn(org.manager);
    expect(names(await mona.get('/api/v1/users'))).toEqual(['Eve', 'Lena', 'Leo', 'Mona']);
    const ada = await signIn(org.admin);
    const all = await ada.get('/api/v1/users?pageSize=120');
    expect(all.json().total).toBeGreaterThanOrEqual(8);
  });

  it('searches by name, e-mail or employee id, and filters by department and designation', async () => {
    const ada = await signIn(org.admin);
    expect(names(await ada.get('/api/v1/users?search=Len'))).toEqual(['Lena']);
    expect(names(await ada.get('/api/v1/users?search=leo%20test'))).toEqual(['Leo']);
    expect(names(await ada.get('/api/v1/users?search=quinn%40'))).toEqual(['Quinn']);
    expect((await ada.get('/api/v1/users?search=%25')).json().total).toBe(0);
    const db = t.testDb.database.db;
    await db.update(users).set({ departmentId: org.department.id }).where(eq(users.id, org.lead.id));
    const filtered = await ada.get(`/api/v1/users?departmentIds=${org.department.id}`);
    expect(names(filtered)).toEqual(['Leo']);
    expect(filtered.json().filters.departments).toContainEqual({
      id: org.department.id,
      name: 'Engineering',
    });
    await db.update(users).set({ departmentId: null }).where(eq(users.id, org.lead.id));
  });

  it('orders by name, e-mail or designation, ascending or descending', async () => {
    const mona = await signIn(org.manager);
    expect(names(await mona.get('/api/v1/users?orderBy=name&sort=desc'))).toEqual([
      'Mona',
      'Leo',
      'Lena',
      'Eve',
    ]);
    expect(names(await mona.get('/api/v1/users?orderBy=email&sort=asc'))).toEqual([
      'Eve',
      'Lena',
      'Leo',
      'Mona',
    ]);
  });

  it('pages by 20, 40, 80 or 120 and refuses other sizes', async () => {
    const ada = await signIn(org.admin);
    const page = await ada.get('/api/v1/users?pageSize=20&page=1');
    expect(page.json()).toMatchObject({ page: 1, pageSize: 20 });
    const bad = await ada.get('/api/v1/users?pageSize=15');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details).toEqual([
      { path: 'pageSize', message: 'Page size must be 20, 40, 80 or 120.' },
    ]);
    const beyond = await ada.get('/api/v1/users?page=50');
    expect(beyond.json()).toMatchObject({ items: [], total: (await ada.get('/api/v1/users')).json().total });
  });

  it('follows the hierarchy selector within the caller’s own scope only', async () => {
    const mona = await signIn(org.manager);
    const asLeo = await mona.request({
      method: 'GET',
      url: '/api/v1/users',
      headers: { 'x-view-as': org.lead.id },
    });
    expect(names(asLeo)).toEqual(['Eve', 'Leo']);
    const asPeer = await mona.request({
      method: 'GET',
      url: '/api/v1/users',
      headers: { 'x-view-as': org.peer.id },
    });
    expect(asPeer.statusCode).toBe(404);
    const garbage = await mona.request({
      method: 'GET',
      url: '/api/v1/users',
      headers: { 'x-view-as': 'nope' },
    });
    expect(garbage.statusCode).toBe(404);
  });

  it('exports User_list.csv with a BOM, quoted values and no live formulas', async () => {
    const db = t.testDb.database.db;
    const evil = await createUser(db, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Doe "Q"',
      managerId: org.lead.id,
    });
    const mona = await signIn(org.manager);
    const res = await mona.get('/api/v1/users/export.csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="User_list.csv"');
    expect(
      res.body.startsWith(
        '\uFEFF"First name","Last name","Designation","Email","Department name","Reporting manager"\r\n',
      ),
    ).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")","Doe ""Q""","","${evil.email}","","Leo Test"`);
    expect(res.body).not.toContain('Pete');
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, evil.id));
  });
});

describe('add user', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required!'],
    [{ firstName: 'Ann$' }, 'firstName', 'Special characters are not allowed!'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'Must not exceed 50 characters!'],
    [{ email: '' }, 'email', 'Email is required!'],
    [{ email: 'nina@example.org' }, 'email', 'Enter a valid email!'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required!'],
    [{ phoneNumber: '98765' }, 'phoneNumber', 'Phone number must be 10 digits!'],
    [{ phoneNumber: '98765-4321' }, 'phoneNumber', 'Special characters and characters are not allowed!'],
    [{ countryCode: '' }, 'countryCode', 'Country code is required!'],
    [{ gender: '' }, 'gender', 'Gender is required!'],
    [{ employeeCode: '' }, 'employeeCode', 'Employee ID is required!'],
    [{ employeeCode: 'EMP-1' }, 'employeeCode', 'Special characters are not allowed!'],
    [{ departmentId: '' }, 'departmentId', 'Department is required!'],
    [{ designationId: null }, 'designationId', 'Designation is required!'],
    [{ roleId: '' }, 'roleId', 'Role is required!'],
    [{ projectIds: [] }, 'projectIds', 'Project is required!'],
    [{ reportingManagerId: null }, 'reportingManagerId', 'Reporting manager is required!'],
    [{ countryIso: 'IN', countryCode: '+1' }, 'countryCode', 'Country code is required!'],
  ])('refuses %o with the spec message', async (override, path, message) => {
    const mona = await signIn(org.manager);
    const res = await mona.post('/api/v1/users', validCreate(org, override));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('refuses fields that are not on the form (mass assignment)', async () => {
    const mona = await signIn(org.manager);
    for (const extra of ['isActive', 'passwordHash', 'leaveBalance', 'deletedAt']) {
      const res = await mona.post('/api/v1/users', { ...validCreate(org), [extra]: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details).toContainEqual({ path: extra, message: `Unknown field: ${extra}.` });
    }
  });

  it('needs AddUser', async () => {
    const leo = await signIn(org.lead);
    const res = await leo.post('/api/v1/users', validCreate(org, { reportingManagerId: org.lead.id }));
    expect(res.statusCode).toBe(403);
  });

  it('does not let anyone grant a permission they lack, or the Admin role, or a manager outside their scope', async () => {
    const mona = await signIn(org.manager);
    const perm = await mona.post('/api/v1/users', validCreate(org, { permissions: ['DeleteUser'] }));
    expect(perm.json().error.details).toEqual([
      { path: 'permissions', message: 'You cannot grant DeleteUser.' },
    ]);
    const admin = await mona.post(
      '/api/v1/users',
      validCreate(org, { roleId: org.adminRole.id, reportingManagerId: null }),
    );
    expect(admin.json().error.details).toContainEqual({ path: 'roleId', message: 'Role is required!' });
    const outside = await mona.post('/api/v1/users', validCreate(org, { reportingManagerId: org.peer.id }));
    expect(outside.json().error.details).toContainEqual({
      path: 'reportingManagerId',
      message: 'Reporting manager is required!',
    });
  });

  it('creates the person with a leave allocation and invites them to set a password', async () => {
    const mona = await signIn(org.manager);
    const email = 'nina.new@example.com';
    const check = await mona.get(`/api/v1/users/availability?email=${encodeURIComponent(email)}`);
    expect(check.json()).toEqual({ available: true, message: null });

    const res = await mona.post('/api/v1/users', validCreate(org, { email: 'Nina.New@Example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ email, fullName: 'Nina New', reportingManager: { id: org.manager.id } });
    expect(created.projects.map((p: { name: string }) => p.name)).toEqual(['Apollo']);
    const balances = (await mona.get(`/api/v1/users/${created.id}/leave-balances`)).json().balances;
    expect(
      Object.fromEntries(balances.map((b: { typeName: string; balance: number }) => [b.typeName, b.balance])),
    ).toEqual({
      'Sick leave': 6,
      'Personal leave': 6,
      'Work from home': 12,
      'Optional leave': 3,
      'Public holiday': 7,
      'Paternity leave': 15,
      'Compensatory leave': 0,
      'Maternity leave': 180,
      'Bereavement leave': 7,
    });

    expect((await mona.get(`/api/v1/users/availability?email=${email}`)).json()).toEqual({
      available: false,
      message: 'User already exists!',
    });
    const again = await mona.post('/api/v1/users', validCreate(org, { employeeCode: 'emp900' }));
    expect(again.json().error.details).toEqual([
      { path: 'email', message: 'User already exists!' },
      { path: 'employeeCode', message: 'Employee ID already exists!' },
    ]);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('You have been invited to Orgdesk');
    expect(mail.text).toContain('Mona Test has created an Orgdesk account for you.');
    const token = tokenOf(linkIn(mail, '/ResetPassword/'));
    expect(
      (await new TestClient(t.app, '10.31.0.1').post('/api/v1/auth/links/check', { token })).json(),
    ).toEqual({ purpose: 'invitation' });
    const set = await new TestClient(t.app, '10.31.0.1').post('/api/v1/auth/password/reset', {
      token,
      newPassword: 'Nina#Pass1',
      confirmPassword: 'Nina#Pass1',
    });
    expect(set.statusCode).toBe(200);
    await signIn({ email }, 'Nina#Pass1');
  });

  it('gives no maternity leave unless the person is a married female', async () => {
    const mona = await signIn(org.manager);
    const res = await mona.post(
      '/api/v1/users',
      validCreate(org, {
        email: 'sam.single@example.com',
        employeeCode: 'EMP901',
        maritalStatus: 'Unmarried',
      }),
    );
    const balances = (await mona.get(`/api/v1/users/${res.json().id}/leave-balances`)).json().balances;
    expect(balances.find((b: { typeId: number }) => b.typeId === 8)).toMatchObject({
      balance: 0,
      available: 0,
    });
  });
});

describe('holiday location', () => {
  it('is chosen by Super admin and Admin; anyone else may only send it unchanged', async () => {
    const mona = await signIn(org.manager);
    const sam = await signIn(org.superAdmin);
    expect((await mona.get('/api/v1/users/form-options')).json().canChooseHolidayLocation).toBe(false);
    expect((await sam.get('/api/v1/users/form-options')).json().canChooseHolidayLocation).toBe(true);
    const url = `/api/v1/users/${org.lead2.id}`;
    const refused = await mona.request({
      method: 'PUT',
      url,
      payload: validUpdate(org, {
        firstName: 'Lena',
        reportingManagerId: org.manager.id,
        holidayLocation: 2,
      }),
    });
    expect(refused.json().error.details).toEqual([
      { path: 'holidayLocation', message: 'Only an Admin can change the holiday location.' },
    ]);
    const chosen = await sam.request({
      method: 'PUT',
      url,
      payload: validUpdate(org, {
        firstName: 'Lena',
        reportingManagerId: org.manager.id,
        holidayLocation: 2,
      }),
    });
    expect(chosen.json()).toMatchObject({ holidayLocation: 2 });
    // Unchanged, or left out, it stays as it is.
    for (const extra of [{ holidayLocation: 2 }, {}]) {
      const kept = await mona.request({
        method: 'PUT',
        url,
        payload: validUpdate(org, { firstName: 'Lena', reportingManagerId: org.manager.id, ...extra }),
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ holidayLocation: 2 });
    }
    const bad = await sam.request({
      method: 'PUT',
      url,
      payload: validUpdate(org, {
        firstName: 'Lena',
        reportingManagerId: org.manager.id,
        holidayLocation: 3,
      }),
    });
    expect(bad.json().error.details).toContainEqual({
      path: 'holidayLocation',
      message: 'Choose India or US.',
    });
  });
});

describe('edit user', () => {
  it('updates the form fields and reassigns tasks of projects the person left', async () => {
    const db = t.testDb.database.db;
    await db.insert(projectMembers).values({ projectId: org.otherProject.id, userId: org.employee.id });
    const [zephyrTask, apolloTask] = await db
      .insert(tasks)
      .values([
        { ...taskOf(org.otherProject.id, org.employee.id), name: 'Zephyr job' },
        { ...taskOf(org.project.id, org.employee.id), name: 'Apollo job' },
      ])
      .returning();
    const mona = await signIn(org.manager);
    const res = await mona.request({
      method: 'PUT',
      url: `/api/v1/users/${org.employee.id}`,
      payload: validUpdate(org, { firstName: 'Evelyn' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Evelyn', projects: [{ name: 'Apollo' }] });
    const moves = await db
      .select()
      .from(userReassignments)
      .where(eq(userReassignments.userId, org.employee.id));
    expect(moves).toMatchObject([
      { reason: 'removed_from_project', projectId: org.otherProject.id, newOwnerId: org.lead.id },
    ]);
    // The task of the project left goes to the manager, who joins that project; the other stays.
    const after = await db
      .select()
      .from(tasks)
      .where(inArray(tasks.id, [zephyrTask!.id, apolloTask!.id]));
    expect(Object.fromEntries(after.map((r) => [r.name, r.assignedToId]))).toEqual({
      'Zephyr job': org.lead.id,
      'Apollo job': org.employee.id,
    });
    const entries = await db.select().from(taskTimeline).where(eq(taskTimeline.taskId, zephyrTask!.id));
    expect(entries).toMatchObject([
      { type: 'UserDeleted', body: 'Reassigned from Evelyn Test to Leo Test.' },
    ]);
    const leoInZephyr = await db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, org.otherProject.id), eq(projectMembers.userId, org.lead.id)));
    expect(leoInZephyr).toHaveLength(1);
    await mona.request({ method: 'PUT', url: `/api/v1/users/${org.employee.id}`, payload: validUpdate(org) });
  });

  it('never lets anyone report to themself or to someone below them', async () => {
    const sam = await signIn(org.superAdmin);
    const loop = await sam.request({
      method: 'PUT',
      url: `/api/v1/users/${org.manager.id}`,
      payload: validUpdate(org, { firstName: 'Mona', reportingManagerId: org.employee.id }),
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().error.details).toEqual([
      {
        path: 'reportingManagerId',
        message: 'A person cannot report to themself or to someone who reports to them.',
      },
    ]);
    const form = await sam.get(`/api/v1/users/form-options?userId=${org.manager.id}`);
    const managerIds = form.json().managers.map((m: { id: string }) => m.id);
    expect(managerIds).not.toContain(org.manager.id);
    expect(managerIds).not.toContain(org.employee.id);
    expect(managerIds).toContain(org.peer.id);
  });

  it('does not accept e-mail or employee id changes', async () => {
    const mona = await signIn(org.manager);
    const res = await mona.request({
      method: 'PUT',
      url: `/api/v1/users/${org.employee.id}`,
      payload: { ...validUpdate(org), email: 'x@y.com' },
    });
    expect(res.json().error.details).toContainEqual({ path: 'email', message: 'Unknown field: email.' });
  });

  it('offers roles by the spec’s rules and only the caller’s permissions', async () => {
    const mona = await signIn(org.manager);
    const add = (await mona.get('/api/v1/users/form-options')).json();
    expect(add.roles.map((r: { name: string }) => r.name)).toEqual(['Employee']);
    expect(add.permissions).toEqual({
      Users: ['AddUser', 'EditUser'],
      Tasks: ['CreateTask'],
      Projects: [],
      Holidays: [],
      Attendance: [],
      HR: [],
    });
    const sam = await signIn(org.superAdmin);
    const editAdmin = (await sam.get(`/api/v1/users/form-options?userId=${org.admin.id}`)).json();
    expect(editAdmin.roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Employee']);
    const withManager = (await mona.get(`/api/v1/users/form-options?managerId=${org.manager.id}`)).json();
    expect(withManager.projects).toEqual([{ id: org.project.id, name: 'Apollo' }]);
  });

  it('lets the Super admin edit an Admin, who has no manager and may take any project', async () => {
    const sam = await signIn(org.superAdmin);
    const form = (await sam.get(`/api/v1/users/form-options?userId=${org.admin.id}`)).json();
    const projectIds = form.projects.map((p: { id: number }) => p.id);
    expect(projectIds).toHaveLength(2);
    const adminRole = form.roles.find((r: { name: string }) => r.name === 'Admin');
    const res = await sam.request({
      method: 'PUT',
      url: `/api/v1/users/${org.admin.id}`,
      payload: validUpdate(org, {
        firstName: 'Adah',
        reportingManagerId: null,
        roleId: adminRole.id,
        projectIds,
      }),
    });
    expect(res.statusCode).toBe(200);
    const after = (await sam.get(`/api/v1/users/${org.admin.id}`)).json();
    expect(after.firstName).toBe('Adah');
    expect(after.projects.map((p: { id: number }) => p.id).sort()).toEqual([...projectIds].sort());
  });

  it('shows the Super admin their own role, locked, when editing them', async () => {
    const sam = await signIn(org.superAdmin);
    const form = (await sam.get(`/api/v1/users/form-options?userId=${org.superAdmin.id}`)).json();
    expect(form.roles.map((r: { name: string }) => r.name)).toEqual(['Super admin']);
  });
});

describe('deactivate, activate and delete', () => {
  it('asks for a new manager for a team, refuses the person or their direct reports, then moves the team', async () => {
    const db = t.testDb.database.db;
    const sam = await signIn(org.superAdmin);
    const leoSession = await signIn(org.lead);

    const none = await sam.post(`/api/v1/users/${org.lead.id}/deactivate`, {});
    expect(none.json().error.details).toEqual([
      { path: 'newManagerId', message: 'Choose a new reporting manager for this team first.' },
    ]);
    const own = await sam.post(`/api/v1/users/${org.lead.id}/deactivate`, { newManagerId: org.employee.id });
    expect(own.json().error.details).toEqual([
      {
        path: 'newManagerId',
        message: 'The new reporting manager cannot be this person or one of their direct reports.',
      },
    ]);

    const [open, done] = await db
      .insert(tasks)
      .values([
        { ...taskOf(org.project.id, org.lead.id), name: 'Leo open' },
        { ...taskOf(org.project.id, org.lead.id), name: 'Leo done', status: 'Completed' as const },
      ])
      .returning();
    const ok = await sam.post(`/api/v1/users/${org.lead.id}/deactivate`, { newManagerId: org.lead2.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      isActive: false,
      teamCount: 0,
      abilities: { activate: true, deactivate: false, edit: false },
    });
    const [eve] = await db.select().from(users).where(eq(users.id, org.employee.id));
    expect(eve?.reportingManagerId).toBe(org.lead2.id);
    expect((await leoSession.get('/api/v1/auth/me')).statusCode).toBe(401);
    expect((await new TestClient(t.app, '10.32.0.1').login(org.lead.email, TEST_PASSWORD)).statusCode).toBe(
      401,
    );
    const moves = await db.select().from(userReassignments).where(eq(userReassignments.userId, org.lead.id));
    expect(moves).toMatchObject([{ reason: 'deactivated', newOwnerId: org.lead2.id }]);
    const [openAfter] = await db.select().from(tasks).where(eq(tasks.id, open!.id));
    const [doneAfter] = await db.select().from(tasks).where(eq(tasks.id, done!.id));
    expect(openAfter?.assignedToId).toBe(org.lead2.id);
    expect(doneAfter?.assignedToId).toBe(org.lead.id);

    const back = await sam.post(`/api/v1/users/${org.lead.id}/activate`, {});
    expect(back.json().isActive).toBe(true);
    await signIn(org.lead);
    await db.update(users).set({ reportingManagerId: org.lead.id }).where(eq(users.id, org.employee.id));
  });

  it('deletes with DeleteUser: the person disappears and cannot sign in', async () => {
    const db = t.testDb.database.db;
    const gone = await createUser(db, { managerId: org.peer.id });
    const pete = await signIn(org.peer);
    const res = await pete.request({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, payload: {} });
    expect(res.statusCode).toBe(204);
    expect((await pete.get(`/api/v1/users/${gone.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app, '10.33.0.1').login(gone.email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe('custom department, designation and role', () => {
  it('adds one, refuses a duplicate in any case, and checks the name', async () => {
    const mona = await signIn(org.manager);
    const created = await mona.post('/api/v1/departments', { name: 'Research' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Research' });
    const dup = await mona.post('/api/v1/departments', { name: ' research ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Department already exists!');
    expect(dup.json().error.details).toEqual([{ path: 'name', message: 'Department already exists!' }]);
    const empty = await mona.post('/api/v1/roles', { name: '' });
    expect(empty.json().error.details).toEqual([{ path: 'name', message: 'Role is required!' }]);
    const long = await mona.post('/api/v1/designations', { name: 'x'.repeat(51) });
    expect(long.json().error.details).toEqual([
      { path: 'name', message: 'Designation must not exceed 50 characters!' },
    ]);
    const eve = await signIn(org.employee);
    expect((await eve.post('/api/v1/departments', { name: 'Other' })).statusCode).toBe(403);
  });
});
