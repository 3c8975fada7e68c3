import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_OPTIONS, task, taskPage } from '../../test/task-fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../test/render-app.tsx';

/** Signed in on the task list, which is where the shortcuts are tried from. */
async function onTaskList(page = taskPage([task({ id: 1, name: 'Launch plan' })])) {
  sessionStorage.clear();
  mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks?*': { body: page },
    'GET /tasks/form-options': { body: FORM_OPTIONS },
    'GET /projects?*': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
  });
  const app = renderApp('/tasks-list', { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: 'Tasks' });
  return app;
}

describe('keyboard shortcuts', () => {
  it('lists every shortcut on ?, and closes with Escape', async () => {
    const { user } = await onTaskList();
    await user.keyboard('?');
    const sheet = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    const rows = sheet
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '?Show these shortcuts',
      '/Search',
      'Ctrl + KSearch',
      'cAdd a task',
      'gthendGo to the dashboard',
      'gthentGo to tasks',
      'gthenpGo to projects',
      'gthenuGo to users',
      'gthenoGo to the organization chart',
      'gthenaGo to attendance',
      'gthenlGo to leave',
      'gthennGo to notifications',
      'gthensGo to settings',
      'jIn a list: next row',
      'kIn a list: previous row',
      'EnterIn a list: open the row',
      'eOn a task: edit it',
      'mOn a task: write a comment',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
  });

  it('goes to a page with g and a letter, but not while typing in a field', async () => {
    const { user, router } = await onTaskList();
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('gp');
    expect(router.state.location.pathname).toBe('/tasks-list');

    await user.click(screen.getByRole('heading', { level: 1, name: 'Tasks' }));
    await user.keyboard('gp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects-list'));
  });

  it('opens Add task with c, once, for someone who may add tasks', async () => {
    const { user } = await onTaskList();
    await user.keyboard('c');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add task' }));
    await dialog.findByLabelText(/^Task name/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull());
    // Closed, it stays closed; c asks again.
    await user.keyboard('c');
    expect(await screen.findByRole('dialog', { name: 'Add task' })).toBeTruthy();
  });

  it('does not open Add task for someone who may not add tasks', async () => {
    const { user, router } = await onTaskList({ ...taskPage([]), canCreate: false });
    await user.keyboard('c');
    await waitFor(() => expect(router.state.location.state).toMatchObject({ addTask: expect.any(Number) }));
    expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull();
  });

  it('moves along a list with j and k, and opens the row with Enter', async () => {
    const { user, router } = await onTaskList(
      taskPage([task({ id: 1, name: 'Launch plan' }), task({ id: 2, name: 'Press release' })]),
    );
    // A row's first link (its task number) takes the focus.
    const link = (name: string) => screen.getByRole('link', { name });
    await screen.findByRole('link', { name: 'Launch plan' });
    await user.keyboard('j');
    expect(document.activeElement).toBe(link('T-0001'));
    await user.keyboard('j');
    expect(document.activeElement).toBe(link('T-0002'));
    await user.keyboard('j');
    expect(document.activeElement).toBe(link('T-0002'));
    await user.keyboard('k');
    expect(document.activeElement).toBe(link('T-0001'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-task/1'));
  });
});
