import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { ARJUN, ATTENDANCE_TABLE, emptyTable, OPTIONS } from '../reports-test-data.ts';

/** The files the page handed to the browser to save, by name. */
let saved: string[] = [];
/** The blobs handed to the browser to save. */
let blobs: Blob[] = [];

beforeEach(() => {
  saved = [];
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:orgdesk/1';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Routes = Parameters<typeof mockApi>[0];

async function openReports(routes: Routes = {}) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /reports/options': { body: OPTIONS },
    'GET /reports/individual?*': { body: ATTENDANCE_TABLE },
    ...routes,
  });
  const app = renderApp('/individual', { user: TEST_USER });
  await screen.findByRole('combobox', { name: 'Report type' });
  return { ...app, api };
}

const button = (name: string) => screen.getByRole('button', { name });
const disabled = (name: string) => button(name).hasAttribute('disabled');
const DOWNLOADS = ['Get PDF report', 'Get excel report', 'Get CSV report'];

async function chooseAttendanceOfArjun(user: UserEvent) {
  await choose(user, 'Report type', 'Attendance report');
  await choose(user, 'Employee', ARJUN.name);
}

/** Picks a day in a date field's calendar. */
async function pickDay(user: UserEvent, field: string, day: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('button', { name: day }));
}

/** The 'Reports' alerts on screen, as 'title: message'. */
function reportAlerts(): string[] {
  return screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter((text) => text.startsWith('Reports'));
}

