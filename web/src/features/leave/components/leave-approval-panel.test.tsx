import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { leave, leavePage, planner } from '../leave-test-data.ts';

const PENDING = leave({
  id: 1,
  reason: 'Flu and a fever that kept me in bed for most of the week',
  abilities: { approve: true, reject: true },
});
const LONG = leave({
  id: 2,
  employee: { id: TEST_USER.id, fullName: 'Ada Lovelace', avatarUrl: null },
  typeId: 8,
  typeName: 'Maternity leave',
  fromDate: '2026-12-07',
  toDate: '2027-01-22',
  duration: 35,
  appliedOn: '2026-11-21T20:30:00.000Z',
  status: 'Approved',
  abilities: { cancel: true },
});
const HALF = leave({
  id: 3,
  employee: { id: TEST_USER.id, fullName: 'Ada Lovelace', avatarUrl: null },
  typeId: 2,
  typeName: 'Personal leave',
  fromDate: '2026-12-01',
  toDate: '2026-12-01',
  halfDay: 'first',
  duration: 0.5,
  abilities: { edit: true, delete: true },
});
const PAST = leave({ id: 4, fromDate: '2026-11-02', toDate: '2026-11-03', status: 'Expired' });

function openList(routes: Parameters<typeof mockApi>[0] = {}, path = '/leave-approval') {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /leaves?*': { body: leavePage([PENDING, LONG, HALF, PAST]) },
    'GET /leaves/planner': { body: planner() },
    ...routes,
  });
  return { ...renderApp(path, { user: TEST_USER }), api };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);

