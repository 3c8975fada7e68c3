import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DashboardResponse, Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiError, mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { ids, SUBTREE } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { task as taskOf } from '../../../test/task-fixtures.ts';

const PERSON = { id: ids.grace, fullName: 'Grace Hopper' };

function task(id: number, overrides: Partial<Task> = {}): Task {
  return taskOf({
    id,
    name: `Task number ${id}`,
    assignedTo: PERSON,
    assignedBy: PERSON,
    createdBy: PERSON,
    dueDate: '2026-12-05',
    description: 'Something to do.',
    ...overrides,
  });
}

function dashboard(
  counts: [number, number, number, number, number],
  percentages: [number, number, number, number, number],
  items: Task[] = [],
  total = items.length,
): DashboardResponse {
  const categories = ['New', 'Active', 'In-progress', 'Completed', 'Overdue'] as const;
  return {
    counts: categories.map((category, i) => ({ category, count: counts[i]!, percentage: percentages[i]! })),
    myTasks: { items, total, page: 1, pageSize: 10 },
  };
}

const FILLED = dashboard(
  [6, 3, 3, 3, 3],
  [33.3, 16.7, 16.7, 16.7, 16.6],
  [task(14, { status: 'Active', isOverdue: true }), task(3)],
  27,
);

async function openDashboard(answer: MockResponse | ((path: string) => MockResponse)) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: SUBTREE } },
    'GET /dashboard?*': (call) => (typeof answer === 'function' ? answer(call.path) : answer),
  });
  const app = renderApp('/dashboard', { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: 'Welcome Ada Lovelace' });
  return { ...app, api };
}

describe('dashboard', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    // jsdom lays nothing out, so the chart library complains of a zero-sized chart in every test.
    const original = console.warn.bind(console);
    warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('The width(')) return;
      original(...args);
    });
  });
  afterEach(() => warn.mockRestore());

  it('links each count card to the task list showing what it counts', async () => {
    await openDashboard({ body: FILLED });
    const expected = [
      ['New: 6', '/tasks-list?statuses=New'],
      ['Active: 3', '/tasks-list?statuses=Active'],
      ['In-Progress: 3', '/tasks-list?statuses=In-progress'],
      ['Completed: 3', '/tasks-list?statuses=Completed'],
      ['Overdue: 3', '/tasks-list?tab=overdue'],
    ];
    for (const [name, href] of expected) {
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href);
    }
  });

  it("shows the server's shares with one decimal in the overview legend", async () => {
    await openDashboard({ body: FILLED });
    const legend = within(await screen.findByRole('list', { name: 'Tasks overview' }));
    const rows = legend.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'New33.3%(6)',
      'Active16.7%(3)',
      'In-Progress16.7%(3)',
      'Completed16.7%(3)',
      'Overdue16.6%(3)',
    ]);
    expect(legend.getByText('16.6%', { exact: false })).toBeTruthy();
  });

  it('lists My Tasks, each opening its task, and pages through them', async () => {
    const { user, api } = await openDashboard({ body: FILLED });
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Task ID',
      'Task name',
      'Project',
      'Due date',
      'Status',
    ]);
    expect(table.getByRole('link', { name: 'Task number 14' }).getAttribute('href')).toBe('/view-task/14');
    const firstRow = table.getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['T-0014', 'Task number 14', 'Apollo', '05-12-2026', 'ActiveOverdue']);
    expect(api.callsStartingWith('GET /dashboard?')[0]?.path).toBe('/dashboard?page=1&pageSize=10');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.callsStartingWith('GET /dashboard?').at(-1)?.path).toBe('/dashboard?page=3&pageSize=10'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(api.callsStartingWith('GET /dashboard?').at(-1)?.path).toBe('/dashboard?page=1&pageSize=25'),
    );
  });

  it("says 'No data found!' when there is nothing to count", async () => {
    await openDashboard({ body: dashboard([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]) });
    await waitFor(() => expect(screen.getAllByText('No data found!')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tasks overview' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New: 0' })).toBeTruthy();
  });

  it("shows the server's message in a red alert when the dashboard fails", async () => {
    await openDashboard(apiError(403, 'forbidden', 'This person is not in your team.'));
    expect((await screen.findByRole('alert')).textContent).toContain('This person is not in your team.');
  });

  it('follows the hierarchy selector and says whose dashboard it is', async () => {
    localStorage.setItem(`orgdesk_view_as:${TEST_USER.id}`, ids.grace);
    const { api } = await openDashboard({ body: FILLED });
    expect(await screen.findByText('You are viewing the dashboard of Grace Hopper.')).toBeTruthy();
    expect(api.callsStartingWith('GET /dashboard?')[0]?.headers['x-view-as']).toBe(ids.grace);
  });
});
