import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { ids, listResponse, MANAGER, SUBTREE, userDetail } from '../../../test/people-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { leaveBalances } from '../leave-test-data.ts';

/** The profile at its Profile details tab (the overview, first, has tests of its own). */
async function openProfile(detail = userDetail(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET /users/${detail.id}`]: { body: detail }, ...routes });
  const app = renderApp(`/user/${detail.id}?tab=details`, { user: MANAGER });
  await screen.findByRole('heading', { name: detail.fullName });
  return { ...app, api };
}

describe('user profile', () => {
  it('shows the header and the profile details, with Edit profile for an editor', async () => {
    await openProfile();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('+91 9876543210')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      `/add-user/${ids.grace}`,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByText('EMP7')).toBeTruthy();
    expect(main.getByText('Holiday location').nextElementSibling?.textContent).toBe('Organisation default');
    expect(main.getByText('Ada Lovelace')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users-list');
  });

  it('hides Edit profile and Delete profile without the abilities', async () => {
    await openProfile(
      userDetail({
        abilities: { edit: false, delete: false, activate: false, deactivate: false, viewTasks: true },
      }),
    );
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete profile' })).toBeNull();
  });

  it("lists the permissions as chips by group, and 'N/A' for a group without any", async () => {
    const { user } = await openProfile(userDetail({ permissions: ['CreateTask', 'EditTask', 'AddUser'] }));
    await user.click(screen.getByRole('tab', { name: 'Permissions' }));

    const group = (name: string) => within(screen.getByRole('region', { name }));
    expect(group('Projects').getByText('N/A')).toBeTruthy();
    expect(group('Tasks').getByText('CreateTask')).toBeTruthy();
    expect(group('Tasks').getByText('EditTask')).toBeTruthy();
    expect(group('Users').getByText('AddUser')).toBeTruthy();
    expect(group('Users').queryByText('N/A')).toBeNull();
  });

  it('shows the projects with a dash for a missing description, and the real leave balances', async () => {
    const { user } = await openProfile(
      userDetail({
        projects: [
          { id: 1, guid: '99999999-9999-4999-8999-999999999991', name: 'Apollo', description: '' },
          { id: 2, guid: '99999999-9999-4999-8999-999999999992', name: 'Zeus', description: 'Weather' },
        ],
      }),
      { [`GET /users/${ids.grace}/leave-balances?*`]: { body: leaveBalances() } },
    );
    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(screen.getByText('Apollo')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.getByText('Weather')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Leave' }));
    expect((await screen.findByText('Maternity leave')).nextElementSibling?.textContent).toBe('180');
    expect(screen.getByText('Work from home').nextElementSibling?.textContent).toBe('12');
  });

  it('deletes a person with a team only after a new manager is chosen, then returns to the list', async () => {
    const { user, api, router } = await openProfile(userDetail({ teamCount: 1 }), {
      'GET /org/subtree': { body: { nodes: SUBTREE } },
      [`DELETE /users/${ids.grace}`]: { status: 204 },
      'GET /users?*': { body: listResponse([]) },
    });
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete profile' }));
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveProperty('disabled', true);

    await user.click(dialog.getByRole('combobox', { name: 'New reporting manager' }));
    await user.click(await screen.findByRole('option', { name: /Alan Turing/ }));
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/users-list'));
    expect(await screen.findByText('Grace Hopper has been deleted.')).toBeTruthy();
    expect(api.callsTo(`DELETE /users/${ids.grace}`)[0]?.body).toEqual({ newManagerId: ids.alan });
  });

  it("shows 'Error' with the server's message when the deletion fails", async () => {
    const { user } = await openProfile(userDetail(), {
      [`DELETE /users/${ids.grace}`]: apiError(403, 'forbidden', 'You cannot delete this user.'),
    });
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete this user.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says who is not there and offers the way back to the users, for a person outside the caller’s team or an unknown address, without a Try again that cannot help', async () => {
    mockApi({
      [`GET /users/${ids.linus}`]: apiError(404, 'not_found', 'User not found.'),
      'GET /users/nobody': apiError(404, 'not_found', 'Not found.'),
    });
    for (const guid of [ids.linus, 'nobody']) {
      const { unmount } = renderApp(`/user/${guid}`, { user: MANAGER });
      expect(await screen.findByRole('heading', { level: 2, name: 'User not found.' })).toBeTruthy();
      expect(
        screen.getByText('This person does not exist, or you do not have access to their profile.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/users-list');
      expect(screen.queryByText('Not found.')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      unmount();
    }
  });

  it('offers Try again when the server failed, in the one generic wording', async () => {
    const api = mockApi({ [`GET /users/${ids.linus}`]: apiError(500, 'internal_error', '') });
    const { user } = renderApp(`/user/${ids.linus}`, { user: MANAGER });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(`GET /users/${ids.linus}`)).toHaveLength(2));
  });
});
