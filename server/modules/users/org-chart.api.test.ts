import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';

let t: TestApp;
let org: Org;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.testDb.database.db);
});
afterAll(() => t.close());

async function signIn(person: { email: string }) {
  const client = new TestClient(t.app, `10.50.0.${ip++}`);
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

describe('organisation chart', () => {
  it('shows the manager, the person and their direct reports, centred on the caller by default', async () => {
    const mona = await signIn(org.manager);
    const res = await mona.get('/api/v1/org/chart');
    expect(res.statusCode).toBe(200);
    const chart = res.json();
    expect(chart.manager).toMatchObject({ fullName: 'Sam Test', initials: 'ST' });
    expect(chart.person).toMatchObject({ id: org.manager.id, fullName: 'Mona Test', teamCount: 2 });
    expect(chart.reports.map((r: { fullName: string }) => r.fullName)).toEqual(['Lena Test', 'Leo Test']);
    expect(chart.canGoUp).toBe(false);
  });

  it('re-centres on someone in scope, and refuses anyone else', async () => {
    const mona = await signIn(org.manager);
    const leo = await mona.get(`/api/v1/org/chart?userId=${org.lead.id}`);
    expect(leo.json()).toMatchObject({
      manager: { id: org.manager.id },
      person: { id: org.lead.id },
      canGoUp: true,
    });
    expect(leo.json().reports.map((r: { id: string }) => r.id)).toEqual([org.employee.id]);
    expect((await mona.get(`/api/v1/org/chart?userId=${org.peer.id}`)).statusCode).toBe(404);
  });
});

describe('hierarchy selector tree', () => {
  it('lists the caller and everyone below them with their depth', async () => {
    const mona = await signIn(org.manager);
    const nodes = (await mona.get('/api/v1/org/subtree')).json().nodes as Array<{
      fullName: string;
      level: number;
      managerId: string | null;
    }>;
    expect(nodes.map((n) => [n.fullName, n.level])).toEqual([
      ['Mona Test', 0],
      ['Lena Test', 1],
      ['Leo Test', 1],
      ['Eve Test', 2],
    ]);
  });

  it('gives an Admin the whole organisation', async () => {
    const ada = await signIn(org.admin);
    const nodes = (await ada.get('/api/v1/org/subtree')).json().nodes as Array<{
      fullName: string;
      level: number;
    }>;
    expect(
      nodes
        .filter((n) => n.level === 0)
        .map((n) => n.fullName)
        .sort(),
    ).toEqual(['Ada Test', 'Sam Test']);
    expect(nodes).toHaveLength(8);
  });
});
