import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { userDetail } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { task, taskIds, taskPage } from '../../../test/task-fixtures.ts';

const LAUNCH = task({ id: 1, name: 'Launch plan' });
const REVIEW = task({ id: 2, name: 'Budget review for the whole year' });
const AUDIT = task({ id: 3, name: 'Audit' });
const CSV = { body: 'Id,Task name' };

/** The files the page handed to the browser to save, by name. */
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

async function openList(routes: Parameters<typeof mockApi>[0]) {
  sessionStorage.clear();
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks?*': { body: taskPage([LAUNCH, REVIEW, AUDIT]) },
    ...routes,
  });
  const app = renderApp('/tasks-list?statuses=New&orderBy=name&sort=asc', { user: TEST_USER });
  await screen.findByRole('link', { name: 'Launch plan' });
  return { ...app, api };
}

describe('task list exports', () => {
  it('exports the checked rows, in the table’s order, as Task_list.csv with the zip of their files', async () => {
    const { user, api } = await openList({
      'POST /tasks/export.csv': CSV,
      'GET /tasks/attachments.zip?*': { body: 'PK' },
    });
    expect(screen.queryByRole('button', { name: 'Export selected' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select task Audit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select task Launch plan' }));
    await user.click(screen.getByRole('button', { name: 'Export selected' }));

    await waitFor(() => expect(saved).toEqual(['Task_list.csv', 'Task_Attachments_1_3.zip']));
    expect(api.callsTo('POST /tasks/export.csv')[0]?.body).toEqual({ ids: [1, 3] });
    expect(api.callsStartingWith('GET /tasks/attachments.zip').map((c) => c.path)).toEqual([
      '/tasks/attachments.zip?ids=1&ids=3&from=task-list',
    ]);
  });

  it('exports the whole filtered list with Export all', async () => {
    const { user, api } = await openList({ 'GET /tasks/export.csv?*': CSV });

    await user.click(screen.getByRole('button', { name: 'Export all' }));

    await waitFor(() => expect(saved).toEqual(['Task_list.csv']));
    const [call] = api.callsStartingWith('GET /tasks/export.csv?');
    const query = new URLSearchParams(call?.path.split('?')[1]);
    expect(query.get('tab')).toBe('all');
    expect(query.getAll('statuses')).toEqual(['New']);
    expect(query.get('orderBy')).toBe('name');
    expect(query.get('sort')).toBe('asc');
  });

  it('tells of a failed export and lets the person try again', async () => {
    const { user } = await openList({
      'GET /tasks/export.csv?*': apiError(500, 'internal', 'boom'),
    });

    await user.click(screen.getByRole('button', { name: 'Export all' }));

    expect(await screen.findByText('Something went wrong !')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export all' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks before downloading one task as Task_Id-{id}.csv', async () => {
    const { user, api } = await openList({ 'GET /tasks/2/export.csv': CSV });

    await user.click(screen.getByRole('button', { name: 'Download task Budget review for the whole year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    // The name is cut at 15 characters (spec 001 §6).
    expect(within(dialog).getByText('You want to download task Budget review f…?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('GET /tasks/2/export.csv')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download task Budget review for the whole year' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, download' }));

    await waitFor(() => expect(saved).toEqual(['Task_Id-2.csv']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells why one task could not be downloaded', async () => {
    const { user } = await openList({
      'GET /tasks/1/export.csv': apiError(404, 'not_found', 'Task not found.'),
    });

    await user.click(screen.getByRole('button', { name: 'Download task Launch plan' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, download' }));

    expect(await screen.findByText('Task not found.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe("a person's task view exports", () => {
  it('offers Download tasks once rows are checked, and a download per row', async () => {
    const api = mockApi({
      'GET /org/subtree': { body: { nodes: [] } },
      [`GET /users/${taskIds.grace}`]: { body: userDetail({ id: taskIds.grace, fullName: 'Grace Hopper' }) },
      'GET /tasks?*': { body: taskPage([LAUNCH, AUDIT], { pageSize: 10 }) },
      'POST /tasks/export.csv': CSV,
      'GET /tasks/3/export.csv': CSV,
      // Tasks without files: no zip, and nothing to complain about.
      'GET /tasks/attachments.zip?*': apiError(
        404,
        'no_attachments',
        'The chosen tasks have no attachments.',
      ),
    });
    const { user } = renderApp(`/user-view?userId=${taskIds.grace}`, { user: TEST_USER });
    await screen.findByRole('link', { name: 'Launch plan' });
    const downloadTasks = screen.getByRole('button', { name: 'Download tasks' });
    expect(downloadTasks.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Select all tasks on this page' }));
    await user.click(downloadTasks);
    await waitFor(() => expect(api.callsStartingWith('GET /tasks/attachments.zip')).toHaveLength(1));
    expect(api.callsStartingWith('GET /tasks/attachments.zip')[0]?.path).toContain('from=user-view');
    expect(saved).toEqual(['Task_list.csv']);
    expect(api.callsTo('POST /tasks/export.csv')[0]?.body).toEqual({ ids: [1, 3] });
    expect(screen.queryByText('The chosen tasks have no attachments.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download task Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('You want to download task Audit?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, download' }));
    await waitFor(() => expect(saved).toEqual(['Task_list.csv', 'Task_Id-3.csv']));
  });
});

describe('the overdue reminder of a row', () => {
  it('is offered for an overdue task with an assignee, sends the mail and shows when it went', async () => {
    const late = task({
      id: 4,
      name: 'Late report',
      isOverdue: true,
      abilities: { edit: true, delete: true, restore: false, close: false, remind: true },
    });
    const reminded = { ...late, overdueMailSentAt: '2026-11-24T05:00:00.000Z' };
    let sent = false;
    const api = mockApi({
      'GET /org/subtree': { body: { nodes: [] } },
      'GET /tasks?*': () => Promise.resolve({ body: taskPage([sent ? reminded : late, LAUNCH]) }),
      'POST /tasks/4/overdue-reminder': () => {
        sent = true;
        return Promise.resolve({ body: reminded });
      },
    });
    const { user } = renderApp('/tasks-list', { user: TEST_USER });
    await screen.findByRole('link', { name: 'Late report' });
    expect(screen.queryByRole('button', { name: 'Send overdue reminder for Launch plan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send overdue reminder for Late report' }));
    await waitFor(() => expect(api.callsTo('POST /tasks/4/overdue-reminder')).toHaveLength(1));
    expect(await screen.findByText(/^Overdue reminder sent to /)).toBeTruthy();
    // 05:00 UTC is 10:30 in Kolkata: the same day (kept whole in a span of its own).
    const row = screen.getByRole('link', { name: 'Late report' }).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Sent 24-11-2026'));
  });
});
