import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { FORM_OPTIONS, task, taskPage } from '../../../test/task-fixtures.ts';

const LAUNCH = task({ id: 1, name: 'Launch plan' });
const REVIEW = task({ id: 2, name: 'Budget review', status: 'Active' });
const CLOSED = task({
  id: 3,
  name: 'Old release',
  status: 'Closed',
  abilities: { edit: false, delete: false, restore: false, close: false, remind: false },
});

function query(call: RecordedCall): URLSearchParams {
  return new URLSearchParams(call.path.split('?')[1] ?? '');
}

/** The board's lists answer each status with the tasks of that status among `tasks`. */
async function openBoard(path: string, tasks: Task[], routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStorage.clear();
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks/form-options': { body: FORM_OPTIONS },
    'GET /tasks?*': (call) => {
      const status = query(call).get('statuses');
      return { body: taskPage(status ? tasks.filter((t) => t.status === status) : tasks) };
    },
    ...routes,
  });
  const app = renderApp(path, { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: 'Tasks' });
  return { ...app, api };
}

const column = (status: string) => screen.getByRole('region', { name: status });

describe('task board', () => {
  it('is chosen beside the table and kept in the address, a column per status with the list’s tab and search', async () => {
    const { user, api, router } = await openBoard('/tasks-list?tab=assigned-to-me&search=plan', [
      LAUNCH,
      REVIEW,
    ]);
    await screen.findByRole('link', { name: 'Launch plan' });
    await user.click(screen.getByRole('radio', { name: 'Board' }));
    await waitFor(() =>
      expect(within(column('New')).getByRole('link', { name: 'Launch plan' })).toBeTruthy(),
    );
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('board');
    expect(within(column('Active')).getByRole('link', { name: 'Budget review' })).toBeTruthy();
    const board = api
      .callsStartingWith('GET /tasks?')
      .map(query)
      .filter((q) => q.get('pageSize') === '100');
    expect(board.map((q) => q.get('statuses')).sort()).toEqual([
      'Active',
      'Closed',
      'Completed',
      'In-active',
      'In-progress',
      'New',
    ]);
    for (const q of board) expect([q.get('tab'), q.get('search')]).toEqual(['assigned-to-me', 'plan']);
  });

  it('moves a card through its menu at once, and puts it back with the server’s reason when refused', async () => {
    const tasks = [LAUNCH, REVIEW, CLOSED];
    let refuse = true;
    let sendRefusal = () => {};
    const refusalSent = new Promise<void>((resolve) => (sendRefusal = resolve));
    const { user, api } = await openBoard('/tasks-list?view=board', tasks, {
      'PATCH /tasks/1/status': async (call) => {
        if (refuse) {
          await refusalSent;
          return apiError(403, 'forbidden', 'A closed or deleted task cannot be edited.');
        }
        tasks[0] = { ...LAUNCH, status: (call.body as { status: Task['status'] }).status };
        return { body: tasks[0] };
      },
    });
    await within(column('New')).findByRole('link', { name: 'Launch plan' });
    // A closed task does not move: no handle, no menu.
    expect(screen.queryByRole('button', { name: 'Move Old release to…' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move Launch plan to…' }));
    // Closed only with CloseTask: this task's abilities say no.
    expect(screen.queryByRole('menuitem', { name: 'Closed' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'In-progress' }));
    // In its new column before the server answers.
    expect(await within(column('In-progress')).findByRole('link', { name: 'Launch plan' })).toBeTruthy();
    sendRefusal();
    expect(await screen.findByText('A closed or deleted task cannot be edited.')).toBeTruthy();
    await waitFor(() =>
      expect(within(column('New')).getByRole('link', { name: 'Launch plan' })).toBeTruthy(),
    );
    expect(api.callsTo('PATCH /tasks/1/status').map((c) => c.body)).toEqual([{ status: 'In-progress' }]);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Move Launch plan to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'In-progress' }));
    await waitFor(() =>
      expect(within(column('In-progress')).getByRole('link', { name: 'Launch plan' })).toBeTruthy(),
    );
  });

  it('opens a card’s menu from the keyboard, the focus kept on its button, and moves the card', async () => {
    const tasks = [LAUNCH, REVIEW, CLOSED];
    const { user, api } = await openBoard('/tasks-list?view=board', tasks, {
      'PATCH /tasks/1/status': (call) => ({
        body: { ...LAUNCH, status: (call.body as { status: Task['status'] }).status },
      }),
    });
    await within(column('New')).findByRole('link', { name: 'Launch plan' });
    const button = () => screen.getByRole('button', { name: 'Move Launch plan to…' });
    button().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'In-progress' })).toBeTruthy();
    // Escape closes it, the focus back on its button; the arrows then choose.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'In-progress' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button()));
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'In-progress' });
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    const choice = document.activeElement!.textContent;
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.callsTo('PATCH /tasks/1/status').map((c) => c.body)).toEqual([{ status: choice }]),
    );
  });

  it('asks for the Timeline comment Completed needs when the server says so', async () => {
    const { user } = await openBoard('/tasks-list?view=board', [LAUNCH], {
      'PATCH /tasks/1/status': apiError(422, 'validation_failed', 'Some fields are not valid.', [
        { path: 'status', message: 'Task cannot be completed without adding a comment.' },
      ]),
    });
    await within(column('New')).findByRole('link', { name: 'Launch plan' });
    await user.click(screen.getByRole('button', { name: 'Move Launch plan to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Launch plan' });
    expect(within(dialog).getByText('Task cannot be completed without adding a comment.')).toBeTruthy();
    expect(within(column('New')).getByRole('link', { name: 'Launch plan' })).toBeTruthy();
  });

  it('loads a long column a page at a time', async () => {
    const many = Array.from({ length: 100 }, (_, i) => task({ id: 100 + i, name: `Task ${i}` }));
    const { user, api } = await openBoard('/tasks-list?view=board', [], {
      'GET /tasks?*': (call) => {
        const q = query(call);
        if (q.get('statuses') !== 'New') return { body: taskPage([]) };
        const page = Number(q.get('page'));
        const items = page === 1 ? many : [task({ id: 999, name: 'The last one' })];
        return { body: taskPage(items, { total: 101, page, pageSize: 100 }) };
      },
    });
    await within(column('New')).findByRole('link', { name: 'Task 0' });
    await user.click(within(column('New')).getByRole('button', { name: 'Load more tasks' }));
    expect(await within(column('New')).findByRole('link', { name: 'The last one' })).toBeTruthy();
    const pages = api
      .callsStartingWith('GET /tasks?')
      .map(query)
      .filter((q) => q.get('statuses') === 'New');
    expect(pages.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(within(column('New')).queryByRole('button', { name: 'Load more tasks' })).toBeNull();
  });
});
