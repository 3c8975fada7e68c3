import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../../../../shared/constants.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { formOptions, ids, listResponse, MANAGER, userDetail } from '../../../test/people-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { choose, chosen, enter, pills } from '../../../test/select-helpers.ts';

const PROJECTS = [
  { id: 1, name: 'Apollo' },
  { id: 2, name: 'Zeus' },
  { id: 3, name: 'Hermes' },
  { id: 4, name: 'Athena' },
];

/** Form options without a manager, and with the manager's projects once one is chosen. */
const ADD_ROUTES = {
  'GET /users/form-options': { body: formOptions() },
  'GET /users/form-options?managerId=*': { body: formOptions({ projects: PROJECTS }) },
  'GET /users/availability?employeeCode=*': { body: { available: true, message: null } },
};

async function openAdd(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...ADD_ROUTES, ...routes });
  const app = renderApp(`/add-user/${EMPTY_GUID}`, { user: MANAGER });
  await screen.findByLabelText(/^First name/);
  return { ...app, api };
}

async function fillValidForm(user: UserEvent) {
  await enter(user, /^First name/, 'Grace');
  await enter(user, /^Last name/, 'Hopper');
  await enter(user, /^Email/, 'grace@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Country code' }));
  await user.paste('+91');
  await user.click(await screen.findByRole('option', { name: /^India/ }));
  await enter(user, /^Contact number/, '9876543210');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(screen.getByRole('radio', { name: 'Married' }));
  await enter(user, /^Employee ID/, 'EMP7');
  await choose(user, 'Department', 'Engineering');
  await choose(user, 'Designation', 'Developer');
  await choose(user, 'Reporting manager', /Alan Turing/);
  await choose(user, 'Role', 'Employee');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Projects' })).toHaveProperty('disabled', false),
  );
  await choose(user, 'Projects', 'Apollo');
  await user.keyboard('{Escape}');
}

const RESEARCH_ID = 'abababab-abab-4bab-8bab-abababababab';

/** The form's choices before and after the custom department Research is added. */
function departmentOptions(researchAdded: boolean) {
  const engineering = { id: ids.engineering, name: 'Engineering' };
  return formOptions({
    departments: researchAdded ? [engineering, { id: RESEARCH_ID, name: 'Research' }] : [engineering],
  });
}

