import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { CHRISTMAS, HOLIDAY_ADMIN, holidaysResponse, YEAR_END } from '../holidays-test-data.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Routes = Parameters<typeof mockApi>[0];

async function openCalendar(routes: Routes = {}, path = '/calendar', user = HOLIDAY_ADMIN) {
  const api = mockApi({
    'GET /holidays?*': { body: holidaysResponse([CHRISTMAS, YEAR_END]) },
    'GET /holidays/dates?*': { body: { dates: [CHRISTMAS.date, YEAR_END.date] } },
    ...routes,
  });
  const app = renderApp(path, { user });
  return { ...app, api };
}

/** The table's body rows, each as its cells' text. */
async function rows(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Picks a day in the date picker of the open dialog (its calendar opens on the earliest day). */
async function pickDay(user: UserEvent, dialog: ReturnType<typeof within>, label: string) {
  await user.click(dialog.getByRole('button', { name: /^Date/ }));
  await user.click(await screen.findByRole('button', { name: label }));
}

async function fillAddForm(user: UserEvent, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText(/^Holiday name/), 'Founders day');
  await choose(user, 'Holiday type', 'Festival');
  await pickDay(user, dialog, '30 November 2026');
  await user.type(dialog.getByLabelText(/^Comments/), 'The day the company was founded.');
}

