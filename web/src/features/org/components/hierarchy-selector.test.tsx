import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { ids, listItem, listResponse, SUBTREE } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const VIEW_AS_KEY = `orgdesk_view_as:${TEST_USER.id}`;

async function openUsersList(nodes = SUBTREE) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes } },
    'GET /users?*': { body: listResponse([listItem({ id: ids.grace, fullName: 'Grace Hopper' })]) },
    'POST /auth/logout': { status: 204 },
    'GET /app-info': { body: { demo: false, demoPassword: null, demoEmail: null, version: '1' } },
  });
  const app = renderApp('/users-list', { user: TEST_USER });
  await screen.findByRole('link', { name: 'Grace Hopper' });
  const lastListCall = () => api.callsStartingWith('GET /users?').at(-1);
  return { ...app, api, lastListCall };
}

describe('hierarchy selector', () => {
  it('views the lists as the chosen person, sending x-view-as, and remembers the choice', async () => {
    const { user, api, lastListCall } = await openUsersList();
    expect(lastListCall()?.headers['x-view-as']).toBeUndefined();

    await user.click(await screen.findByRole('button', { name: 'Viewing as Ada Lovelace (you)' }));
    await user.type(screen.getByRole('textbox', { name: 'Search people' }), 'lin');
    expect(screen.queryByRole('option', { name: /Alan Turing/ })).toBeNull();
    const count = api.callsStartingWith('GET /users?').length;
    await user.click(screen.getByRole('option', { name: /Linus Torvalds/ }));

    await waitFor(() => expect(api.callsStartingWith('GET /users?').length).toBeGreaterThan(count));
    expect(lastListCall()?.headers['x-view-as']).toBe(ids.linus);
    expect(screen.getByRole('button', { name: 'Viewing as Linus Torvalds' })).toBeTruthy();
    expect(localStorage.getItem(VIEW_AS_KEY)).toBe(ids.linus);

    const before = api.callsStartingWith('GET /users?').length;
    await user.click(screen.getByRole('button', { name: 'Back to my view' }));
    await waitFor(() => expect(api.callsStartingWith('GET /users?').length).toBeGreaterThan(before));
    expect(lastListCall()?.headers['x-view-as']).toBeUndefined();
    expect(localStorage.getItem(VIEW_AS_KEY)).toBeNull();
  });

  it('shows the tree indented under each manager', async () => {
    const { user } = await openUsersList();
    await user.click(await screen.findByRole('button', { name: /^Viewing as/ }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ada Lovelace (you)CTO',
      'Alan TuringArchitect',
      'Grace HopperLead',
      'Linus TorvaldsDeveloper',
      'Barbara LiskovDeveloper',
    ]);
    const indent = (index: number) => options[index]?.style.paddingInlineStart;
    expect([0, 1, 3, 4].map(indent)).toEqual(['10px', '26px', '42px', '58px']);
  });

  it('is not shown to someone without a team', async () => {
    await openUsersList([SUBTREE[0]!]);
    expect(screen.queryByRole('button', { name: /^Viewing as/ })).toBeNull();
  });

  it('forgets a remembered person who has left the team', async () => {
    localStorage.setItem(VIEW_AS_KEY, 'deadbeef-dead-4eef-8eef-deadbeefdead');
    await openUsersList();
    await waitFor(() => expect(localStorage.getItem(VIEW_AS_KEY)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Viewing as Ada Lovelace (you)' })).toBeTruthy();
  });

  it('forgets the choice on logging out', async () => {
    localStorage.setItem(VIEW_AS_KEY, ids.grace);
    const { user } = await openUsersList();
    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(localStorage.getItem(VIEW_AS_KEY)).toBeNull();
  });
});
