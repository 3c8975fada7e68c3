import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '../../../shared/schemas/projects.schema.ts';
import { USER_MESSAGES } from '../../../shared/schemas/users.schema.ts';
import { projectMembers, taskTimeline, tasks } from '../../db/schema.ts';
import type { Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { describeImage, PNG } from '../../test/uploads.ts';
import {
  createProjectsOrg,
  insertProject,
  insertTask,
  signIn,
  uploadThumbnail,
} from './projects-test-kit.ts';

/**
 *   Sam (Super admin) ── Mona ── Leo ── Eve
 *                    │        └─ Lena
 *                    └─ Pete ── Quinn
 *   Ada (Admin, no manager)
 * Mona and Pete hold every project permission. Apollo: Mona, Leo. Zephyr: Pete.
 */
let t: TestApp;
let org: Org;

beforeAll(async () => {
  t = await createTestApp();
  org = await createProjectsOrg(t);
});
afterAll(async () => {
  await t.close();
});

interface ListBody {
  items: { id: number; name: string; memberCount: number; members: unknown[]; description: string }[];
  total: number;
  canCreate: boolean;
}

const names = (body: ListBody) => body.items.map((p) => p.name);

async function memberIds(projectId: number): Promise<string[]> {
  const rows = await t.testDb.database.db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return rows.map((r) => r.userId).sort();
}

const validProject = (overrides: Record<string, unknown> = {}) => ({
  name: 'Orion',
  description: 'The star map',
  userIds: [org.employee.id],
  ...overrides,
});

describe('every projects route needs a session', () => {
  it.each([
    ['GET', '/api/v1/projects'],
    ['GET', '/api/v1/projects/availability?name=x'],
    ['GET', '/api/v1/projects/member-options'],
    ['POST', '/api/v1/projects'],
    ['POST', '/api/v1/projects/thumbnails'],
    ['PUT', '/api/v1/projects/1'],
    ['DELETE', '/api/v1/projects/1'],
    ['GET', '/api/v1/projects/4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11/details'],
    ['GET', '/api/v1/projects/1/thumbnail'],
    ['GET', '/api/v1/projects/1/members'],
    ['POST', '/api/v1/projects/1/members'],
    ['POST', '/api/v1/projects/1/members/remove'],
  ])('%s %s answers 401 without one', async (method, url) => {
    const res = await new TestClient(t.app).request({ method: method, url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('projects list', () => {
  it('shows Super admin and Admin every project, anyone else only the projects they are in', async () => {
    const sam = await signIn(t, org.superAdmin);
    expect(names((await sam.get('/api/v1/projects')).json<ListBody>())).toEqual(['Apollo', 'Zephyr']);
    const ada = await signIn(t, org.admin);
    expect(names((await ada.get('/api/v1/projects')).json<ListBody>())).toEqual(['Apollo', 'Zephyr']);
    const leo = await signIn(t, org.lead);
    const leoList = (await leo.get('/api/v1/projects')).json<ListBody>();
    expect(names(leoList)).toEqual(['Apollo']);
    expect(leoList.canCreate).toBe(false);
    const quinn = await signIn(t, org.peerReport);
    expect((await quinn.get('/api/v1/projects')).json<ListBody>()).toMatchObject({ items: [], total: 0 });
  });

  it('says who may add projects, and carries each card’s member count and first avatars', async () => {
    const mona = await signIn(t, org.manager);
    const body = (await mona.get('/api/v1/projects')).json<ListBody>();
    expect(body.canCreate).toBe(true);
    expect(body.items[0]).toMatchObject({ name: 'Apollo', memberCount: 2, description: 'Moon' });
    expect(body.items[0]!.members).toHaveLength(2);
  });

  it('searches by name and pages 12 at a time', async () => {
    for (let i = 1; i <= 13; i++) {
      await insertProject(t, `Paging ${String(i).padStart(2, '0')}`, [org.superAdmin.id]);
    }
    const sam = await signIn(t, org.superAdmin);
    const first = (await sam.get('/api/v1/projects?search=paging')).json<ListBody>();
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(12);
    const second = (await sam.get('/api/v1/projects?search=paging&page=2')).json<ListBody>();
    expect(names(second)).toEqual(['Paging 13']);
    const none = (await sam.get('/api/v1/projects?search=nothing-like-this')).json<ListBody>();
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await sam.get('/api/v1/projects?page=0')).statusCode).toBe(422);
  });
});

describe('add project', () => {
  it('needs CreateProject', async () => {
    const leo = await signIn(t, org.lead);
    const res = await leo.post('/api/v1/projects', validProject({ name: 'Leo’s own' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(PROJECT_MESSAGES.cannotCreate);
  });

  it.each([
    [{ name: '' }, 'name', PROJECT_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', PROJECT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', PROJECT_MESSAGES.nameTooLong],
    [{ description: '' }, 'description', PROJECT_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(501) }, 'description', PROJECT_MESSAGES.descriptionTooLong],
    [{ userIds: [] }, 'userIds', PROJECT_MESSAGES.usersRequired],
    [{ thumbnailKey: '../../etc/passwd' }, 'thumbnailKey', PROJECT_MESSAGES.thumbnailInvalid],
  ])('refuses %j with its message under the field', async (overrides, path, message) => {
    const mona = await signIn(t, org.manager);
    const res = await mona.post('/api/v1/projects', validProject(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('refuses fields it does not take (no choosing the creator or the id)', async () => {
    const mona = await signIn(t, org.manager);
    const res = await mona.post('/api/v1/projects', validProject({ createdById: org.superAdmin.id }));
    expect(res.statusCode).toBe(422);
  });

  it('saves the chosen users, their reporting managers and the creator as the team', async () => {
    const mona = await signIn(t, org.manager);
    const res = await mona.post('/api/v1/projects', validProject({ name: '  Orion   Belt ' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ id: number; name: string; createdBy: { id: string }; memberCount: number }>();
    expect(body.name).toBe('Orion Belt');
    expect(body.createdBy.id).toBe(org.manager.id);
    // Eve was chosen; Leo is her manager; Mona created it.
    expect(await memberIds(body.id)).toEqual([org.employee.id, org.lead.id, org.manager.id].sort());
    expect(body.memberCount).toBe(3);
  });

  it('refuses a name in use, whatever its case, with 409 and the message under the name', async () => {
    const mona = await signIn(t, org.manager);
    const res = await mona.post('/api/v1/projects', validProject({ name: 'apollo' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([{ path: 'name', message: PROJECT_MESSAGES.nameExists }]);
  });

  it('refuses users outside the creator’s team', async () => {
    const mona = await signIn(t, org.manager);
    const res = await mona.post(
      '/api/v1/projects',
      validProject({ name: 'Reach', userIds: [org.peerReport.id] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([
      { path: 'userIds', message: PROJECT_MESSAGES.usersUnavailable },
    ]);
  });

  it('checks a name on blur: taken, free, and the edited project’s own name', async () => {
    const mona = await signIn(t, org.manager);
    const taken = await mona.get('/api/v1/projects/availability?name=APOLLO');
    expect(taken.json()).toEqual({ available: false, message: PROJECT_MESSAGES.nameExists });
    expect((await mona.get('/api/v1/projects/availability?name=Vega')).json()).toEqual({
      available: true,
      message: null,
    });
    const own = await mona.get(`/api/v1/projects/availability?name=Apollo&excludeId=${org.project.id}`);
    expect(own.json().available).toBe(true);
    const leo = await signIn(t, org.lead);
    expect((await leo.get('/api/v1/projects/availability?name=Vega')).statusCode).toBe(403);
  });

  it('offers active people of the caller’s scope by name, leaving out a team’s members', async () => {
    const mona = await signIn(t, org.manager);
    const all = (await mona.get('/api/v1/projects/member-options')).json<{ items: { fullName: string }[] }>();
    expect(all.items.map((p) => p.fullName)).toEqual(['Eve Test', 'Lena Test', 'Leo Test', 'Mona Test']);
    const forApollo = (await mona.get(`/api/v1/projects/member-options?projectId=${org.project.id}`)).json<{
      items: { fullName: string }[];
    }>();
    expect(forApollo.items.map((p) => p.fullName)).not.toContain('Leo Test');
    const leo = await signIn(t, org.lead);
    expect((await leo.get('/api/v1/projects/member-options')).statusCode).toBe(403);
    // A project out of sight is not found, not forbidden.
    expect(
      (await mona.get(`/api/v1/projects/member-options?projectId=${org.otherProject.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('thumbnails', () => {
  it('stores a PNG by its content and serves it to those who see the project', async () => {
    const mona = await signIn(t, org.manager);
    const upload = await uploadThumbnail(mona);
    expect(upload.statusCode, upload.body).toBe(201);
    const { thumbnailKey } = upload.json<{ thumbnailKey: string }>();
    expect(thumbnailKey).toMatch(/^thumbnails\/.+\.png$/);
    const created = await mona.post('/api/v1/projects', validProject({ name: 'Pictured', thumbnailKey }));
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json<{ id: number; thumbnailUrl: string }>();
    expect(project.thumbnailUrl).toContain(`/api/v1/projects/${project.id}/thumbnail`);
    const picture = await mona.get(`/api/v1/projects/${project.id}/thumbnail`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await describeImage(picture.rawPayload)).toEqual({
      format: 'png',
      width: 1,
      height: 1,
      hasMetadata: false,
    });
    // Pete is not in the team: the picture is as hidden as the project.
    const pete = await signIn(t, org.peer);
    expect((await pete.get(`/api/v1/projects/${project.id}/thumbnail`)).statusCode).toBe(404);
    // Nobody can point another project at a picture already in use.
    const reused = await mona.post('/api/v1/projects', validProject({ name: 'Copycat', thumbnailKey }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.details).toEqual([
      { path: 'thumbnailKey', message: PROJECT_MESSAGES.thumbnailInvalid },
    ]);
  });

  it('refuses a file that is not a JPEG or PNG whatever its name, and one over 5 MB', async () => {
    const mona = await signIn(t, org.manager);
    const text = await uploadThumbnail(
      mona,
      Buffer.from('just some text, honestly'),
      'logo.png',
      'image/png',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(USER_MESSAGES.imageType);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await uploadThumbnail(mona, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(USER_MESSAGES.imageSize);
    const json = await mona.post('/api/v1/projects/thumbnails', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('lets only those who may add or edit projects upload', async () => {
    const leo = await signIn(t, org.lead);
    expect((await uploadThumbnail(leo)).statusCode).toBe(403);
  });
});

describe('edit and delete a project', () => {
  it('edits name and description with EditProject; a project out of sight is 404', async () => {
    const mona = await signIn(t, org.manager);
    const { id } = await insertProject(t, 'Draft', [org.manager.id, org.lead.id], org.manager.id);
    const res = await mona.request({
      method: 'PUT',
      url: `/api/v1/projects/${id}`,
      payload: { name: 'Final', description: 'Done right' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Final', description: 'Done right' });
    const duplicate = await mona.request({
      method: 'PUT',
      url: `/api/v1/projects/${id}`,
      payload: { name: 'Apollo', description: 'x' },
    });
    expect(duplicate.statusCode).toBe(409);
    const leo = await signIn(t, org.lead);
    const forbidden = await leo.request({
      method: 'PUT',
      url: `/api/v1/projects/${id}`,
      payload: { name: 'Leo was here', description: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
    const pete = await signIn(t, org.peer);
    const hidden = await pete.request({
      method: 'PUT',
      url: `/api/v1/projects/${id}`,
      payload: { name: 'Pete was here', description: 'x' },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses to delete a project with open tasks, then deletes it once they are done', async () => {
    const mona = await signIn(t, org.manager);
    const project = await insertProject(t, 'Short lived', [org.manager.id], org.manager.id);
    const task = await insertTask(t, {
      projectId: project.id,
      assignedToId: org.manager.id,
      assignedById: org.manager.id,
    });
    const refused = await mona.request({ method: 'DELETE', url: `/api/v1/projects/${project.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PROJECT_MESSAGES.hasOpenTasks);
    await t.testDb.database.db.update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, task.id));
    const leo = await signIn(t, org.lead);
    expect((await leo.request({ method: 'DELETE', url: `/api/v1/projects/${project.id}` })).statusCode).toBe(
      404,
    );
    const done = await mona.request({ method: 'DELETE', url: `/api/v1/projects/${project.id}` });
    expect(done.statusCode).toBe(204);
    expect((await mona.get(`/api/v1/projects/${project.guid}/details`)).statusCode).toBe(404);
    expect(names((await mona.get('/api/v1/projects?search=Short')).json<ListBody>())).toEqual([]);
  });
});

describe('project details', () => {
  it('counts the tasks by status and overdue, and names the creator', async () => {
    const sam = await signIn(t, org.superAdmin);
    const project = await insertProject(t, 'Counted', [org.manager.id, org.lead.id], org.manager.id);
    const base = { projectId: project.id, assignedToId: org.lead.id, assignedById: org.manager.id };
    await insertTask(t, { ...base, status: 'New' });
    await insertTask(t, { ...base, status: 'New', dueDate: '2020-01-01' });
    await insertTask(t, { ...base, status: 'Active' });
    await insertTask(t, { ...base, status: 'In-progress' });
    await insertTask(t, { ...base, status: 'Completed', dueDate: '2020-01-01' });
    await insertTask(t, { ...base, status: 'In-active' });
    await insertTask(t, { ...base, status: 'Active', isDeleted: true });
    const res = await sam.get(`/api/v1/projects/${project.guid}/details`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Counted',
      createdBy: { id: org.manager.id, fullName: 'Mona Test' },
      counts: { new: 2, active: 1, completed: 1, inProgress: 1, inactive: 1, overdue: 1 },
      memberCount: 2,
    });
  });

  it('has no creator for a project nobody is recorded for, and hides projects out of sight', async () => {
    const sam = await signIn(t, org.superAdmin);
    const apollo = (await sam.get(`/api/v1/projects/${org.project.guid}/details`)).json();
    expect(apollo.createdBy).toBeNull();
    const pete = await signIn(t, org.peer);
    const hidden = await pete.get(`/api/v1/projects/${org.project.guid}/details`);
    expect(hidden.statusCode).toBe(404);
    expect((await pete.get('/api/v1/projects/not-a-guid/details')).statusCode).toBe(404);
  });
});

describe('project team', () => {
  it('lists the team 10 a page, and nobody may remove themself', async () => {
    const project = await insertProject(t, 'Big team', [org.superAdmin.id]);
    const db = t.testDb.database.db;
    await db.insert(projectMembers).values(
      [org.admin, org.manager, org.lead, org.lead2, org.employee, org.peer, org.peerReport].map((p) => ({
        projectId: project.id,
        userId: p.id,
      })),
    );
    const sam = await signIn(t, org.superAdmin);
    const page = await sam.get(`/api/v1/projects/${project.id}/members?pageSize=5`);
    const body = page.json<{
      total: number;
      items: { id: string; userType: string; abilities: { remove: boolean } }[];
      project: { name: string };
    }>();
    expect(body.project.name).toBe('Big team');
    expect(body.total).toBe(8);
    expect(body.items).toHaveLength(5);
    expect(body.items.every((row) => row.userType === 'Member')).toBe(true);
    const all = (await sam.get(`/api/v1/projects/${project.id}/members`)).json<typeof body>();
    expect(all.items).toHaveLength(8);
    expect(all.items.find((row) => row.id === org.superAdmin.id)?.abilities.remove).toBe(false);
    expect(all.items.find((row) => row.id === org.lead.id)?.abilities.remove).toBe(true);
    const self = await sam.post(`/api/v1/projects/${project.id}/members/remove`, {
      userIds: [org.superAdmin.id],
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.details).toEqual([
      { path: 'userIds', message: PROJECT_MESSAGES.cannotRemoveSelf },
    ]);
  });

  it('adds people with AddProjectUser, only active people in the caller’s scope', async () => {
    const mona = await signIn(t, org.manager);
    const project = await insertProject(t, 'Growing', [org.manager.id]);
    const empty = await mona.post(`/api/v1/projects/${project.id}/members`, { userIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details).toEqual([
      { path: 'userIds', message: PROJECT_MESSAGES.memberRequired },
    ]);
    const outside = await mona.post(`/api/v1/projects/${project.id}/members`, {
      userIds: [org.peerReport.id],
    });
    expect(outside.statusCode).toBe(422);
    const added = await mona.post(`/api/v1/projects/${project.id}/members`, { userIds: [org.lead2.id] });
    expect(added.json()).toEqual({ changed: 1 });
    expect(await memberIds(project.id)).toEqual([org.manager.id, org.lead2.id].sort());
    const leo = await signIn(t, org.lead);
    expect(
      (await leo.post(`/api/v1/projects/${org.project.id}/members`, { userIds: [org.lead2.id] })).statusCode,
    ).toBe(403);
  });

  it('removes people with DeleteProjectUser, handing their open tasks here to their manager', async () => {
    const mona = await signIn(t, org.manager);
    const project = await insertProject(t, 'Handover', [org.manager.id, org.employee.id]);
    const other = await insertProject(t, 'Elsewhere', [org.employee.id]);
    const base = { assignedToId: org.employee.id, assignedById: org.manager.id };
    const open = await insertTask(t, { ...base, projectId: project.id, status: 'Active' });
    const done = await insertTask(t, { ...base, projectId: project.id, status: 'Completed' });
    const elsewhere = await insertTask(t, { ...base, projectId: other.id, status: 'Active' });
    const notMember = await mona.post(`/api/v1/projects/${project.id}/members/remove`, {
      userIds: [org.lead2.id],
    });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().error.details).toEqual([
      { path: 'userIds', message: PROJECT_MESSAGES.notMembers },
    ]);
    const res = await mona.post(`/api/v1/projects/${project.id}/members/remove`, {
      userIds: [org.employee.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 1 });
    const db = t.testDb.database.db;
    const assignee = async (id: number) =>
      (await db.select({ a: tasks.assignedToId }).from(tasks).where(eq(tasks.id, id)))[0]?.a;
    // Eve's manager is Leo: he takes the open task and joins the team; the rest stays.
    expect(await assignee(open.id)).toBe(org.lead.id);
    expect(await assignee(done.id)).toBe(org.employee.id);
    expect(await assignee(elsewhere.id)).toBe(org.employee.id);
    expect(await memberIds(project.id)).toEqual([org.manager.id, org.lead.id].sort());
    const entries = await db
      .select()
      .from(taskTimeline)
      .where(and(eq(taskTimeline.taskId, open.id), eq(taskTimeline.type, 'UserDeleted')));
    expect(entries).toHaveLength(1);
    const leo = await signIn(t, org.lead);
    const refused = await leo.post(`/api/v1/projects/${project.id}/members/remove`, {
      userIds: [org.manager.id],
    });
    expect(refused.statusCode).toBe(403);
  });
});