describe('add user', () => {
  it('strips what names, phone and employee id may not hold, and says why until the field is left', async () => {
    const { user } = await openAdd();
    const firstName = screen.getByLabelText(/^First name/);

    await user.type(firstName, 'Gr@ce');
    expect(firstName).toHaveProperty('value', 'Grce');
    expect(screen.getByText('Special characters are not allowed!')).toBeTruthy();

    const phone = screen.getByLabelText(/^Contact number/);
    await user.type(phone, '98a7-6');
    expect(phone).toHaveProperty('value', '9876');
    expect(screen.getByText('Special characters and characters are not allowed!')).toBeTruthy();
    expect(screen.queryByText('Special characters are not allowed!')).toBeNull();

    await user.tab();
    expect(await screen.findByText('Phone number must be 10 digits!')).toBeTruthy();

    const code = screen.getByLabelText(/^Employee ID/);
    await user.type(code, 'EMP 7/b');
    expect(code).toHaveProperty('value', 'EMP7b');
    expect(screen.getByText('Special characters are not allowed!')).toBeTruthy();
  });

  it("shows the spec's messages for fields left empty or wrong", async () => {
    const { user } = await openAdd();
    await user.click(screen.getByLabelText(/^First name/));
    await user.click(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.org');
    await user.tab();
    expect(await screen.findByText('First name is required!')).toBeTruthy();
    expect(screen.getByText('Enter a valid email!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('keeps projects and permissions disabled until a manager is chosen, and clears them when it changes', async () => {
    const { user, api } = await openAdd();
    const projects = screen.getByRole('combobox', { name: 'Projects' });
    expect(projects).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Task permissions' })).toHaveProperty('disabled', true);

    await choose(user, 'Reporting manager', /Alan Turing/);
    await waitFor(() => expect(projects).toHaveProperty('disabled', false));
    expect(api.callsTo(`GET /users/form-options?managerId=${ids.alan}`)).toHaveLength(1);
    await choose(user, 'Projects', 'Apollo');
    await choose(user, 'Task permissions', 'CreateTask');
    await user.keyboard('{Escape}');
    expect(pills('Projects')).toEqual(['Apollo']);
    expect(chosen('CreateTask')).toBe(true);

    await choose(user, 'Reporting manager', /Ada Lovelace/);
    await waitFor(() => expect(pills('Projects')).toEqual([]));
    expect(chosen('CreateTask')).toBe(false);
    expect(api.callsTo(`GET /users/form-options?managerId=${ids.ada}`)).toHaveLength(1);
  });

  it("blocks Save while the e-mail check says 'User already exists!'", async () => {
    const { user } = await openAdd({
      'GET /users/availability?email=grace%40example.com': {
        body: { available: false, message: 'User already exists!' },
      },
      'GET /users/availability?email=g.hopper%40example.com': { body: { available: true, message: null } },
    });
    await fillValidForm(user);

    expect(await screen.findByText('User already exists!')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.paste('g.hopper@example.com');
    await user.tab();
    expect(await screen.findByText('Email is available.')).toBeTruthy();
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
  });

  it('saves a new user, says an invitation was sent, and returns to the users list', async () => {
    const { user, api, router } = await openAdd({
      'GET /users/availability?email=*': { body: { available: true, message: null } },
      'POST /users': { status: 201, body: userDetail() },
      'GET /users?*': { body: listResponse([]) },
    });
    await fillValidForm(user);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);

    expect(
      await screen.findByText(
        'Grace Hopper has been added. An invitation e-mail has been sent to grace@example.com.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users-list'));
    expect(api.callsTo('POST /users')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      countryIso: 'IN',
      countryCode: '+91',
      phoneNumber: '9876543210',
      gender: 'Female',
      maritalStatus: 'Married',
      employeeCode: 'EMP7',
      departmentId: ids.engineering,
      designationId: ids.developer,
      reportingManagerId: ids.alan,
      roleId: ids.employeeRole,
      projectIds: [1],
      permissions: [],
    });
  });

  it('adds a custom department and preselects it', async () => {
    let added = false;
    const { user } = await openAdd({
      'GET /users/form-options': () => ({ body: departmentOptions(added) }),
      'POST /departments': () => {
        added = true;
        return { status: 201, body: { id: RESEARCH_ID, name: 'Research' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add custom department' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add custom department' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(dialog.getByLabelText(/^Department/), 'Research');
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveProperty('value', 'Research');
  });

  it('adds one department for a double click on Save: one request, with an Idempotency-Key header', async () => {
    let added = false;
    const { user, api } = await openAdd({
      'GET /users/form-options': () => ({ body: departmentOptions(added) }),
      // As the server does: the name exists once the first request has added it.
      'POST /departments': async () => {
        if (added)
          return {
            status: 409,
            body: { error: { code: 'duplicate', message: 'Department already exists!' } },
          };
        added = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 201, body: { id: RESEARCH_ID, name: 'Research' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add custom department' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add custom department' }));
    await user.type(dialog.getByLabelText(/^Department/), 'Research');
    const save = dialog.getByRole('button', { name: 'Save' });
    // A double click faster than React renders: both clicks reach a Save that is still enabled.
    act(() => {
      save.click();
      save.click();
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveProperty('value', 'Research');
    expect(screen.queryByText('Department already exists!')).toBeNull();
    const posts = api.callsTo('POST /departments');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ name: 'Research' });
    expect(posts[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("shows a duplicate's message beneath the modal input and disables Save until the name changes", async () => {
    const { user } = await openAdd({
      'POST /designations': {
        status: 409,
        body: {
          error: {
            code: 'duplicate',
            message: 'Designation already exists!',
            details: [{ path: 'name', message: 'Designation already exists!' }],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add custom designation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add custom designation' }));
    const input = dialog.getByLabelText(/^Designation/);
    await user.type(input, 'Developer');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Designation already exists!')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(input, 's');
    expect(dialog.queryByText('Designation already exists!')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});

describe('add user without AddUser', () => {
  it('explains that adding users is not allowed', async () => {
    mockApi({});
    renderApp(`/add-user/${EMPTY_GUID}`, {
      user: { ...MANAGER, permissions: ['EditUser'], abilities: { ...MANAGER.abilities, addUser: false } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to add users.');
  });
});
