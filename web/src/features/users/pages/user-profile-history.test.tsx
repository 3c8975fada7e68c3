import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../../../shared/schemas/audit.schema.ts';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import type { HistoryPage } from '../../../../../shared/schemas/history.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { ids, MANAGER, userDetail } from '../../../test/people-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const edit = (id: number, over: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  occurredAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  type: 'person.updated',
  area: 'person',
  actor: { id: MANAGER.id, fullName: 'Priya Sharma' },
  subject: { kind: 'person', id: ids.grace },
  concerns: [],
  changes: { firstName: { from: 'Gracie', to: 'Grace' } },
  data: { name: 'Grace Hopper' },
  ...over,
});

async function openHistory(user: SessionUser, pages: Record<string, HistoryPage>) {
  const detail = userDetail();
  const api = mockApi({
    [`GET /users/${detail.id}`]: { body: detail },
    ...Object.fromEntries(
      Object.entries(pages).map(([query, page]) => [
        `GET /users/${detail.id}/history${query}`,
        { body: page },
      ]),
    ),
  });
  const app = renderApp(`/user/${detail.id}?tab=history`, { user });
  await screen.findByRole('heading', { name: detail.fullName });
  return { ...app, api };
}

describe('a person’s History tab', () => {
  it('tells each change with its author, how long ago, and the fields before and after', async () => {
    await openHistory(MANAGER, { '': { items: [edit(9)], nextCursor: null } });
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('First name: Gracie → Grace')).toBeTruthy();
    expect(history.getByText('Priya Sharma')).toBeTruthy();
    expect(history.getByText(/Edited the profile of Grace Hopper/)).toBeTruthy();
    expect(history.getByText('2 hours ago')).toBeTruthy();
    // Only those who may read the audit log are offered it.
    expect(history.queryByRole('link', { name: 'Open in the audit log' })).toBeNull();
  });

  it('shows older changes with Show more, from where the first page ended', async () => {
    const { user, api } = await openHistory(MANAGER, {
      '': { items: [edit(9)], nextCursor: 9 },
      '?before=9': { items: [edit(4, { type: 'person.created', changes: null })], nextCursor: null },
    });
    const history = within(screen.getByRole('region', { name: 'History' }));
    await history.findByText('First name: Gracie → Grace');
    await user.click(history.getByRole('button', { name: 'Show more' }));
    expect(await history.findByText(/Added Grace Hopper/)).toBeTruthy();
    expect(api.callsStartingWith(`GET /users/${ids.grace}/history?before=9`)).toHaveLength(1);
    expect(history.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers Admins the audit log filtered to this person', async () => {
    const admin: SessionUser = {
      ...MANAGER,
      role: { id: '99999999-9999-4999-8999-999999999999', name: 'Admin', systemKey: 'admin' },
      abilities: { ...MANAGER.abilities, viewAuditLog: true },
    };
    await openHistory(admin, { '': { items: [], nextCursor: null } });
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('No changes have been recorded yet.')).toBeTruthy();
    expect(history.getByRole('link', { name: 'Open in the audit log' }).getAttribute('href')).toBe(
      `/audit?kind=person&object=${ids.grace}`,
    );
  });
});