describe('holidays calendar', () => {
  it('lists the holidays with their type, country, DD-MM-YYYY date and weekday, and actions where allowed', async () => {
    await openCalendar();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Holiday name', 'Holiday type', 'Country name', 'Holiday date', 'Day', 'Comments', 'Actions']);
    expect(await rows()).toEqual([
      ['Christmas Day', 'Public', 'India', '25-12-2026', 'Friday', '-', '-'],
      [
        'Year end shutdown',
        'Company',
        'India',
        '31-12-2026',
        'Thursday',
        'The offices close for the day.',
        '',
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Edit holiday Year end shutdown' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete holiday Year end shutdown' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit holiday Christmas Day' })).toBeNull();
    // The location is the one the server listed: the caller's own.
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'India');
    expect(screen.getByRole('button', { name: 'Add holiday' })).toBeTruthy();
  });

  it('names the weekday, and its column, in the interface language', async () => {
    const { user } = await openCalendar();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: /Français/ }));
    await waitFor(async () => expect((await rows())[0]?.[4]).toBe('vendredi'));
    // The column is the weekday ('Jour'), not the part of a day the leave form asks for ('Journée').
    expect(screen.getAllByRole('columnheader')[4]?.textContent).toBe('Jour');
  });

  it('asks for the chosen location, the search and the page size, keeping them in the address', async () => {
    const { user, api, router } = await openCalendar();
    await screen.findByRole('table');
    expect(api.callsStartingWith('GET /holidays?')[0]?.path).toBe('/holidays?page=1&pageSize=10');

    await choose(user, 'Location', 'US');
    await waitFor(() =>
      expect(api.callsStartingWith('GET /holidays?').at(-1)?.path).toBe(
        '/holidays?location=2&page=1&pageSize=10',
      ),
    );
    await choose(user, 'Rows per page', '25');
    await user.type(screen.getByRole('searchbox', { name: 'Search holidays' }), 'day{Enter}');
    await waitFor(() =>
      expect(api.callsStartingWith('GET /holidays?').at(-1)?.path).toBe(
        '/holidays?location=2&search=day&page=1&pageSize=25',
      ),
    );
    expect(router.state.location.search).toBe('?location=2&search=day&pageSize=25');
  });

  it("says 'No data found!' for an empty list, and hides Add holiday without the ability", async () => {
    await openCalendar(
      { 'GET /holidays?*': { body: holidaysResponse([], { abilities: { create: false } }) } },
      '/calendar',
      TEST_USER,
    );
    expect(await screen.findByText('No data found!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add holiday' })).toBeNull();
  });

  it('shows the error of a list that failed to load', async () => {
    await openCalendar({ 'GET /holidays?*': apiError(500, 'internal_error', '') });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
  });

  it('offers every holiday type but Public, and says what each empty field needs', async () => {
    const { user } = await openCalendar();
    await user.click(await screen.findByRole('button', { name: 'Add holiday' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add holiday' }));
    await user.click(dialog.getByRole('combobox', { name: 'Holiday type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Company', 'Festival', 'Regional']);
    await user.keyboard('{Escape}');

    expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'India');
    await user.click(dialog.getByLabelText(/^Holiday name/));
    await user.click(dialog.getByLabelText(/^Comments/));
    await user.tab();
    expect(await dialog.findByText('Holiday name is required!')).toBeTruthy();
    expect(dialog.getByText('Comments is required!')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('keeps the modal open with the spec’s message when the day was taken meanwhile (409)', async () => {
    const { user, api } = await openCalendar({
      'POST /holidays': apiError(
        409,
        'holiday_date_taken',
        'We already have a holiday for this selected date',
        [{ path: 'date', message: 'We already have a holiday for this selected date' }],
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add holiday' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add holiday' }));
    await fillAddForm(user, dialog);
    const save = dialog.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);

    expect(await dialog.findByText('We already have a holiday for this selected date')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add holiday' })).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    const [post] = api.callsTo('POST /holidays');
    expect(post?.body).toEqual({
      name: 'Founders day',
      typeId: 3,
      date: '2026-11-30',
      comments: 'The day the company was founded.',
      location: 1,
    });
    expect(post?.headers['idempotency-key']).toMatch(UUID);
  });

  it('disables the days before the earliest one and the days that have a holiday', async () => {
    const { user } = await openCalendar({
      'GET /holidays/dates?*': { body: { dates: ['2026-11-30'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add holiday' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add holiday' }));
    await user.click(dialog.getByRole('button', { name: /^Date/ }));
    // Today is 24 November: three days ahead is the first day on offer (spec 002 §9).
    expect(await screen.findByRole('button', { name: '26 November 2026' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '27 November 2026' })).toHaveProperty('disabled', false);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '30 November 2026' })).toHaveProperty('disabled', true),
    );
  });

  it('adds a holiday: Save, the modal closes and the list is asked again', async () => {
    const { user, api } = await openCalendar({
      'POST /holidays': { status: 201, body: { ...YEAR_END, id: 3, name: 'Founders day' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add holiday' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add holiday' }));
    const listCalls = api.callsStartingWith('GET /holidays?').length;
    await fillAddForm(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Holiday saved successfully.')).toBeTruthy();
    expect(screen.getByText('Save', { selector: '.mantine-Notification-title' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add holiday' })).toBeNull());
    await waitFor(() => expect(api.callsStartingWith('GET /holidays?').length).toBeGreaterThan(listCalls));
  });

  it('edits a holiday with its type fixed: Update waits for a change and sends no type change', async () => {
    const { user, api } = await openCalendar({
      [`PUT /holidays/${YEAR_END.id}`]: { body: { ...YEAR_END, name: 'Year end closure' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit holiday Year end shutdown' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit holiday' }));
    const type = dialog.getByRole('combobox', { name: 'Holiday type' });
    expect(type).toHaveProperty('disabled', true);
    expect(type).toHaveProperty('value', 'Company');
    expect(dialog.queryByRole('combobox', { name: 'Location' })).toBeNull();
    const update = dialog.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);

    const name = dialog.getByLabelText(/^Holiday name/);
    await user.clear(name);
    await user.type(name, 'Year end closure');
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    await user.click(update);

    expect(await screen.findByText('Holiday updated successfully.')).toBeTruthy();
    expect(api.callsTo(`PUT /holidays/${YEAR_END.id}`)[0]?.body).toEqual({
      name: 'Year end closure',
      typeId: 2,
      date: '2026-12-31',
      comments: 'The offices close for the day.',
    });
  });

  it('deletes a holiday after confirmation, and says Not deleted with the reason when refused', async () => {
    const { user, api } = await openCalendar({
      [`DELETE /holidays/${YEAR_END.id}`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete holiday Year end shutdown' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('You want to delete holiday Year end shutdown?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Holiday deleted successfully.')).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();
    expect(api.callsTo(`DELETE /holidays/${YEAR_END.id}`)).toHaveLength(1);

    mockApi({
      'GET /holidays?*': { body: holidaysResponse([CHRISTMAS, YEAR_END]) },
      [`DELETE /holidays/${YEAR_END.id}`]: apiError(
        422,
        'holiday_locked',
        'Only custom holidays 3 or more days ahead can be changed.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete holiday Year end shutdown' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    );
    expect(await screen.findByText('Only custom holidays 3 or more days ahead can be changed.')).toBeTruthy();
    expect(screen.getByText('Not deleted')).toBeTruthy();
  });

  it('is the Holidays calendar tab of the Attendance screen, which keeps its tab in the address', async () => {
    const { user, router } = await openCalendar({}, '/attendance-record?tab=holidays');
    await screen.findByRole('table');
    await choose(user, 'Location', 'US');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=holidays&location=2'));
  });
});
