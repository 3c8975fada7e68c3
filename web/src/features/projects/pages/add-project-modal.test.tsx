import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import {
  people,
  personOption,
  projectDetails,
  projectItem,
  projectsResponse,
  PROJECT_MANAGER,
} from '../projects-test-data.ts';

const KEY = 'thumbnails/abcdefghijklmnop.png';
const OPTIONS = [
  personOption(people.grace, 'Grace Hopper'),
  personOption(people.alan, 'Alan Turing'),
  personOption(people.barbara, 'Barbara Liskov'),
];

const ROUTES = {
  'GET /projects?*': { body: projectsResponse([projectItem({ id: 1, name: 'Zeus' })], { canCreate: true }) },
  'GET /projects/member-options': { body: { items: OPTIONS } },
  'GET /projects/availability?*': { body: { available: true, message: null } },
};

function png(name = 'logo.png', bytes = 100) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function openAdd(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...ROUTES, ...routes });
  const app = renderApp('/projects-list', { user: PROJECT_MANAGER });
  await app.user.click(await screen.findByRole('button', { name: 'Add project' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add project' }));
  return { ...app, api, dialog };
}

beforeEach(() => {
  // jsdom has no object URLs; the form previews an upload with one.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
});
afterEach(() => {
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

describe('add project', () => {
  it("shows the spec's messages for fields left empty and keeps Save disabled", async () => {
    const { user, dialog } = await openAdd();
    await user.click(dialog.getByLabelText(/^Project name/));
    await user.click(dialog.getByLabelText(/^Description/));
    await user.click(dialog.getByRole('combobox', { name: 'Users' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await dialog.findByText('Project name is required!')).toBeTruthy();
    expect(dialog.getByText('Project description is required!')).toBeTruthy();
    expect(dialog.getByText('Project user is required!')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('offers people sorted by full name with their e-mail, searchable by e-mail', async () => {
    const { user, dialog } = await openAdd();
    await user.click(dialog.getByRole('combobox', { name: 'Users' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => within(option).getByText(/@/).textContent)).toEqual([
      'alan@example.com',
      'barbara@example.com',
      'grace@example.com',
    ]);
    expect(within(options[0]!).getByText('Alan Turing')).toBeTruthy();
    await user.keyboard('grace@');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });

  it('checks the name when it is left and blocks Save while it is taken', async () => {
    const { user, dialog, api } = await openAdd({
      'GET /projects/availability?name=Apollo': {
        body: { available: false, message: 'Project name already exists!' },
      },
    });
    await user.type(dialog.getByLabelText(/^Project name/), 'Apollo');
    await user.tab();
    expect(await dialog.findByText('Project name already exists!')).toBeTruthy();
    expect(api.callsTo('GET /projects/availability?name=Apollo')).toHaveLength(1);

    await choose(user, 'Users', /Grace Hopper/);
    await user.keyboard('{Escape}');
    await user.type(dialog.getByLabelText(/^Description/), 'Moon landing');
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.type(dialog.getByLabelText(/^Project name/), ' 2');
    expect(dialog.queryByText('Project name already exists!')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('refuses other pictures than jpeg, jpg or png, and pictures over 5 MB, before uploading', async () => {
    const { dialog, api } = await openAdd();
    const picker = userEvent.setup({ applyAccept: false });
    const input = dialog.getByLabelText('Upload thumbnail');

    await picker.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await dialog.findByText('Please upload jpeg, jpg, png file only!')).toBeTruthy();

    await picker.upload(input, png('big.png', 5_242_881));
    expect(await dialog.findByText('File size should not be greater than 5Mb.')).toBeTruthy();
    expect(api.callsTo('POST /projects/thumbnails')).toEqual([]);
  });

  it("says 'File upload failed.' when the upload fails", async () => {
    const { user, dialog } = await openAdd({
      'POST /projects/thumbnails': apiError(500, 'internal_error', 'Something went wrong !'),
    });
    await user.upload(dialog.getByLabelText('Upload thumbnail'), png());
    expect(await dialog.findByText('File upload failed.')).toBeTruthy();
  });

  it('saves the name, users, description and uploaded thumbnail, then closes and refreshes the list', async () => {
    const { user, dialog, api } = await openAdd({
      'POST /projects/thumbnails': { status: 201, body: { thumbnailKey: KEY } },
      'POST /projects': { status: 201, body: projectDetails({ name: 'Apollo' }) },
    });
    await user.upload(dialog.getByLabelText('Upload thumbnail'), png());
    expect(await dialog.findByRole('button', { name: 'Remove thumbnail' })).toBeTruthy();
    const upload = api.callsTo('POST /projects/thumbnails')[0]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('logo.png');

    await user.type(dialog.getByLabelText(/^Project name/), 'Apollo');
    await choose(user, 'Users', /Grace Hopper/);
    await choose(user, 'Users', /Alan Turing/);
    await user.keyboard('{Escape}');
    await user.type(dialog.getByLabelText(/^Description/), 'Moon landing');
    expect(dialog.getByText('12 / 500 characters')).toBeTruthy();
    const listCalls = api.callsStartingWith('GET /projects?').length;

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project Apollo has been added.')).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(api.callsTo('POST /projects')[0]?.body).toEqual({
      name: 'Apollo',
      description: 'Moon landing',
      userIds: [people.grace, people.alan],
      thumbnailKey: KEY,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsStartingWith('GET /projects?').length).toBeGreaterThan(listCalls));
  });

  it('sends no thumbnail once the uploaded one is removed', async () => {
    const { user, dialog, api } = await openAdd({
      'POST /projects/thumbnails': { status: 201, body: { thumbnailKey: KEY } },
      'POST /projects': { status: 201, body: projectDetails({ name: 'Apollo' }) },
    });
    await user.upload(dialog.getByLabelText('Upload thumbnail'), png());
    await user.click(await dialog.findByRole('button', { name: 'Remove thumbnail' }));
    await user.type(dialog.getByLabelText(/^Project name/), 'Apollo');
    await choose(user, 'Users', /Grace Hopper/);
    await user.keyboard('{Escape}');
    await user.type(dialog.getByLabelText(/^Description/), 'Moon landing');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Project Apollo has been added.');
    expect(api.callsTo('POST /projects')[0]?.body).not.toHaveProperty('thumbnailKey');
  });

  async function fillAndSave(user: UserEvent, dialog: ReturnType<typeof within>) {
    await user.type(dialog.getByLabelText(/^Project name/), 'Apollo');
    await choose(user, 'Users', /Grace Hopper/);
    await user.keyboard('{Escape}');
    await user.type(dialog.getByLabelText(/^Description/), 'Moon landing');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
  }

  it("puts the server's field details under the fields", async () => {
    const unavailable = 'Some of the chosen users cannot be added: they are inactive or outside your team.';
    const { user, dialog } = await openAdd({
      'POST /projects': apiError(422, 'validation_failed', 'Please correct the highlighted fields.', [
        { path: 'userIds', message: unavailable },
      ]),
    });
    await fillAndSave(user, dialog);
    const users = dialog.getByRole('combobox', { name: 'Users' });
    await waitFor(() => expect(users.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(unavailable)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add project' })).toBeTruthy();
  });

  it('shows a duplicate found on save (409) under the name and blocks Save', async () => {
    const { user, dialog } = await openAdd({
      'POST /projects': apiError(409, 'duplicate', 'Project name already exists!', [
        { path: 'name', message: 'Project name already exists!' },
      ]),
    });
    await fillAndSave(user, dialog);
    expect(await dialog.findByText('Project name already exists!')).toBeTruthy();
    expect(dialog.getByLabelText(/^Project name/).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('closes on Cancel without saving', async () => {
    const { user, dialog, api } = await openAdd();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /projects')).toEqual([]);
  });
});
