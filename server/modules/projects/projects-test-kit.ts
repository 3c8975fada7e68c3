/**
 * What the projects API tests share: the test organisation with project permissions, signing in,
 * uploads and direct inserts of projects and tasks (the task API is tested elsewhere).
 */
import { expect } from 'vitest';
import { PERMISSION_GROUPS } from '../../../shared/permissions.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { userPermissions } from '../../db/schema/users.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { TestClient, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG } from '../../test/uploads.ts';

/**
 *   Sam (Super admin) ── Mona ── Leo ── Eve
 *                    │        └─ Lena
 *                    └─ Pete ── Quinn
 *   Ada (Admin, no manager)
 * Mona and Pete hold every project permission; Leo and the others none.
 * Apollo: Mona, Leo. Zephyr: Pete.
 */
export async function createProjectsOrg(t: TestApp): Promise<Org> {
  const db = t.testDb.database.db;
  const org = await createOrg(db);
  await db
    .insert(userPermissions)
    .values(
      [org.manager.id, org.peer.id].flatMap((userId) =>
        PERMISSION_GROUPS.Projects.map((permission) => ({ userId, permission })),
      ),
    );
  return org;
}

let ip = 0;

export async function signIn(t: TestApp, person: { email: string }): Promise<TestClient> {
  const client = new TestClient(t.app, `10.60.${Math.floor(ip / 200)}.${ip++ % 200}`);
  const res = await client.login(person.email, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

/** A project with the given team, straight into the tables. */
export async function insertProject(
  t: TestApp,
  name: string,
  memberIds: string[],
  createdById: string | null = null,
) {
  const db = t.testDb.database.db;
  const [row] = await db
    .insert(projects)
    .values({ name, description: `${name} work`, createdById })
    .returning();
  if (memberIds.length > 0) {
    await db.insert(projectMembers).values(memberIds.map((userId) => ({ projectId: row!.id, userId })));
  }
  return row!;
}

/** A task row, given straight to the table. */
export async function insertTask(
  t: TestApp,
  values: {
    projectId: number;
    assignedToId: string | null;
    assignedById: string;
    status?: 'New' | 'Active' | 'In-progress' | 'Completed' | 'Closed' | 'In-active';
    dueDate?: string;
    isDeleted?: boolean;
    name?: string;
  },
) {
  const [row] = await t.testDb.database.db
    .insert(tasks)
    .values({
      name: 'Work',
      createdById: values.assignedById,
      dueDate: '2099-01-01',
      description: 'Work to do',
      ...values,
    })
    .returning();
  return row!;
}

export async function uploadThumbnail(client: TestClient, data = PNG, name = 'logo.png', type = 'image/png') {
  return client.request({
    method: 'POST',
    url: '/api/v1/projects/thumbnails',
    ...multipart(name, type, data),
  });
}
