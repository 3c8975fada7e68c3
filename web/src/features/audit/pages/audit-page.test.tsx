import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../../../../shared/schemas/audit.schema.ts';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';

const ADMIN: SessionUser = {
  ...TEST_USER,
  role: { id: '99999999-9999-4999-8999-999999999999', name: 'Admin', systemKey: 'admin' },
  abilities: { ...TEST_USER.abilities, viewAuditLog: true },
};
const NEHA = { id: '22222222-2222-4222-8222-222222222222', fullName: 'Neha Rao' };

const approved: AuditEvent = {
  id: 5,
  occurredAt: '2026-11-03T10:00:00.000Z',
  type: 'leave.approved',
  area: 'leave',
  actor: { id: TEST_USER.id, fullName: 'Priya Sharma' },
  subject: { kind: 'leave', id: '12' },
  concerns: [NEHA],
  changes: { status: { from: 'Pending', to: 'Approved' } },
  data: null,
};

const page = (over: Partial<AuditPage> = {}): AuditPage => ({
  items: [approved],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 25,
  ...over,
});

function openLog(path: string, user: SessionUser = ADMIN, answer: AuditPage = page()) {
  const api = mockApi({
    'GET /audit?*': { body: answer },
    'GET /audit': { body: answer },
    [`GET /users/${NEHA.id}`]: { body: { id: NEHA.id, fullName: NEHA.fullName } },
    'GET /users?*': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    'GET /audit/settings': { body: { retentionDays: null, abilities: { edit: true } } },
    'PUT /audit/settings': (call) => ({ body: { ...(call.body as object), abilities: { edit: true } } }),
  });
  renderApp(path, { user });
  return api;
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(
    api
      .callsStartingWith('GET /audit')
      .filter((c) => !c.path.startsWith('/audit/'))
      .at(-1)
      ?.path.split('?')[1] ?? '',
  );

describe('/audit', () => {
  it('reads its filters from the address and sends them to the log', async () => {
    const api = openLog(
      `/audit?person=${NEHA.id}&area=leave&type=leave.approved&from=2026-11-01&to=2026-11-30`,
    );
    expect(await screen.findByText('Approved leave #12')).toBeTruthy();
    const query = lastQuery(api);
    expect(query.get('person')).toBe(NEHA.id);
    expect(query.get('area')).toBe('leave');
    expect(query.get('type')).toBe('leave.approved');
    expect(query.get('from')).toBe('2026-11-01');
    expect(query.get('to')).toBe('2026-11-30');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Area' }).value).toBe('Leave');
    expect(screen.getByText('Status: Pending → Approved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Person' }).value).toBe('Neha Rao'),
    );
  });

  it('writes a chosen area into the address and asks again, from the first page', async () => {
    const user = userEvent.setup();
    const api = openLog('/audit?page=2');
    await screen.findByText('Approved leave #12');
    await choose(user, 'Area', 'Projects');
    await waitFor(() => expect(lastQuery(api).get('area')).toBe('project'));
    expect(lastQuery(api).get('page')).toBe('1');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Area' }).value).toBe('Projects');
  });

  it('offers only the types of the chosen area', async () => {
    const user = userEvent.setup();
    openLog('/audit?area=project');
    await screen.findByText('Approved leave #12');
    await user.click(screen.getByRole('combobox', { name: 'What happened' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Created project');
    expect(options).not.toContain('Approved leave');
  });

  it('says "1,000+" when the count stopped at its cap', async () => {
    openLog('/audit', ADMIN, page({ total: 1000, totalCapped: true }));
    expect(await screen.findByText('Changes: 1,000+')).toBeTruthy();
    expect(screen.getByText('1–25 of 1,000+')).toBeTruthy();
  });

  it('is in the sidebar of those who may read it, and nobody else’s', async () => {
    openLog('/audit');
    const nav = await screen.findByRole('navigation', { name: /main|sidebar|menu/i });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeTruthy();
  });

  it('shows others that the page is not theirs, without asking the server for the log', async () => {
    const api = openLog('/audit', TEST_USER);
    expect(await screen.findByText('This page is not available to you')).toBeTruthy();
    expect(api.callsStartingWith('GET /audit')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('keeps events forever until an Admin chooses a period, which is saved', async () => {
    const user = userEvent.setup();
    const api = openLog('/audit');
    const keep = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Keep events' });
    expect(keep.value).toBe('Forever');
    await choose(user, 'Keep events', '2 years');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /audit/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /audit/settings')[0]!.body).toEqual({ retentionDays: 730 });
    expect(await screen.findByText('Audit log settings saved.')).toBeTruthy();
  });
});
