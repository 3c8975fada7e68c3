import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamReportTable } from '../../../../../shared/schemas/reports.schema.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { ARJUN, MEERA, OPTIONS, TODAY } from '../reports-test-data.ts';

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:orgdesk/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const GROUP: TeamReportTable = {
  title: 'Group attendance report',
  employee: '2 employees',
  from: '2026-11-01',
  to: TODAY,
  asOf: null,
  columns: [
    { key: 'Employee', label: 'Employee', align: 'left' },
    { key: 'Working days', label: 'Working days', align: 'right' },
    { key: 'Present', label: 'Present', align: 'right' },
    { key: 'On leave', label: 'On leave', align: 'right' },
    { key: 'Absent', label: 'Absent', align: 'right' },
    { key: 'Attendance %', label: 'Attendance %', align: 'right' },
    { key: 'Leave by type', label: 'Leave by type', align: 'left' },
  ],
  rows: [
    [ARJUN.name, 17, 15, 1, 1, 88.2, 'Sick leave: 1'],
    ['Meera Pillai', 17, 17, 0, 0, 100, ''],
  ],
};

type Routes = Parameters<typeof mockApi>[0];

async function open(path: string, routes: Routes = {}) {
  // The test's own routes first: of two prefixes that match, the mock answers with the first.
  const api = mockApi({
    ...routes,
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /reports/options': { body: OPTIONS },
    'GET /reports/team/*': { body: GROUP },
  });
  const app = renderApp(path, { user: TEST_USER });
  await screen.findByRole('combobox', { name: 'Employees' });
  return { ...app, api };
}

describe('team reports', () => {
  it('shows the group report of everyone for the month so far', async () => {
    const { api } = await open('/group');
    expect(await screen.findByText('88.2')).toBeTruthy();
    expect(screen.getByText('Period: 01-11-2026 to 24-11-2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Group attendance', selected: true })).toBeTruthy();
    expect(api.callsStartingWith('GET /reports/team/group?')[0]?.path).toBe(
      '/reports/team/group?from=2026-11-01&to=2026-11-24&format=json',
    );
  });

  it('keeps the page of a long report in the address: past the end shows the last, Back returns to it', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Person ${i + 1}`, 17, 17, 0, 0, 100, '']);
    const { router, user } = await open('/group?page=9', {
      'GET /reports/team/group?*': { body: { ...GROUP, rows } },
    });
    expect(await screen.findByText('Person 101')).toBeTruthy();
    expect(screen.queryByText('Person 100')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await router.navigate(-1);
    expect(await screen.findByText('Person 120')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');

    // Another report starts again at its first page.
    await choose(user, 'Employees', MEERA.name);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks again for the people chosen, and downloads the .xlsx under its name', async () => {
    const { api, user } = await open('/group');
    await screen.findByText('88.2');
    await choose(user, 'Employees', ARJUN.name);
    await waitFor(() =>
      expect(api.callsStartingWith(`GET /reports/team/group?userIds=${ARJUN.id}&`)).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Get excel report' }));
    await waitFor(() => expect(saved).toEqual(['Group-attendance-report.xlsx']));
    expect(api.callsStartingWith('GET /reports/team/group?').at(-1)?.path).toContain('format=xlsx');
  });

  it('says No data found on screen and for a download of an empty report', async () => {
    const { user } = await open('/absence', {
      'GET /reports/team/absence?*': (call) =>
        call.path.includes('format=json')
          ? { body: { ...GROUP, title: 'Absence report', rows: [] } }
          : apiError(404, 'no_data', 'No data found'),
    });
    expect(await screen.findByText('No data found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get PDF report' }));
    // The empty state and the 'Reports' alert.
    await waitFor(() => expect(screen.getAllByText('No data found')).toHaveLength(2));
    expect(saved).toEqual([]);
  });

  it('asks the leave balance as on today, one column per leave type', async () => {
    const { api } = await open('/holiday', {
      'GET /reports/team/holiday?*': {
        body: {
          ...GROUP,
          title: 'Holiday and leave balance report',
          from: null,
          to: null,
          asOf: TODAY,
          columns: [GROUP.columns[0]!, { key: 'Sick leave', label: 'Sick leave', align: 'right' }],
          rows: [[ARJUN.name, 6]],
        },
      },
    });
    expect(await screen.findByText('As on 24-11-2026')).toBeTruthy();
    expect(api.callsStartingWith('GET /reports/team/holiday?')[0]?.path).toBe(
      `/reports/team/holiday?asOf=${TODAY}&format=json`,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('Sick leave')).toBeTruthy();
  });

  it('moves between the six reports from the navigation', async () => {
    const { user } = await open('/overtime');
    await user.click(screen.getByRole('tab', { name: 'Late / early' }));
    expect(await screen.findByRole('heading', { name: 'Late and early report', level: 2 })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Individual' }));
    expect(await screen.findByRole('combobox', { name: 'Report type' })).toBeTruthy();
  });
});
