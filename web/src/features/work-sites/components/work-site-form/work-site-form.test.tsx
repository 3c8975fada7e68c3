import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/mock-api.ts';
import { ids, SUBTREE } from '../../../../test/people-fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { pills } from '../../../../test/select-helpers.ts';
import {
  ATTENDANCE_MANAGER,
  HEAD_OFFICE,
  MUMBAI_BRANCH,
  PUNE,
  removeGeolocation,
  sitesResponse,
  stubGeolocation,
} from '../../work-sites-test-data.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Routes = Parameters<typeof mockApi>[0];

function openTab(routes: Routes = {}) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: SUBTREE } },
    'GET /work-sites': { body: sitesResponse([HEAD_OFFICE, MUMBAI_BRANCH]) },
    ...routes,
  });
  return { ...renderApp('/settings?tab=work-sites', { user: ATTENDANCE_MANAGER }), api };
}

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add work site' }));
  return within(await screen.findByRole('dialog', { name: 'Add work site' }));
}

/** Picks a person in the form's people field by typing part of their name. */
async function bind(user: UserEvent, dialog: ReturnType<typeof within>, search: string, name: string) {
  await user.type(dialog.getByRole('combobox', { name: 'People bound to this site' }), search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

afterEach(removeGeolocation);

describe('work site form', () => {
  it('adds a site at the current position with a person, and lists it', async () => {
    stubGeolocation(PUNE);
    let created = false;
    const saved = {
      ...HEAD_OFFICE,
      id: 9,
      name: 'Pune lab',
      members: [{ id: ids.linus, name: 'Linus Torvalds' }],
    };
    const { api, user } = openTab({
      'GET /work-sites?*': () => ({ body: sitesResponse(created ? [HEAD_OFFICE, saved] : [HEAD_OFFICE]) }),
      'POST /work-sites': () => {
        created = true;
        return { status: 201, body: saved };
      },
    });
    const dialog = await openAdd(user);
    expect(dialog.getByRole('textbox', { name: /^Radius \(metres\)/ })).toHaveProperty('value', '200');

    await user.type(dialog.getByRole('textbox', { name: /^Site name/ }), '  Pune lab ');
    await user.click(dialog.getByRole('button', { name: 'Use my current position' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Latitude/ })).toHaveProperty('value', '18.520431'),
    );
    expect(dialog.getByRole('textbox', { name: /^Longitude/ })).toHaveProperty('value', '73.856744');
    // Searchable by designation too.
    await bind(user, dialog, 'develop', 'Linus Torvalds');
    expect(pills('People bound to this site')).toEqual(['Linus Torvalds']);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Work site saved.')).toBeTruthy();
    const [call] = api.callsTo('POST /work-sites');
    expect(call?.body).toEqual({
      name: 'Pune lab',
      latitude: 18.520431,
      longitude: 73.856744,
      radiusMeters: 200,
      memberIds: [ids.linus],
    });
    expect(call?.headers['idempotency-key']).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add work site' })).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Pune lab' })).toBeTruthy();
  });

  it('says what each field needs, with the messages the server uses', async () => {
    const { api, user } = openTab();
    const dialog = await openAdd(user);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    await user.type(dialog.getByRole('textbox', { name: /^Site name/ }), '   ');
    await user.type(dialog.getByRole('textbox', { name: /^Latitude/ }), '95');
    await user.type(dialog.getByRole('textbox', { name: /^Longitude/ }), '-181');
    // A sign typed first is kept while the number is not one yet.
    expect(dialog.getByRole('textbox', { name: /^Longitude/ })).toHaveProperty('value', '-181');
    const radius = dialog.getByRole('textbox', { name: /^Radius \(metres\)/ });
    await user.clear(radius);
    await user.type(radius, '10');
    await user.tab();

    expect(await dialog.findByText('Site name is required!')).toBeTruthy();
    expect(dialog.getByText('Latitude must be a number from -90 to 90.')).toBeTruthy();
    expect(dialog.getByText('Longitude must be a number from -180 to 180.')).toBeTruthy();
    expect(dialog.getByText('Radius must be a whole number of metres from 25 to 10000.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    expect(api.callsTo('POST /work-sites')).toEqual([]);
  });

  it('says what a coordinate needs once emptied, or while only a sign is typed', async () => {
    const { user } = openTab();
    const dialog = await openAdd(user);
    const latitude = dialog.getByRole('textbox', { name: /^Latitude/ });
    const longitude = dialog.getByRole('textbox', { name: /^Longitude/ });
    await user.type(latitude, '18');
    await user.clear(latitude);
    await user.type(longitude, '-');
    await user.tab();

    expect(await dialog.findByText('Latitude must be a number from -90 to 90.')).toBeTruthy();
    expect(dialog.getByText('Longitude must be a number from -180 to 180.')).toBeTruthy();
    expect(latitude).toHaveProperty('value', '');
  });

  it('says under the name that it is taken, and keeps the form open', async () => {
    const { user } = openTab({
      'POST /work-sites': apiError(
        409,
        'work_site_name_taken',
        'A work site with this name already exists.',
        [{ path: 'name', message: 'A work site with this name already exists.' }],
      ),
    });
    const dialog = await openAdd(user);
    await user.type(dialog.getByRole('textbox', { name: /^Latitude/ }), '18.5');
    await user.type(dialog.getByRole('textbox', { name: /^Longitude/ }), '73.8');
    // Sent with Enter from the name, which was never left.
    await user.type(dialog.getByRole('textbox', { name: /^Site name/ }), 'Head office');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
    await user.keyboard('{Enter}');

    const name = dialog.getByRole('textbox', { name: /^Site name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('A work site with this name already exists.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add work site' })).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = openTab({
      'POST /work-sites': apiError(422, 'validation_failed', 'Check the highlighted fields.', [
        { path: 'memberIds', message: 'Choose people of the organisation.' },
      ]),
    });
    const dialog = await openAdd(user);
    await user.type(dialog.getByRole('textbox', { name: /^Site name/ }), 'Depot');
    await user.type(dialog.getByRole('textbox', { name: /^Latitude/ }), '18.5');
    await user.type(dialog.getByRole('textbox', { name: /^Longitude/ }), '73.8');
    await bind(user, dialog, 'Gra', 'Grace Hopper');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Choose people of the organisation.')).toBeTruthy();
  });

  it('says when the browser does not give the position', async () => {
    stubGeolocation('denied');
    const { user } = openTab();
    const dialog = await openAdd(user);
    await user.click(dialog.getByRole('button', { name: 'Use my current position' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Your position is not available. Allow location access, or type the latitude and longitude.',
    );
    expect(dialog.getByRole('textbox', { name: /^Latitude/ })).toHaveProperty('value', '');
  });

  it('edits a site from its stored values: only what changed is needed to Update', async () => {
    const { api, user } = openTab({
      'PUT /work-sites/2': (call) => ({ body: { ...MUMBAI_BRANCH, ...(call.body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit work site Mumbai branch' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit work site' }));
    expect(dialog.getByRole('textbox', { name: /^Site name/ })).toHaveProperty('value', 'Mumbai branch');
    expect(dialog.getByRole('textbox', { name: /^Latitude/ })).toHaveProperty('value', '19.0760898');
    expect(dialog.getByRole('textbox', { name: /^Longitude/ })).toHaveProperty('value', '72.8774121');
    expect(pills('People bound to this site')).toEqual(['Grace Hopper']);
    const update = dialog.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);

    const radius = dialog.getByRole('textbox', { name: /^Radius \(metres\)/ });
    await user.clear(radius);
    await user.type(radius, '750');
    await user.click(update);

    expect(await screen.findByText('Work site updated.')).toBeTruthy();
    expect(api.callsTo('PUT /work-sites/2')[0]?.body).toEqual({
      name: 'Mumbai branch',
      latitude: 19.0760898,
      longitude: 72.8774121,
      radiusMeters: 750,
      memberIds: [ids.grace],
    });
  });
});
