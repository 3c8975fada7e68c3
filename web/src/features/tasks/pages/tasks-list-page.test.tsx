import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { chosen, pills } from '../../../test/select-helpers.ts';
import { FORM_OPTIONS, task, taskIds, taskPage } from '../../../test/task-fixtures.ts';

const LAUNCH = task({ id: 1, name: 'Launch plan' });
const REVIEW = task({ id: 2, name: 'Budget review', assignedTo: null, status: 'Active' });
const deleted = (id: number, name: string) =>
  task({
    id,
    name,
    isDeleted: true,
    abilities: { edit: false, delete: false, restore: true, close: false, remind: false },
  });

function query(call: RecordedCall | undefined): URLSearchParams {
  return new URLSearchParams(call?.path.split('?')[1] ?? '');
}

async function openList(path: string, routes: Parameters<typeof mockApi>[0]) {
  sessionStorage.clear();
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks/form-options': { body: FORM_OPTIONS },
    ...routes,
  });
  const app = renderApp(path, { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: 'Tasks' });
  const listCalls = () => api.callsStartingWith('GET /tasks?');
  return { ...app, api, listCalls, lastQuery: () => query(listCalls().at(-1)) };
}

describe('task list', () => {
  it('shows the tasks under its breadcrumb, each opening its task, and Add task with CreateTask', async () => {
    await openList('/tasks-list', { 'GET /tasks?*': { body: taskPage([LAUNCH, REVIEW]) } });
    const link = await screen.findByRole('link', { name: 'Launch plan' });
    expect(link.getAttribute('href')).toBe('/view-task/1');
    expect(screen.getByText('Unassigned')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Add task' })).toBeTruthy();
  });

  it('hides Add task from someone without CreateTask', async () => {
    await openList('/tasks-list', { 'GET /tasks?*': { body: taskPage([LAUNCH], { canCreate: false }) } });
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
  });

  it('goes back to 15 rows and the first page when another tab is chosen', async () => {
    const { user, lastQuery, router } = await openList('/tasks-list?pageSize=50&page=2', {
      'GET /tasks?*': { body: taskPage([LAUNCH], { total: 80, page: 2, pageSize: 50 }) },
    });
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().get('pageSize')).toBe('50');
    expect(lastQuery().get('page')).toBe('2');

    await user.click(screen.getByRole('tab', { name: 'Over due tasks' }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('overdue'));
    expect(lastQuery().get('pageSize')).toBe('15');
    expect(lastQuery().get('page')).toBe('1');
    expect(router.state.location.search).toBe('?tab=overdue');

    // The tab is a history entry: Back returns to the tab, page and page size left.
    await router.navigate(-1);
    await waitFor(() => expect(lastQuery().get('tab')).toBe('all'));
    expect(lastQuery().get('page')).toBe('2');
    expect(screen.getByRole('tab', { name: 'All tasks', selected: true })).toBeTruthy();
  });

  it('asks for the projects, statuses and assignees chosen in the filters', async () => {
    const { user, lastQuery } = await openList('/tasks-list', {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
    });
    await screen.findByRole('link', { name: 'Launch plan' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    await user.click(screen.getByRole('combobox', { name: 'Projects' }));
    await user.click(await screen.findByRole('option', { name: 'Gemini' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In-progress' }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: '@Me' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));

    await waitFor(() => expect(lastQuery().getAll('assignees')).toEqual(['me', 'unassigned']));
    expect(lastQuery().getAll('projectIds')).toEqual(['2']);
    expect(lastQuery().getAll('statuses')).toEqual(['In-progress']);
    // Closed and In-active are not filter values (spec 000 §4).
    expect(screen.queryByRole('option', { name: 'Closed', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'In-active', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('3');
  });

  it('shows the filter of a dashboard link applied, with the date range as DD/MM/YYYY', async () => {
    const { lastQuery } = await openList('/tasks-list?statuses=In-Progress&from=2026-11-01&to=2026-11-30', {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
    });
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().getAll('statuses')).toEqual(['In-progress']);
    expect(lastQuery().get('from')).toBe('2026-11-01');
    expect(lastQuery().get('to')).toBe('2026-11-30');
    expect(pills('Status')).toEqual(['In-progress']);
    expect(screen.getByRole('button', { name: 'Due date range' }).textContent).toBe(
      '01/11/2026 – 30/11/2026',
    );
  });

  it('opens the Over due tab from a link that filters by Overdue', async () => {
    const { lastQuery } = await openList('/tasks-list?statuses=Overdue', {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
    });
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(screen.getByRole('tab', { name: 'Over due tasks' }).getAttribute('aria-selected')).toBe('true');
    expect(lastQuery().get('tab')).toBe('overdue');
    expect(lastQuery().has('statuses')).toBe(false);
  });

  it('cuts long assignee names in the chosen pills, shorter when several are chosen', async () => {
    const long = 'Bartholomew Alexander Richardson-Smythe';
    const options = {
      ...FORM_OPTIONS,
      projects: [
        { id: 1, name: 'Apollo', users: [{ id: taskIds.alan, fullName: long, email: 'b@example.com' }] },
      ],
    };
    const { user } = await openList(`/tasks-list?assignees=${taskIds.alan}`, {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
      'GET /tasks/form-options': { body: options },
    });
    await waitFor(() => expect(pills('Assigned to')).toEqual(['Bartholomew Alexander Ric…']));
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: '@Me' }));
    await waitFor(() => expect(pills('Assigned to')).toEqual(['Bartholomew Alexander…', '@Me']));
    expect(chosen(long)).toBe(true);
  });

  it('searches 800 ms after the last keystroke, once', async () => {
    const { user, listCalls } = await openList('/tasks-list', {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
    });
    await screen.findByRole('link', { name: 'Launch plan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'plan');
    expect(listCalls().filter((call) => query(call).has('search'))).toEqual([]);
    await waitFor(() => expect(listCalls().some((call) => query(call).get('search') === 'plan')).toBe(true), {
      timeout: 2000,
    });
    expect(listCalls().flatMap((call) => query(call).get('search') ?? [])).toEqual(['plan']);
  });

  it('says how many rows match, and counts them apart when a search comes without its total', async () => {
    await openList('/tasks-list?pageSize=25&page=2', {
      'GET /tasks?*': { body: taskPage([LAUNCH], { total: 80, page: 2, pageSize: 25 }) },
    });
    expect(await screen.findByText('26–50 of 80')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeTruthy();

    let answer: (() => void) | undefined;
    const { api } = await openList('/tasks-list?search=budget&orderBy=dueDate&page=2', {
      'GET /tasks?*': { body: taskPage([LAUNCH], { total: null, page: 2 }) },
      'GET /tasks/count?*': () =>
        new Promise((resolve) => (answer = () => resolve({ body: { total: 2400 } }))),
    });
    expect(await screen.findByText('16–30, counting…')).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    const counted = query(api.callsStartingWith('GET /tasks/count?')[0]);
    expect(counted.get('search')).toBe('budget');
    answer!();
    expect(await screen.findByText('16–30 of 2400')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 160' })).toBeTruthy();
  });

  it('invites to create a task when a plain list is empty', async () => {
    await openList('/tasks-list', { 'GET /tasks?*': { body: taskPage([]) } });
    expect(await screen.findByText('Get started by creating a new task.')).toBeTruthy();
    expect(screen.queryByText('No data found!')).toBeNull();
  });

  it('says No data found! when a filtered list is empty', async () => {
    await openList('/tasks-list?search=zzz', { 'GET /tasks?*': { body: taskPage([]) } });
    expect(await screen.findByText('No data found!')).toBeTruthy();
    expect(screen.queryByText('Get started by creating a new task.')).toBeNull();
  });

  it("shows the server's message in a red alert when the list fails", async () => {
    await openList('/tasks-list', {
      'GET /tasks?*': apiError(422, 'validation_failed', 'Page size must be 10, 15, 25, 50 or 100.'),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Page size must be 10, 15, 25, 50 or 100.',
    );
  });

  it("says 'Something went wrong !' when the server fails without a message, and can ask again", async () => {
    const { user, listCalls } = await openList('/tasks-list', { 'GET /tasks?*': { status: 500, body: {} } });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('restores one deleted task from its row, and the selected ones together', async () => {
    const { user, api } = await openList('/tasks-list?tab=deleted', {
      'GET /tasks?*': {
        body: taskPage([deleted(7, 'Old plan'), deleted(8, 'Old review'), deleted(9, 'Old memo')]),
      },
      'POST /tasks/restore': (call) => ({
        body: { count: (call.body as { taskIds: number[] }).taskIds.length },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore Old plan' }));
    expect(await screen.findByText('Restored')).toBeTruthy();
    expect(screen.getByText('Task Old plan has been restored.')).toBeTruthy();
    expect(api.callsTo('POST /tasks/restore')[0]?.body).toEqual({ taskIds: [7] });

    const restoreSelected = screen.getByRole('button', { name: 'Restore selected' });
    expect(restoreSelected).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select task Old review' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select task Old memo' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(restoreSelected);
    expect(await screen.findByText('2 tasks have been restored.')).toBeTruthy();
    expect(api.callsTo('POST /tasks/restore')[1]?.body).toEqual({ taskIds: [8, 9] });
  });

  it('selects every row of the page from the header checkbox', async () => {
    const { user } = await openList('/tasks-list', { 'GET /tasks?*': { body: taskPage([LAUNCH, REVIEW]) } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all tasks on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select task Launch plan' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select task Budget review' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('sorts by a column ascending, then descending', async () => {
    const { user, lastQuery } = await openList('/tasks-list', {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
    });
    await screen.findByRole('link', { name: 'Launch plan' });
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    await waitFor(() => expect(lastQuery().get('orderBy')).toBe('dueDate'));
    expect(lastQuery().get('sort')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('desc'));
  });

  it('comes back as it was left after opening a task', async () => {
    const { user, router, lastQuery } = await openList('/tasks-list', {
      'GET /tasks?*': { body: taskPage([LAUNCH]) },
      'GET /tasks/1': { body: LAUNCH },
    });
    await user.click(await screen.findByRole('tab', { name: 'Assigned by me' }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('assigned-by-me'));
    await user.click(await screen.findByRole('link', { name: 'Launch plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-task/1'));
    // The task is on screen (the list has left it) before going back.
    await screen.findByRole('heading', { level: 1, name: 'Task details' });

    await router.navigate('/tasks-list');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=assigned-by-me'));
    expect(await screen.findByRole('tab', { name: 'Assigned by me', selected: true })).toBeTruthy();
    expect(lastQuery().get('tab')).toBe('assigned-by-me');
  });
});