describe('individual reports', () => {
  it('says what each field needs once left, and keeps the downloads off until both are chosen', async () => {
    const { user, api } = await openReports();
    expect(DOWNLOADS.map(disabled)).toEqual([true, true, true]);
    expect(screen.getByText('Choose a report type and an employee to see the report.')).toBeTruthy();
    expect(screen.queryByText('Report type is required!')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await screen.findByText('Report type is required!')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await screen.findByText('Employee name is required!')).toBeTruthy();

    await choose(user, 'Report type', 'Attendance report');
    await waitFor(() => expect(screen.queryByText('Report type is required!')).toBeNull());
    expect(DOWNLOADS.map(disabled)).toEqual([true, true, true]);
    expect(api.callsStartingWith('GET /reports/individual')).toEqual([]);

    await choose(user, 'Employee', ARJUN.name);
    await waitFor(() => expect(DOWNLOADS.map(disabled)).toEqual([false, false, false]));
  });

  it('shows the report once a type and a person are chosen, over the period the server applies', async () => {
    const { user, api } = await openReports();
    await chooseAttendanceOfArjun(user);

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Day', 'Status', 'Check-in', 'Check-out', 'Hours', 'Place']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['23-11-2026', 'Monday', 'Present', '09:02', '18:10', '9.13', 'Kochi office'],
      ['22-11-2026', 'Sunday', 'Weekend', '-', '-', '-', '-'],
    ]);
    // No dates chosen: the month up to today.
    expect(screen.getByText('Period: 24-10-2026 to 24-11-2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Attendance report: Arjun Nair' })).toBeTruthy();
    expect(api.callsStartingWith('GET /reports/individual').map((call) => call.path)).toEqual([
      `/reports/individual?type=AttendanceReport&userId=${ARJUN.id}&format=json`,
    ]);
  });

  it('translates the columns and the words of the report', async () => {
    const { user } = await openReports();
    await chooseAttendanceOfArjun(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: /Français/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'Date',
        'Jour',
        'Statut',
        'Arrivée',
        'Départ',
        'Heures',
        'Lieu',
      ]),
    );
    const firstRow = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(firstRow.slice(0, 3)).toEqual(['23-11-2026', 'lundi', 'Présent']);
    expect(screen.getByRole('button', { name: 'Obtenir le rapport PDF' })).toBeTruthy();
  });

  it("says 'No data found' when the report is empty", async () => {
    const { user } = await openReports({ 'GET /reports/individual?*': { body: emptyTable() } });
    await chooseAttendanceOfArjun(user);
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('clears the To date when the From date changes, and asks for the chosen dates', async () => {
    const { user, api } = await openReports();
    await chooseAttendanceOfArjun(user);
    await pickDay(user, 'From date', '2 November 2026');
    await pickDay(user, 'To date', '20 November 2026');
    await waitFor(() => expect(screen.getByText('Period: 02-11-2026 to 20-11-2026')).toBeTruthy());
    expect(api.callsStartingWith('GET /reports/individual').at(-1)?.path).toBe(
      `/reports/individual?type=AttendanceReport&userId=${ARJUN.id}&from=2026-11-02&to=2026-11-20&format=json`,
    );

    expect(button('To date').textContent).toContain('20-11-2026');
    await pickDay(user, 'From date', '9 November 2026');
    expect(button('To date').textContent).not.toContain('20-11-2026');
    // Only a From date: the report runs to today.
    expect(await screen.findByText('Period: 09-11-2026 to 24-11-2026')).toBeTruthy();
  });

  it('offers no To date before the From date nor after today', async () => {
    const { user } = await openReports();
    await chooseAttendanceOfArjun(user);
    await pickDay(user, 'From date', '10 November 2026');
    await user.click(button('To date'));
    expect((await screen.findByRole('button', { name: '9 November 2026' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: '10 November 2026' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '25 November 2026' }).hasAttribute('disabled')).toBe(true);
  });

  it('turns the date pickers off for the remaining leave balance, and sends no dates for it', async () => {
    const { user, api } = await openReports();
    await chooseAttendanceOfArjun(user);
    await pickDay(user, 'From date', '2 November 2026');
    expect(button('From date').hasAttribute('disabled')).toBe(false);

    await choose(user, 'Report type', 'Remaining leave balance');
    await waitFor(() => expect(button('From date').hasAttribute('disabled')).toBe(true));
    expect(button('To date').hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('As of 24-11-2026')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsStartingWith('GET /reports/individual').at(-1)?.path).toBe(
        `/reports/individual?type=RemainingLeaveBalance&userId=${ARJUN.id}&format=json`,
      ),
    );
  });

  it('downloads the PDF under the spec’s file name, for the chosen person and dates', async () => {
    const { user, api } = await openReports({
      'GET /reports/individual?*': (call) =>
        call.path.endsWith('format=json') ? { body: ATTENDANCE_TABLE } : { body: '%PDF-1.7' },
    });
    await chooseAttendanceOfArjun(user);
    await pickDay(user, 'From date', '2 November 2026');
    await pickDay(user, 'To date', '20 November 2026');
    await user.click(button('Get PDF report'));

    await waitFor(() => expect(saved).toEqual(['ArjunNairLeaves.pdf']));
    expect(api.callsStartingWith('GET /reports/individual').at(-1)?.path).toBe(
      `/reports/individual?type=AttendanceReport&userId=${ARJUN.id}&from=2026-11-02&to=2026-11-20&format=pdf`,
    );
    expect(reportAlerts()).toEqual(['ReportsThe report was downloaded.']);

    await user.click(button('Get excel report'));
    await waitFor(() => expect(saved).toEqual(['ArjunNairLeaves.pdf', 'ArjunNairleave_report.xlsx']));
    await user.click(button('Get CSV report'));
    await waitFor(() => expect(saved.at(-1)).toBe('ArjunNairleave_report.csv'));
  });

  it("warns 'No data found' and downloads nothing when the report is empty", async () => {
    const { user } = await openReports({
      'GET /reports/individual?*': (call) =>
        call.path.endsWith('format=json')
          ? { body: emptyTable() }
          : apiError(404, 'no_data', 'No data found'),
    });
    await chooseAttendanceOfArjun(user);
    await user.click(button('Get excel report'));
    await waitFor(() => expect(reportAlerts()).toEqual(['ReportsNo data found']));
    expect(saved).toEqual([]);
    expect(blobs).toEqual([]);
  });

  it("shows the server's message when a download fails otherwise", async () => {
    const { user } = await openReports({
      'GET /reports/individual?*': (call) =>
        call.path.endsWith('format=json')
          ? { body: ATTENDANCE_TABLE }
          : apiError(404, 'not_found', 'This person is not in your team.'),
    });
    await chooseAttendanceOfArjun(user);
    await user.click(button('Get CSV report'));
    await waitFor(() => expect(reportAlerts()).toEqual(['ReportsThis person is not in your team.']));
    expect(saved).toEqual([]);
  });

  it('shows the error of options that failed to load', async () => {
    mockApi({
      'GET /org/subtree': { body: { nodes: [] } },
      'GET /reports/options': apiError(500, 'internal_error', ''),
    });
    renderApp('/individual', { user: TEST_USER });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
  });
});
