import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import {
  ATTENDANCE_MANAGER,
  HEAD_OFFICE,
  MUMBAI_BRANCH,
  PUNE,
  removeGeolocation,
  sitesResponse,
  stubGeolocation,
  WAREHOUSE,
} from '../work-sites-test-data.ts';

type Routes = Parameters<typeof mockApi>[0];

/** The list as the server answers it: by name, with distances when the query gave a position. */
function listAnswer(call: RecordedCall) {
  const near = call.path.includes('latitude=');
  return {
    body: sitesResponse([
      { ...HEAD_OFFICE, distanceMeters: near ? 0.4 : null },
      { ...MUMBAI_BRANCH, distanceMeters: near ? 120_345 : null },
      { ...WAREHOUSE, distanceMeters: near ? 9_870 : null },
    ]),
  };
}

function openTab(routes: Routes = {}, user: SessionUser = ATTENDANCE_MANAGER) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /work-sites': listAnswer,
    'GET /work-sites?*': listAnswer,
    ...routes,
  });
  return { ...renderApp('/settings?tab=work-sites', { user }), api };
}

/** Each site's card, as its text (without the invisible marks that keep '9.9 km' left to right). */
async function cards(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Work sites' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/[\u2066-\u2069]/g, ''));
}

afterEach(removeGeolocation);

