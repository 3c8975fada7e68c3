import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CELL_CATEGORIES } from '../../../../../shared/rules/attendance-grid.ts';
import { todayIn } from '../../../../../shared/rules/dates.ts';
import { ar, MESSAGE_KEYS } from '../../../i18n/all-strings.ts';
import { setLanguage } from '../../../i18n/i18n.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { monthDays, novemberGrid } from '../grid-test-data.ts';

const gridCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsStartingWith('GET /attendance/grid?').map((call) => call.path);
const lastGridCall = (api: ReturnType<typeof mockApi>) => gridCalls(api).at(-1);

function openGrid(
  path = '/attendance-record?year=2026&month=11',
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /attendance/grid?*': { body: novemberGrid() },
    ...routes,
  });
  return { ...renderApp(path, { user: TEST_USER }), api };
}

const period = () => screen.getByTestId('attendance-grid-period').textContent;

describe('Attendance grid', () => {
  it("asks for this month's first page by default and shows a row per person, a column per day", async () => {
    const { api } = openGrid('/attendance-record');
    const today = todayIn(TEST_USER.timeZone);
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    await screen.findByRole('table', { name: 'Attendance list' });
    expect(gridCalls(api)[0]).toBe(`/attendance/grid?year=${year}&month=${month}&page=1&pageSize=10`);

    const table = screen.getByRole('table', { name: 'Attendance list' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads).toHaveLength(31);
    expect(heads[0]?.textContent).toBe('Employee');
    // Sunday 1 November 2026: its letter and date, and the whole day for screen readers.
    expect(heads[1]?.textContent).toBe('S1Sunday 01-11-2026');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['GHGrace Hopper', 'ATAlan Turing']);
  });

  it('moves a month back and forth, from December into January of the next year', async () => {
    const { api, user } = openGrid('/attendance-record?year=2026&month=12', {
      'GET /attendance/grid?*': { body: novemberGrid({ days: monthDays(2026, 12), rows: [] }) },
    });
    await waitFor(() => expect(period()).toBe('December 2026'));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(period()).toBe('January 2027'));
    expect(lastGridCall(api)).toBe('/attendance/grid?year=2027&month=1&page=1&pageSize=10');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(period()).toBe('November 2026'));
    expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&page=1&pageSize=10');
  });

  it('filters by leave type and offers Clear to show everyone again', async () => {
    const { api, user, router } = openGrid();
    await screen.findByRole('table', { name: 'Attendance list' });
    await user.click(screen.getByRole('combobox', { name: 'Leave type' }));
    // Nothing to clear yet.
    expect(screen.queryByRole('option', { name: 'Clear' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Work from home' }));
    await waitFor(() =>
      expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&typeId=3&page=1&pageSize=10'),
    );
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('3');

    await choose(user, 'Leave type', 'Clear');
    await waitFor(() =>
      expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&page=1&pageSize=10'),
    );
    expect(screen.getByRole('combobox', { name: 'Leave type' })).toHaveProperty('value', '');
    expect(new URLSearchParams(router.state.location.search).has('type')).toBe(false);
  });

  it('comes back to the month left with Back', async () => {
    const { api, user, router } = openGrid();
    await waitFor(() => expect(period()).toBe('November 2026'));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(period()).toBe('December 2026'));
    expect(router.state.location.search).toBe('?year=2026&month=12');

    await router.navigate(-1);
    await waitFor(() => expect(period()).toBe('November 2026'));
    expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&page=1&pageSize=10');
  });

  it('shows the month for a range in the address longer than a grid shows', async () => {
    const { api } = openGrid('/attendance-record?year=2026&month=11&from=2026-01-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Attendance list' });
    expect(gridCalls(api)).toEqual(['/attendance/grid?year=2026&month=11&page=1&pageSize=10']);
    expect(period()).toBe('November 2026');
    expect(screen.queryByText(/must not exceed/)).toBeNull();
  });

  it('shows the last page for a page past the end', async () => {
    const { api, router } = openGrid('/attendance-record?year=2026&month=11&page=9', {
      'GET /attendance/grid?*': { body: novemberGrid({ total: 37 }) },
    });
    await waitFor(() =>
      expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&page=4&pageSize=10'),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('4');
  });

  it('sends the rows per page and the search of the filter row, and a date range from the address', async () => {
    const { api, user } = openGrid();
    await screen.findByRole('table', { name: 'Attendance list' });
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByText('Date range')).toBeTruthy();

    await choose(user, 'Rows per page', '25');
    await waitFor(() =>
      expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&page=1&pageSize=25'),
    );

    await user.type(within(filters).getByRole('searchbox', { name: 'Search employees' }), 'grace');
    await waitFor(
      () =>
        expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=11&search=grace&page=1&pageSize=25'),
      { timeout: 3000 },
    );
    // Debounced: one request for the whole word.
    expect(gridCalls(api).filter((path) => path.includes('search='))).toHaveLength(1);
  });

  it('shows the days of a date range kept in the address', async () => {
    const { api } = openGrid('/attendance-record?year=2026&month=11&from=2026-11-10&to=2026-11-20');
    await screen.findByRole('table', { name: 'Attendance list' });
    expect(gridCalls(api)[0]).toBe(
      '/attendance/grid?year=2026&month=11&from=2026-11-10&to=2026-11-20&page=1&pageSize=10',
    );
    expect(period()).toBe('10-11-2026 – 20-11-2026');
    // A filter of the filter row is in effect: the row is open to show it.
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
  });

  it('sends a date range picked in the calendar, and refuses one longer than 62 days', async () => {
    const { api, user } = openGrid('/attendance-record?year=2026&month=11&from=2026-11-10&to=2026-11-20');
    await screen.findByRole('table', { name: 'Attendance list' });
    await user.click(screen.getByRole('button', { name: 'Date range' }));
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('button', { name: '3 November 2026' }));
    await user.click(within(calendar).getByRole('button', { name: '5 November 2026' }));
    await waitFor(() =>
      expect(lastGridCall(api)).toBe(
        '/attendance/grid?year=2026&month=11&from=2026-11-03&to=2026-11-05&page=1&pageSize=10',
      ),
    );
    await waitFor(() => expect(period()).toBe('03-11-2026 – 05-11-2026'));

    await user.click(screen.getByRole('button', { name: 'Date range' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: '2 November 2026' }));
    await user.click(within(again).getByRole('button', { name: 'Next month' }));
    await user.click(within(again).getByRole('button', { name: 'Next month' }));
    await user.click(within(again).getByRole('button', { name: '28 January 2027' }));
    expect(await screen.findByText('Choose at most 62 days.')).toBeTruthy();
    expect(gridCalls(api).filter((path) => path.includes('to=2027-01-28'))).toEqual([]);
  });

  it("names each day's category on its marker, as a tooltip and for screen readers, with a legend", async () => {
    const { user } = openGrid();
    const table = await screen.findByRole('table', { name: 'Attendance list' });
    const grace = within(table)
      .getByRole('rowheader', { name: /Grace Hopper/ })
      .closest('tr')!;
    const cells = within(grace).getAllByRole('cell');
    expect(within(cells[19]!).getByRole('img').getAttribute('aria-label')).toBe('Sick leave');
    expect(within(cells[20]!).getByRole('img').getAttribute('aria-label')).toBe('Weekend');
    expect(within(cells[24]!).getByRole('img').getAttribute('aria-label')).toBe('Upcoming day');
    expect(within(cells[0]!).getByRole('img').getAttribute('aria-label')).toBe('Nothing recorded');

    await user.hover(within(cells[19]!).getByRole('img'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Sick leave');

    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Present',
      'Sick leave',
      'Weekend',
      'Public holiday',
      'Compensatory leave',
      'Personal leave',
      'Work from home',
      'Paternity leave',
      'Maternity leave',
      'Optional leave',
      'Bereavement leave',
      'Upcoming day',
      'Absent',
    ]);
  });

  it('moves between the days that open with the arrow keys, skipping days with nothing to open', async () => {
    const grid = novemberGrid();
    const [grace, alan] = grid.rows;
    // Grace has records on the 2nd and 23rd, Alan on the 23rd and 27th.
    grace!.recordIds[1] = 40;
    alan!.recordIds[22] = 51;
    alan!.recordIds[26] = 52;
    const { user } = openGrid(undefined, { 'GET /attendance/grid?*': { body: grid } });
    const table = await screen.findByRole('table', { name: 'Attendance list' });
    const dayOf = (name: RegExp) => {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
      return (day: number) => within(within(row).getAllByRole('cell')[day - 1]!).getByRole('button');
    };
    const [graceOn, alanOn] = [dayOf(/Grace Hopper/), dayOf(/Alan Turing/)];

    graceOn(2).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(graceOn(23));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(alanOn(23));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(alanOn(27));
    // Nothing further that way: the focus stays.
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(alanOn(27));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(alanOn(27));
    await user.keyboard('{ArrowLeft}{ArrowUp}{Home}');
    expect(document.activeElement).toBe(graceOn(2));
  });

  it('translates the markers and the month into Arabic', async () => {
    await setLanguage('ar');
    openGrid();
    const table = await screen.findByRole('table', { name: 'قائمة الحضور' });
    expect(within(table).getAllByRole('img', { name: 'إجازة مرضية' })).toHaveLength(1);
    expect(period()).toContain('نوفمبر');
  });

  it('pages through everyone, the month kept', async () => {
    const { api, user } = openGrid('/attendance-record?year=2026&month=10', {
      'GET /attendance/grid?*': { body: novemberGrid({ total: 37 }) },
    });
    await screen.findByRole('table', { name: 'Attendance list' });
    expect(screen.getByText('1–10 of 37')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() =>
      expect(lastGridCall(api)).toBe('/attendance/grid?year=2026&month=10&page=4&pageSize=10'),
    );
  });

  it('says No data found! when nobody matches', async () => {
    openGrid('/attendance-record?year=2026&month=11', {
      'GET /attendance/grid?*': { body: novemberGrid({ rows: [], total: 0 }) },
    });
    expect(await screen.findByText('No data found!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  });

  it('shows the server’s word when the grid cannot be loaded', async () => {
    openGrid('/attendance-record?year=2026&month=11', {
      'GET /attendance/grid?*': apiError(422, 'validation_failed', 'Choose both dates of the range.'),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Choose both dates of the range.');
  });
});

describe('the cell categories', () => {
  it('are all translated (the dash excepted)', () => {
    for (const { label } of CELL_CATEGORIES.filter((category) => category.code !== 'none')) {
      expect(MESSAGE_KEYS, label).toContain(label);
      expect(ar[label as keyof typeof ar], label).toBeTruthy();
    }
  });
});

describe('Attendance grid export', () => {
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

  it('downloads Attendance-list.csv with the filters in effect, without the paging', async () => {
    const { api, user } = openGrid('/attendance-record?year=2026&month=11&type=1&page=2', {
      'GET /attendance/grid/export?*': { body: 'Employee' },
    });
    await screen.findByRole('table', { name: 'Attendance list' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['Attendance-list.csv']));
    expect(api.callsStartingWith('GET /attendance/grid/export').map((call) => call.path)).toEqual([
      '/attendance/grid/export?year=2026&month=11&typeId=1',
    ]);
  });

  it('says why when the export fails', async () => {
    const { user } = openGrid('/attendance-record?year=2026&month=11', {
      'GET /attendance/grid/export?*': apiError(403, 'forbidden', 'You are not allowed to do this.'),
    });
    await screen.findByRole('table', { name: 'Attendance list' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
