import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { ids, listItem, listResponse, MANAGER, SUBTREE } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const GRACE = listItem({ id: ids.grace, fullName: 'Grace Hopper', teamCount: 1 });
const ALAN = listItem({ id: ids.alan, fullName: 'Alan Turing' });

function query(call: RecordedCall | undefined): URLSearchParams {
  return new URLSearchParams(call?.path.split('?')[1] ?? '');
}

async function openList(routes: Parameters<typeof mockApi>[0], user = MANAGER, path = '/users-list') {
  const api = mockApi({ 'GET /org/subtree': { body: { nodes: SUBTREE } }, ...routes });
  const app = renderApp(path, { user });
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  const listCalls = () => api.callsStartingWith('GET /users?');
  return { ...app, api, listCalls, lastQuery: () => query(listCalls().at(-1)) };
}

describe('users list', () => {
  it('shows a card per person that opens their profile', async () => {
    await openList({ 'GET /users?*': { body: listResponse([GRACE, ALAN]) } });
    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe(`/user/${ids.grace}`);
    expect(within(screen.getByRole('main')).getAllByText('Developer')).toHaveLength(2);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('searches 800 ms after the last keystroke, once', async () => {
    const { user, listCalls } = await openList({ 'GET /users?*': { body: listResponse([GRACE]) } });
    await screen.findByText('Grace Hopper');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'gra');
    expect(listCalls().filter((c) => query(c).has('search'))).toEqual([]);

    await waitFor(() => expect(listCalls().some((c) => query(c).get('search') === 'gra')).toBe(true), {
      timeout: 2000,
    });
    const searches = listCalls()
      .map((c) => query(c).get('search'))
      .filter(Boolean);
    expect(searches).toEqual(['gra']);
  });

  it('orders ascending on the first click of a field and flips on the next click of the same field', async () => {
    const { user, lastQuery } = await openList({ 'GET /users?*': { body: listResponse([GRACE]) } });
    await screen.findByText('Grace Hopper');
    const orderBy = async (field: string) => {
      await user.click(screen.getByRole('button', { name: 'Order by' }));
      await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${field}`) }));
    };

    await orderBy('Name');
    await waitFor(() => expect(lastQuery().get('sort')).toBe('asc'));
    expect(lastQuery().get('orderBy')).toBe('name');

    await orderBy('Name');
    await waitFor(() => expect(lastQuery().get('sort')).toBe('desc'));

    await orderBy('Email');
    await waitFor(() => expect(lastQuery().get('orderBy')).toBe('email'));
    expect(lastQuery().get('sort')).toBe('asc');
  });

  it.each([
    [19, false, false],
    [20, true, false],
    [45, true, true],
  ])('with %i rows: size selector %s, pages %s', async (total, sizeShown, pagesShown) => {
    await openList({ 'GET /users?*': { body: listResponse([GRACE], { total }) } });
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('combobox', { name: 'Rows per page' }) !== null).toBe(sizeShown);
    expect(screen.queryByRole('button', { name: 'Page 2' }) !== null).toBe(pagesShown);
  });

  it('asks for the chosen page and page size', async () => {
    const { user, lastQuery } = await openList({
      'GET /users?*': { body: listResponse([GRACE], { total: 45 }) },
    });
    await screen.findByText('Grace Hopper');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '40' }));
    await waitFor(() => expect(lastQuery().get('pageSize')).toBe('40'));
    expect(lastQuery().get('page')).toBe('1');
  });

  it('shows the last page for a page past the end', async () => {
    const { lastQuery, router } = await openList(
      { 'GET /users?*': { body: listResponse([GRACE], { total: 45 }) } },
      MANAGER,
      '/users-list?page=999&orderBy=email&sort=desc',
    );
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?orderBy=email&sort=desc&page=3');
    expect(lastQuery().get('orderBy')).toBe('email');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('comes back to the page and order left with Back, and names the filters in the address', async () => {
    const { user, lastQuery, router } = await openList(
      { 'GET /users?*': { body: listResponse([GRACE], { total: 45 }) } },
      MANAGER,
      `/users-list?designation=${ids.grace}&designation=nope`,
    );
    await screen.findByText('Grace Hopper');
    expect(lastQuery().getAll('designationIds')).toEqual([ids.grace]);
    expect(lastQuery().has('orderBy')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Order by' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Email/ }));
    await waitFor(() => expect(lastQuery().get('orderBy')).toBe('email'));
    expect(lastQuery().get('page')).toBe('1');

    await router.navigate(-1);
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    expect(lastQuery().has('orderBy')).toBe(false);
    expect(router.state.location.search).toBe(`?designation=${ids.grace}&page=2`);
  });

  it("says 'No data found!' for an empty list and shows a red alert when the list fails", async () => {
    await openList({ 'GET /users?*': { body: listResponse([]) } });
    expect(await screen.findByText('No data found!')).toBeTruthy();
  });

  it('shows the failure in a red alert', async () => {
    await openList({ 'GET /users?*': apiError(404, 'not_found', 'This person is not in your team.') });
    expect((await screen.findByRole('alert')).textContent).toContain('This person is not in your team.');
  });

  it('offers Add user only to someone holding AddUser', async () => {
    await openList({ 'GET /users?*': { body: listResponse([GRACE]) } }, TEST_USER);
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
  });

  it('offers Add user, opening the add form, to someone holding AddUser', async () => {
    await openList({ 'GET /users?*': { body: listResponse([GRACE]) } });
    const add = await screen.findByRole('link', { name: 'Add user' });
    expect(add.getAttribute('href')).toBe('/add-user/00000000-0000-0000-0000-000000000000');
  });

  it('needs a new reporting manager before deactivating someone with a team', async () => {
    const { user, api } = await openList({
      'GET /users?*': { body: listResponse([GRACE, ALAN]) },
      [`POST /users/${ids.grace}/deactivate`]: { body: {} },
    });

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate user' }));
    expect(dialog.getByText('Are you sure you want to deactivate Grace Hopper?')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Deactivate' });
    expect(confirm).toHaveProperty('disabled', true);

    // Neither Grace nor anyone below her (Linus, Barbara) can take over her team.
    await user.click(dialog.getByRole('combobox', { name: 'New reporting manager' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Ada LovelaceCTO', 'Alan TuringArchitect']);
    await user.click(screen.getByRole('option', { name: /Alan Turing/ }));

    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    expect(await screen.findByText('Grace Hopper has been deactivated.')).toBeTruthy();
    expect(api.callsTo(`POST /users/${ids.grace}/deactivate`)[0]?.body).toEqual({ newManagerId: ids.alan });
  });

  it("shows the server's word on the new manager under the field", async () => {
    const { user } = await openList({
      'GET /users?*': { body: listResponse([GRACE]) },
      [`POST /users/${ids.grace}/deactivate`]: apiError(422, 'validation_failed', 'Invalid', [
        {
          path: 'newManagerId',
          message: 'The new reporting manager cannot be this person or one of their direct reports.',
        },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate user' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('combobox', { name: 'New reporting manager' }));
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(
      await dialog.findByText(
        'The new reporting manager cannot be this person or one of their direct reports.',
      ),
    ).toBeTruthy();
  });

  it('activates an inactive person after a plain confirmation', async () => {
    const inactive = listItem({
      id: ids.alan,
      fullName: 'Alan Turing',
      isActive: false,
      abilities: { edit: false, delete: true, activate: true, deactivate: false, viewTasks: true },
    });
    const { user, api } = await openList({
      'GET /users?*': { body: listResponse([inactive]) },
      [`POST /users/${ids.alan}/activate`]: { body: {} },
    });
    expect(await screen.findByText('Inactive')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit user' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Activate user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Alan Turing has been activated.')).toBeTruthy();
    expect(api.callsTo(`POST /users/${ids.alan}/activate`)).toHaveLength(1);
  });
});