describe('Leave approval list', () => {
  it('shows each application with its dates, duration in months and days, and status', async () => {
    openList();
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual([
      'Applied on',
      'Employee',
      'Type of leave',
      'From date',
      'To date',
      'Duration',
      'Reason',
      'Status',
      'Actions',
    ]);
    expect(cellTexts(await rowOf('Maternity leave')).slice(0, 8)).toEqual([
      // 20:30 UTC on the 21st is the 22nd in Asia/Kolkata, the viewer's zone.
      '22-11-2026',
      'ALAda Lovelace',
      'Maternity leave',
      '07-12-2026',
      '22-01-2027',
      '1 month 5 days',
      'Flu',
      'Approved',
    ]);
    expect(cellTexts(await rowOf('Personal leave'))[5]).toBe('0.5 day (first half)');
    expect(cellTexts(await rowOf('Expired'))[5]).toBe('2 days');
    expect(screen.getByText('Flu and a fever that kept me in bed for most of the week')).toBeTruthy();
  });

  it("offers only the actions each row's abilities allow, and every row's History", async () => {
    openList();
    const actions = async (text: string) =>
      within(await rowOf(text))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(await actions('Flu and a fever that kept me in bed for most of the week')).toEqual([
      'Approve the leave of Grace Hopper',
      'Reject the leave of Grace Hopper',
      'History of the leave of Grace Hopper',
    ]);
    expect(await actions('Maternity leave')).toEqual([
      'Cancel the leave of Ada Lovelace',
      'History of the leave of Ada Lovelace',
    ]);
    expect(await actions('Personal leave')).toEqual([
      'Edit the leave of Ada Lovelace',
      'Delete the leave of Ada Lovelace',
      'History of the leave of Ada Lovelace',
    ]);
    expect(await actions('Expired')).toEqual(['History of the leave of Grace Hopper']);
  });

  it("opens a leave's History in a dialog, its changes as the audit log tells them", async () => {
    const { user } = openList({
      'GET /leaves/4/history': {
        body: {
          items: [
            {
              id: 31,
              occurredAt: '2026-11-01T09:00:00.000Z',
              type: 'leave.applied',
              area: 'leave',
              actor: { id: TEST_USER.id, fullName: 'Ada Lovelace' },
              subject: { kind: 'leave', id: '4' },
              concerns: [],
              changes: null,
              data: null,
            },
          ],
          nextCursor: null,
        },
      },
    });
    await user.click(
      within(await rowOf('Expired')).getByRole('button', { name: 'History of the leave of Grace Hopper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History of the leave of Grace Hopper' });
    expect(await within(dialog).findByText(/Applied for leave #4/)).toBeTruthy();
  });

  it("asks for the whole hierarchy first, then only one's own with the toggle", async () => {
    const { api, user } = openList();
    await screen.findByText('Maternity leave');
    expect(api.callsStartingWith('GET /leaves?')[0]?.path).toBe('/leaves?own=false&page=1&pageSize=10');
    await user.click(screen.getByRole('radio', { name: 'My applications' }));
    await waitFor(() =>
      expect(api.callsStartingWith('GET /leaves?').at(-1)?.path).toBe('/leaves?own=true&page=1&pageSize=10'),
    );
  });

  it('searches 800 ms after the last keystroke', async () => {
    const { api, user } = openList();
    await screen.findByText('Maternity leave');
    await user.type(screen.getByRole('searchbox', { name: 'Search leave applications' }), 'grace');
    expect(api.callsStartingWith('GET /leaves?own=false&search=')).toHaveLength(0);
    await waitFor(
      () =>
        expect(api.callsStartingWith('GET /leaves?').at(-1)?.path).toBe(
          '/leaves?own=false&search=grace&page=1&pageSize=10',
        ),
      { timeout: 3000 },
    );
    expect(api.callsStartingWith('GET /leaves?own=false&search=')).toHaveLength(1);
  });

  it('asks for the total apart when a searched page comes without it, and shows it once counted', async () => {
    const { api, user } = openList({
      // As the server answers: a searched page among many comes without its total.
      'GET /leaves?*': (call) => ({
        body: leavePage([PENDING, LONG, HALF, PAST], call.path.includes('search=') ? { total: null } : {}),
      }),
      'GET /leaves/count?*': { body: { total: 2500 } },
    });
    await screen.findByText('Maternity leave');
    await user.type(screen.getByRole('searchbox', { name: 'Search leave applications' }), 'leave');
    expect(await screen.findByText('1–10 of 2500', undefined, { timeout: 3000 })).toBeTruthy();
    expect(api.callsStartingWith('GET /leaves/count?').map((call) => call.path)).toEqual([
      '/leaves/count?own=false&search=leave&page=1&pageSize=10',
    ]);
  });

  it('goes to the last page from a page past the end, in place of the address', async () => {
    const { api, router } = openList(
      { 'GET /leaves?*': { body: leavePage([PENDING, LONG, HALF], { page: 999 }) } },
      '/leave-approval?page=999&size=25',
    );
    await screen.findByText('Maternity leave');
    await waitFor(() => expect(router.state.location.search).toBe('?size=25'));
    await waitFor(() =>
      expect(api.callsStartingWith('GET /leaves?').at(-1)?.path).toBe('/leaves?own=false&page=1&pageSize=25'),
    );
    expect(screen.queryByText('No data found!')).toBeNull();
  });

  it('says No data found! when there is nothing', async () => {
    openList({ 'GET /leaves?*': { body: leavePage([]) } });
    expect(await screen.findByText('No data found!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a dismissible alert when the list cannot be loaded', async () => {
    const { user } = openList({
      'GET /leaves?*': apiError(403, 'forbidden', 'You are not allowed to do this.'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are not allowed to do this.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('approves at once and says Updated', async () => {
    const { api, user } = openList({
      'POST /leaves/1/approve': { body: { ...PENDING, status: 'Approved' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the leave of Grace Hopper' }));
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(screen.getByText('Leave approved.')).toBeTruthy();
    expect(api.callsTo('POST /leaves/1/approve')[0]?.body).toEqual({});
  });

  it('rejects after asking, with the note, and shows the server word when refused', async () => {
    const { api, user } = openList({
      'POST /leaves/1/reject': apiError(409, 'leave_not_pending', 'This leave is no longer pending.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject the leave of Grace Hopper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject leave' }));
    expect(
      dialog.getByText('You want to reject the leave of Grace Hopper from 26-11-2026 to 27-11-2026?'),
    ).toBeTruthy();
    await user.type(dialog.getByLabelText('Note (optional)'), 'Release week');
    await user.click(dialog.getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('This leave is no longer pending.')).toBeTruthy();
    expect(api.callsTo('POST /leaves/1/reject')[0]?.body).toEqual({ note: 'Release week' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject leave' })).toBeNull());
  });

  it('deletes after asking: Deleted with the message, or Not deleted with the server word', async () => {
    let answer = apiError(409, 'leave_not_pending', 'This leave is no longer pending.');
    const { user } = openList({ 'DELETE /leaves/3': () => answer });
    const remove = await screen.findByRole('button', { name: 'Delete the leave of Ada Lovelace' });

    await user.click(remove);
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(
      dialog.getByText('You want to delete your Personal leave from 01-12-2026 to 01-12-2026?'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Not deleted')).toBeTruthy();
    expect(screen.getByText('This leave is no longer pending.')).toBeTruthy();

    answer = { status: 204 };
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(screen.getByText('Leave deleted successfully.')).toBeTruthy();
  });
});

describe('one leave opened by its address (?leave=)', () => {
  it('shows the leave with its actions; Approve acts and the address drops the leave', async () => {
    const { api, user, router } = openList(
      {
        'GET /leaves/1': { body: PENDING },
        'POST /leaves/1/approve': { body: { ...PENDING, status: 'Approved' } },
      },
      '/leave-approval?leave=1',
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Leave of ${PENDING.employee.fullName}` }),
    );
    expect(await dialog.findByText('Flu and a fever that kept me in bed for most of the week')).toBeTruthy();
    expect(dialog.getByText('Pending')).toBeTruthy();
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '',
      'Approve',
      'Reject',
      'History',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave approved.')).toBeTruthy();
    expect(api.callsTo('POST /leaves/1/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('says so when the leave is not there to see', async () => {
    openList(
      { 'GET /leaves/99': apiError(404, 'not_found', 'This leave does not exist.') },
      '/leave-approval?leave=99',
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave' }));
    expect(await dialog.findByText('This leave does not exist.')).toBeTruthy();
  });
});