describe('settings: work sites tab', () => {
  it('is offered to whoever may manage attendance, and kept in the address', async () => {
    const api = mockApi({
      [`GET /users/${TEST_USER.id}`]: apiError(500, 'internal_error', ''),
      'GET /work-sites': listAnswer,
    });
    const { user, router } = renderApp('/settings', { user: ATTENDANCE_MANAGER });
    await user.click(await screen.findByRole('tab', { name: 'Work sites' }));
    expect(await screen.findByRole('listitem', { name: 'Head office' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=work-sites');
    expect(api.callsTo('GET /work-sites')).toHaveLength(1);
  });

  it('is hidden from someone without ManageAttendance, who gets the profile when asking for it', async () => {
    const { api } = openTab(
      { [`GET /users/${TEST_USER.id}`]: apiError(500, 'internal_error', '') },
      TEST_USER,
    );
    expect(await screen.findByRole('tab', { name: 'Profile settings', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Work sites' })).toBeNull();
    expect(api.callsStartingWith('GET /work-sites')).toEqual([]);
  });

  it('lists the sites nearest first, with the distance from where the browser is', async () => {
    const ask = stubGeolocation(PUNE);
    const { api } = openTab();

    await waitFor(async () => expect((await cards())[0]).toContain('You are here'));
    expect(await cards()).toEqual([
      expect.stringContaining('Head office'),
      expect.stringContaining('Warehouse'),
      expect.stringContaining('Mumbai branch'),
    ]);
    const [head, warehouse, mumbai] = await cards();
    expect(warehouse).toContain('9.9 km away');
    expect(mumbai).toContain('120 km away');
    expect(head).toContain('Position: 18.52043, 73.85674');
    expect(head).toContain('Radius: 200 m');
    expect(mumbai).toContain('Radius: 500 m');
    expect(api.callsTo('GET /work-sites?latitude=18.520431&longitude=73.856744')).toHaveLength(1);
    // The browser is asked once.
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('keeps the server order without a position, and says where the distances come from', async () => {
    stubGeolocation('denied');
    openTab();
    expect(await screen.findByText('Distances show when the browser shares your position.')).toBeTruthy();
    const shown = await cards();
    expect(shown.map((text) => text.split('Position')[0])).toEqual([
      'Head office',
      'Mumbai branch',
      'Warehouse',
    ]);
    expect(shown.join(' ')).not.toContain('away');
  });

  it('names the people of a site, the rest behind +N more, and says when a site has none', async () => {
    const { user } = openTab();
    const head = within(await screen.findByRole('listitem', { name: 'Head office' }));
    expect(head.getByText('People (5):')).toBeTruthy();
    expect(head.getByText('Alan Turing, Barbara Liskov, Grace Hopper')).toBeTruthy();
    await user.click(head.getByRole('button', { name: '+2 more' }));
    expect(
      head.getByText('Alan Turing, Barbara Liskov, Grace Hopper, Linus Torvalds, Ada Lovelace'),
    ).toBeTruthy();
    await user.click(head.getByRole('button', { name: 'Show less' }));
    expect(head.getByText('Alan Turing, Barbara Liskov, Grace Hopper')).toBeTruthy();

    const warehouse = within(screen.getByRole('listitem', { name: 'Warehouse' }));
    expect(warehouse.getByText('No one is bound to this site.')).toBeTruthy();
  });

  it('says when there are no sites yet, and still offers to add one', async () => {
    openTab({ 'GET /work-sites': { body: sitesResponse([]) } });
    expect(await screen.findByText('No work sites yet')).toBeTruthy();
    expect(screen.getByText('Until there are, everyone may mark attendance anywhere.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add work site' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Work sites' })).toBeNull();
  });

  it('shows the error of a list that failed to load, with Try again', async () => {
    const { api, user } = openTab({ 'GET /work-sites': apiError(500, 'internal_error', '') });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET /work-sites')).toHaveLength(2));
  });

  it('deletes a site after the confirmation and says so', async () => {
    let deleted = false;
    const { api, user } = openTab({
      'GET /work-sites': (call) =>
        deleted ? { body: sitesResponse([HEAD_OFFICE, WAREHOUSE]) } : listAnswer(call),
      'DELETE /work-sites/2': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete work site Mumbai branch' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(
      dialog.getByText(
        'You want to delete work site Mumbai branch? People bound to no other site may then mark attendance anywhere.',
      ),
    ).toBeTruthy();
    // 'No, cancel' is focused first: Enter does not delete by accident.
    expect(document.activeElement?.textContent).toBe('No, cancel');
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('Work site deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mumbai branch' })).toBeNull());
    expect(api.callsTo('DELETE /work-sites/2')).toHaveLength(1);
  });

  it('says why a delete failed', async () => {
    const { user } = openTab({ 'DELETE /work-sites/3': apiError(404, 'not_found', 'Work site not found.') });
    await user.click(await screen.findByRole('button', { name: 'Delete work site Warehouse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('You want to delete work site Warehouse?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Not deleted')).toBeTruthy();
    expect(screen.getByText('Work site not found.')).toBeTruthy();
  });
});

describe('settings: compensatory expiry', () => {
  it('shows the setting and saves a new one', async () => {
    let saved = 90;
    const { api, user } = openTab({
      'GET /work-sites': { body: sitesResponse([HEAD_OFFICE]) },
      'PUT /attendance/settings': (call) => {
        saved = (call.body as { compensatoryExpiryDays: number }).compensatoryExpiryDays;
        return { body: { ...(call.body as object), compensatoryExpiryDays: saved } };
      },
    });
    const field = await screen.findByRole('textbox', { name: /^Compensatory days expire after/ });
    expect(field).toHaveProperty('value', '90');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    await user.clear(field);
    await user.type(field, '120');
    await user.click(save);

    expect(await screen.findByText('Attendance settings saved.')).toBeTruthy();
    expect(api.callsTo('PUT /attendance/settings')[0]?.body).toEqual({
      compensatoryExpiryDays: 120,
      workDayStart: '09:30',
      workDayEnd: '18:30',
    });
    expect(saved).toBe(120);
  });

  it('edits the working hours, the start before the end', async () => {
    const { api, user } = openTab({
      'GET /work-sites': { body: sitesResponse([HEAD_OFFICE]) },
      'PUT /attendance/settings': (call) => ({ body: call.body }),
    });
    const start = await screen.findByLabelText(/^Working day starts at/);
    const end = screen.getByLabelText(/^Working day ends at/);
    expect(start).toHaveProperty('value', '09:30');
    expect(end).toHaveProperty('value', '18:30');

    fireEvent.change(start, { target: { value: '19:00' } });
    fireEvent.blur(start);
    fireEvent.change(end, { target: { value: '18:00' } });
    fireEvent.blur(end);
    expect(await screen.findByText('The working day must start before it ends.')).toBeTruthy();

    fireEvent.change(start, { target: { value: '08:45' } });
    fireEvent.blur(start);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attendance settings saved.')).toBeTruthy();
    expect(api.callsTo('PUT /attendance/settings')[0]?.body).toEqual({
      compensatoryExpiryDays: 90,
      workDayStart: '08:45',
      workDayEnd: '18:00',
    });
  });

  it('says what the expiry may be, and saves nothing out of range', async () => {
    const { api, user } = openTab({ 'GET /work-sites': { body: sitesResponse([HEAD_OFFICE], 30) } });
    const field = await screen.findByRole('textbox', { name: /^Compensatory days expire after/ });
    expect(field).toHaveProperty('value', '30');
    expect(screen.getByText('From 1 to 730 days.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '731');
    await user.tab();
    expect(await screen.findByText('The expiry must be a whole number of days from 1 to 730.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.tab();
    expect(await screen.findByText('The expiry must be a whole number of days from 1 to 730.')).toBeTruthy();
    expect(api.callsTo('PUT /attendance/settings')).toEqual([]);
  });
});
