import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { createOrg, validUpdate, type Org } from '../../test/org-fixture.ts';

let t: TestApp;
let org: Org;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.testDb.database.db);
});
afterAll(() => t.close());

async function as(name: keyof Org): Promise<TestClient> {
  const existing = clients.get(name);
  if (existing) return existing;
  const person = org[name] as { email: string };
  const client = new TestClient(t.app, `10.20.0.${clients.size + 1}`);
  expect((await client.login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
  clients.set(name, client);
  return client;
}

type Row = [
  string,
  keyof Org,
  keyof Org,
  null | { edit: boolean; delete: boolean; activate: boolean; deactivate: boolean },
];

// actor → target: null means the target is out of scope (404); otherwise the abilities the API reports.
const table: Row[] = [
  ['self', 'manager', 'manager', { edit: false, delete: false, activate: false, deactivate: false }],
  ['direct report', 'manager', 'lead', { edit: true, delete: false, activate: false, deactivate: true }],
  [
    'skip-level report',
    'manager',
    'employee',
    { edit: true, delete: false, activate: false, deactivate: true },
  ],
  ['peer', 'manager', 'peer', null],
  ["peer's report", 'manager', 'peerReport', null],
  ['own manager', 'lead', 'manager', null],
  [
    'report, without EditUser',
    'lead',
    'employee',
    { edit: false, delete: false, activate: false, deactivate: true },
  ],
  [
    'report, with DeleteUser',
    'peer',
    'peerReport',
    { edit: true, delete: true, activate: false, deactivate: true },
  ],
  ['admin → anyone', 'admin', 'employee', { edit: true, delete: true, activate: false, deactivate: true }],
  [
    'admin → super admin',
    'admin',
    'superAdmin',
    { edit: false, delete: false, activate: false, deactivate: false },
  ],
  [
    'super admin → admin',
    'superAdmin',
    'admin',
    { edit: true, delete: true, activate: false, deactivate: true },
  ],
  ['employee → admin', 'employee', 'admin', null],
];

describe('user policy', () => {
  it.each(table)('%s (%s → %s)', async (_case, actor, target, expected) => {
    const client = await as(actor);
    const id = (org[target] as { id: string }).id;
    const res = await client.get(`/api/v1/users/${id}`);
    if (expected === null) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.json().abilities).toEqual({ ...expected, viewTasks: true });
  });

  it('enforces the abilities on the actions themselves, not only in what the web shows', async () => {
    const lead = await as('lead');
    const body = {};
    // Leo may not edit his report (no EditUser), however valid the form.
    const edit = await lead.request({
      method: 'PUT',
      url: `/api/v1/users/${org.employee.id}`,
      payload: validUpdate(org),
    });
    expect(edit.statusCode).toBe(403);
    const manager = await as('manager');
    // A peer is invisible to Mona: every action answers 404, never revealing the person.
    for (const [method, url] of [
      ['POST', `/api/v1/users/${org.peer.id}/deactivate`],
      ['POST', `/api/v1/users/${org.peer.id}/activate`],
      ['DELETE', `/api/v1/users/${org.peer.id}`],
    ] as const) {
      const res = await manager.request({ method, url, payload: body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Mona lacks DeleteUser: deleting her own report is a 403.
    const del = await manager.request({
      method: 'DELETE',
      url: `/api/v1/users/${org.lead2.id}`,
      payload: {},
    });
    expect(del.statusCode).toBe(403);
    // Nobody deactivates themself.
    const self = await manager.post(`/api/v1/users/${org.manager.id}/deactivate`, {});
    expect(self.statusCode).toBe(403);
  });

  // Who is "in your team" (TEAM_POLICY): the org chart around them and the hierarchy selector's
  // choice answer alike; anyone else, or no one, is "This person is not in your team."
  const team: [string, keyof Org, keyof Org, boolean][] = [
    ['self', 'manager', 'manager', true],
    ['direct report', 'manager', 'lead', true],
    ['skip-level report', 'manager', 'employee', true],
    ['peer', 'manager', 'peer', false],
    ["peer's report", 'manager', 'peerReport', false],
    ['own manager', 'lead', 'manager', false],
    ['admin → anyone', 'admin', 'peerReport', true],
    ['employee → admin', 'employee', 'admin', false],
  ];
  it.each(team)('team: %s (%s → %s)', async (_case, actor, target, inTeam) => {
    const client = await as(actor);
    const id = (org[target] as { id: string }).id;
    for (const res of [
      await client.get(`/api/v1/org/chart?userId=${id}`),
      await client.request({ method: 'GET', url: '/api/v1/org/chart', headers: { 'x-view-as': id } }),
    ]) {
      if (inTeam) {
        expect(res.statusCode).toBe(200);
        expect(res.json().person.id).toBe(id);
      } else {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('This person is not in your team.');
      }
    }
  });

  it('answers a hierarchy choice that is nobody as "not in your team", never a 400 or 500', async () => {
    const manager = await as('manager');
    for (const viewAs of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await manager.request({
        method: 'GET',
        url: '/api/v1/tasks',
        headers: { 'x-view-as': viewAs },
      });
      expect(res.statusCode, viewAs).toBe(404);
      expect(res.json().error.message).toBe('This person is not in your team.');
    }
  });

  it('answers 401 to every users route without a session', async () => {
    const anonymous = new TestClient(t.app, '10.20.9.9');
    for (const [method, url] of [
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/users/export.csv'],
      ['GET', '/api/v1/users/form-options'],
      ['GET', '/api/v1/users/availability?email=a@b.com'],
      ['GET', `/api/v1/users/${org.lead.id}`],
      ['POST', '/api/v1/users'],
      ['PUT', `/api/v1/users/${org.lead.id}`],
      ['POST', `/api/v1/users/${org.lead.id}/deactivate`],
      ['POST', `/api/v1/users/${org.lead.id}/activate`],
      ['DELETE', `/api/v1/users/${org.lead.id}`],
      ['POST', '/api/v1/departments'],
      ['PATCH', '/api/v1/me/profile'],
      ['GET', '/api/v1/org/chart'],
      ['GET', '/api/v1/org/subtree'],
    ] as const) {
      const res = await anonymous.request({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});
