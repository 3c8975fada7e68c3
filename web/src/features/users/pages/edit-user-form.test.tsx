import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { formOptions, ids, listResponse, MANAGER, userDetail } from '../../../test/people-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Ada as an Admin: she may choose people's holiday location. */
const ADMIN = { ...MANAGER, role: { id: ids.adminRole, name: 'Admin', systemKey: 'admin' as const } };
import { choose, pills } from '../../../test/select-helpers.ts';

const PROJECTS = [
  { id: 1, name: 'Apollo' },
  { id: 2, name: 'Zeus' },
  { id: 3, name: 'Hermes' },
  { id: 4, name: 'Athena' },
];

describe('edit user', () => {
  const grace = userDetail({
    reportingManager: { id: ids.ada, fullName: 'Ada Lovelace' },
    projects: PROJECTS.map((p) => ({
      ...p,
      guid: `9999999${p.id}-9999-4999-8999-999999999999`,
      description: '',
    })),
  });

  async function openEdit(detail = grace) {
    const api = mockApi({
      [`GET /users/${detail.id}`]: { body: detail },
      'GET /users/form-options?*': {
        body: formOptions({
          projects: PROJECTS,
          roles: [
            { id: ids.employeeRole, name: 'Employee', systemKey: null },
            ...(detail.role?.systemKey === 'admin' ? [detail.role] : []),
          ],
        }),
      },
    });
    const app = renderApp(`/add-user/${detail.id}`, { user: MANAGER });
    await screen.findByRole('heading', {
      level: 1,
      name: `Edit user (${detail.firstName} ${detail.lastName})`,
    });
    await screen.findByLabelText(/^Contact number/);
    return { ...app, api };
  }

  it('enables Update only after a change, and Reset brings back the stored values', async () => {
    const { user } = await openEdit();
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^Employee ID/)).toHaveProperty('disabled', true);

    const phone = screen.getByLabelText(/^Contact number/);
    await user.clear(phone);
    await user.type(phone, '9123456789');
    await waitFor(() => expect(update).toHaveProperty('disabled', false));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(phone).toHaveProperty('value', '9876543210');
    await waitFor(() => expect(update).toHaveProperty('disabled', true));
  });

  it('shows two chosen projects until expanded', async () => {
    const { user } = await openEdit();
    expect(pills('Projects')).toEqual(['Apollo', 'Zeus']);

    await user.click(screen.getByRole('button', { name: '+2 more' }));
    expect(pills('Projects')).toEqual(['Apollo', 'Zeus', 'Hermes', 'Athena']);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(pills('Projects')).toEqual(['Apollo', 'Zeus']);
  });

  it('says the projects are required, and keeps Update disabled, once a new manager clears them', async () => {
    const { user } = await openEdit();
    expect(screen.queryByText('Project is required!')).toBeNull();

    await choose(user, 'Reporting manager', /^Alan Turing/);

    expect(pills('Projects')).toEqual([]);
    expect(await screen.findByText('Project is required!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true);

    await choose(user, 'Projects', 'Hermes');
    await waitFor(() => expect(screen.queryByText('Project is required!')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', false),
    );
  });

  it('locks the role of an Admin and leaves them without a reporting manager', async () => {
    await openEdit(
      userDetail({
        role: { id: ids.adminRole, name: 'Admin', systemKey: 'admin' },
        reportingManager: null,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'Admin');
    expect(screen.getByRole('combobox', { name: 'Reporting manager' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Projects' })).toHaveProperty('disabled', false);
  });

  it('sends the changes without e-mail or employee id and returns to the list', async () => {
    const api = mockApi({
      [`GET /users/${grace.id}`]: { body: grace },
      'GET /users/form-options?*': { body: formOptions({ projects: PROJECTS }) },
      [`PUT /users/${grace.id}`]: { body: grace },
      'GET /users?*': { body: listResponse([]) },
    });
    const { user, router } = renderApp(`/add-user/${grace.id}`, { user: MANAGER });
    const phone = await screen.findByLabelText(/^Contact number/);
    await user.clear(phone);
    await user.type(phone, '9123456789');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Grace Hopper has been updated.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users-list'));
    const body = api.callsTo(`PUT /users/${grace.id}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      phoneNumber: '9123456789',
      reportingManagerId: ids.ada,
      projectIds: [1, 2, 3, 4],
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('employeeCode');
  });

  it('lets an Admin choose the holiday location, sent as its code', async () => {
    const api = mockApi({
      [`GET /users/${grace.id}`]: { body: grace },
      'GET /users/form-options?*': {
        body: formOptions({ projects: PROJECTS, canChooseHolidayLocation: true }),
      },
      [`PUT /users/${grace.id}`]: { body: grace },
      'GET /users?*': { body: listResponse([]) },
    });
    const { user } = renderApp(`/add-user/${grace.id}`, { user: ADMIN });
    const location = await screen.findByRole('combobox', { name: 'Holiday location' });
    expect(location).toHaveProperty('value', 'Organisation default');
    await user.click(location);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Organisation default',
      'India',
      'US',
    ]);
    await user.click(screen.getByRole('option', { name: 'US' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Grace Hopper has been updated.')).toBeTruthy();
    expect(api.callsTo(`PUT /users/${grace.id}`)[0]?.body).toMatchObject({ holidayLocation: 2 });
  });

  it('shows the holiday location to others without letting them change it, and leaves it out of the update', async () => {
    const stored = userDetail({ ...grace, holidayLocation: 2 });
    const api = mockApi({
      [`GET /users/${grace.id}`]: { body: stored },
      'GET /users/form-options?*': { body: formOptions({ projects: PROJECTS }) },
      [`PUT /users/${grace.id}`]: { body: stored },
      'GET /users?*': { body: listResponse([]) },
    });
    const { user } = renderApp(`/add-user/${grace.id}`, { user: MANAGER });
    const location = await screen.findByRole('combobox', { name: 'Holiday location' });
    expect(location).toHaveProperty('value', 'US');
    expect(location).toHaveProperty('disabled', true);
    expect(screen.getByText('Only an Admin can change the holiday location.')).toBeTruthy();

    const phone = screen.getByLabelText(/^Contact number/);
    await user.clear(phone);
    await user.type(phone, '9123456789');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Grace Hopper has been updated.')).toBeTruthy();
    expect(api.callsTo(`PUT /users/${grace.id}`)[0]?.body).not.toHaveProperty('holidayLocation');
  });

  it('says why a person cannot be edited instead of offering a form the server would refuse', async () => {
    const self = userDetail({
      id: MANAGER.id,
      abilities: { edit: false, delete: false, activate: false, deactivate: false, viewTasks: true },
    });
    mockApi({ [`GET /users/${self.id}`]: { body: self } });
    renderApp(`/add-user/${self.id}`, { user: MANAGER });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You cannot change your own role, permissions or reporting manager.',
    );
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });
});
