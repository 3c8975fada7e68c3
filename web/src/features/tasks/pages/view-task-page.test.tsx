import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task, TaskFormOptions } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiError, mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { task as taskOf } from '../../../test/task-fixtures.ts';

const GRACE = { id: '11111111-1111-4111-8111-111111111111', fullName: 'Grace Hopper' };
const ALAN = { id: '22222222-2222-4222-8222-222222222222', fullName: 'Alan Turing' };
const ADA = { id: TEST_USER.id, fullName: 'Ada Lovelace' };

function task(overrides: Partial<Task> = {}): Task {
  return taskOf({
    id: 7,
    name: 'Ship the release',
    project: { id: 3, name: 'Apollo' },
    assignedTo: GRACE,
    assignedBy: ADA,
    createdBy: ALAN,
    dueDate: '2026-12-05',
    description: 'Read https://example.com/notes.',
    ...overrides,
  });
}

const OPTIONS: TaskFormOptions = {
  projects: [
    {
      id: 3,
      name: 'Apollo',
      users: [
        { ...GRACE, email: 'grace@example.com' },
        { ...ALAN, email: 'alan@example.com' },
      ],
    },
  ],
  today: '2026-11-23',
  maxDueDate: '2028-11-23',
};

async function openTask(stored: Task, routes: Record<string, MockResponse> = {}) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    [`GET /tasks/${stored.id}`]: { body: stored },
    [`GET /tasks/${stored.id}/timeline`]: { body: { items: [], nextCursor: null } },
    'GET /tasks/form-options': { body: OPTIONS },
    ...routes,
  });
  const app = renderApp(`/view-task/${stored.id}`, { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: 'Task details' });
  return { ...app, api };
}

/** The value shown under a field's label in read mode. */
function fieldValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('view task', () => {
  it('shows the task with its people, due date, status and breadcrumb', async () => {
    await openTask(task({ isOverdue: true, assignedTo: null }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ship the release' })).toBeTruthy();
    expect(fieldValue('Project')).toBe('Apollo');
    expect(fieldValue('Task ID')).toBe('T-0007');
    expect(fieldValue('Assigned to')).toBe('Unassigned');
    expect(fieldValue('Assigned by')).toBe('Ada Lovelace');
    expect(fieldValue('Created by')).toBe('Alan Turing');
    expect(fieldValue('Due date')).toBe('05-12-2026');
    expect(fieldValue('Status')).toBe('NewOverdue');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Tasks' }).getAttribute('href')).toBe('/tasks-list');
    expect(crumbs.getByText('View task')).toBeTruthy();
  });

  it('makes web addresses in the description links, and nothing else', async () => {
    await openTask(
      task({
        description: 'Spec: https://example.com/spec?a=1. Not this: javascript:alert(1) nor data:text/html,x',
      }),
    );
    const link = await screen.findByRole('link', { name: 'https://example.com/spec?a=1' });
    expect(link.getAttribute('href')).toBe('https://example.com/spec?a=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const description = fieldValue('Description');
    expect(description).toContain('javascript:alert(1)');
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
  });

  it('enables Update only once something changed, and Cancel restores the stored task', async () => {
    const { user } = await openTask(task());
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit task' })).toBeTruthy();
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Task ID')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Assigned by')).toHaveProperty('readOnly', true);

    const name = screen.getByLabelText(/^Task name/);
    await user.type(name, ' v2');
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    // Only trailing spaces differ from the stored name: nothing would change.
    await user.clear(name);
    await user.type(name, 'Ship the release  ');
    await waitFor(() => expect(update).toHaveProperty('disabled', true));

    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Task name is required!')).toBeTruthy();
    expect(update).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Task details' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Ship the release/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^Task name/)).toHaveProperty('value', 'Ship the release');
  });

  it('saves the changes, says Updated and shows the stored task again', async () => {
    const saved = task({ name: 'Ship it', assignedTo: ALAN, status: 'Active' });
    const { user, api } = await openTask(task(), { 'PUT /tasks/7': { body: saved } });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText(/^Task name/);
    await user.clear(name);
    await user.type(name, 'Ship it');
    await choose(user, 'Assigned to', 'Alan Turing');
    await choose(user, 'Status', 'Active');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(api.callsTo('PUT /tasks/7')[0]?.body).toEqual({
      name: 'Ship it',
      assignedToId: ALAN.id,
      dueDate: '2026-12-05',
      status: 'Active',
      description: 'Read https://example.com/notes.',
      applyTo: 'task',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Task details' })).toBeTruthy();
    expect(fieldValue('Assigned to')).toBe('Alan Turing');
  });

  describe('a repeating task (issue 31)', () => {
    // The third of five, every week on Saturday, from 21 November 2026.
    const repeating = task({
      seriesId: 4,
      series: {
        rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=5',
        startDate: '2026-11-21',
        stopped: false,
        occurrenceDate: '2026-12-05',
      },
    });

    it('changes this task alone unless told to change the following ones too', async () => {
      const { user, api } = await openTask(repeating, { 'PUT /tasks/7': { body: repeating } });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      expect(screen.getByRole('radio', { name: 'This task' })).toHaveProperty('checked', true);
      // How it repeats is the series': shown only for the following tasks.
      expect(screen.queryByRole('combobox', { name: 'Repeat' })).toBeNull();
      await user.type(screen.getByLabelText(/^Task name/), ' v2');
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await screen.findByText('Updated');
      expect(api.callsTo('PUT /tasks/7')[0]?.body).toMatchObject({
        name: 'Ship the release v2',
        applyTo: 'task',
      });
      expect(api.callsTo('PUT /tasks/7')[0]?.body).not.toHaveProperty('repeat');
    });

    it('shows how the following tasks repeat, counted from this one, and sends a change of it', async () => {
      const { user, api } = await openTask(repeating, { 'PUT /tasks/7': { body: repeating } });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const update = screen.getByRole('button', { name: 'Update' });
      await user.click(screen.getByRole('radio', { name: 'This and the following tasks' }));
      // The series as it is: weekly on Saturday, three times left from this task.
      expect(screen.getByRole('combobox', { name: 'Repeat' })).toHaveProperty('value', 'Weekly');
      expect(screen.getByRole('textbox', { name: 'Times' })).toHaveProperty('value', '3');
      expect(update).toHaveProperty('disabled', true);

      await user.clear(screen.getByRole('textbox', { name: 'Every' }));
      await user.type(screen.getByRole('textbox', { name: 'Every' }), '2');
      await waitFor(() => expect(update).toHaveProperty('disabled', false));
      await user.click(update);
      await screen.findByText('Updated');
      expect(api.callsTo('PUT /tasks/7')[0]?.body).toMatchObject({
        name: 'Ship the release',
        applyTo: 'following',
        repeat: {
          frequency: 'weekly',
          interval: 2,
          weekdays: ['SA'],
          monthlyBy: 'day',
          end: { kind: 'count', count: 3 },
        },
      });
    });

    it('stops the series with Does not repeat, and saying so', async () => {
      const { user, api } = await openTask(repeating, { 'PUT /tasks/7': { body: repeating } });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      await user.click(screen.getByRole('radio', { name: 'This and the following tasks' }));
      await choose(user, 'Repeat', 'Does not repeat');
      expect(await screen.findByText('No more of it will be added.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await screen.findByText('Updated');
      expect(api.callsTo('PUT /tasks/7')[0]?.body).toMatchObject({ applyTo: 'following', repeat: null });
    });

    it('offers no choice for a task whose series has ended', async () => {
      const { user } = await openTask(
        task({ ...repeating, series: { ...repeating.series!, stopped: true } }),
      );
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      expect(screen.queryByRole('radio', { name: 'This and the following tasks' })).toBeNull();
    });
  });

  it.each([
    [false, ['New', 'Active', 'In-progress', 'Completed', 'In-active']],
    [true, ['New', 'Active', 'In-progress', 'Completed', 'Closed', 'In-active']],
  ])('offers Closed only to whoever may close the task (close: %s)', async (close, expected) => {
    const { user } = await openTask(
      task({ abilities: { edit: true, delete: true, restore: false, close, remind: false } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(expected);
  });

  it('warns, beside the status, that a task needs a comment before it is completed', async () => {
    const { user } = await openTask(
      task({
        status: 'In-progress',
        abilities: { edit: true, delete: false, restore: false, close: true, remind: false },
      }),
      {
        'PUT /tasks/7': apiError(422, 'validation_failed', 'Please correct the highlighted fields.', [
          { path: 'status', message: 'Task cannot be completed without adding a comment.' },
        ]),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await choose(user, 'Status', 'Completed');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('Task cannot be completed without adding a comment.');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit task' })).toBeTruthy();
    // Once a comment exists the same choice may be sent again.
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', false);
  });

  it.each(['In-progress', 'Completed'] as const)('hides Delete for a task that is %s', async (status) => {
    await openTask(
      task({ status, abilities: { edit: true, delete: false, restore: false, close: false, remind: false } }),
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers nothing to change on a closed task, and says why', async () => {
    await openTask(
      task({
        status: 'Closed',
        abilities: { edit: false, delete: false, restore: false, close: false, remind: false },
      }),
    );
    expect(await screen.findByText('This task is closed, so it cannot be edited or deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('confirms with the name cut to 15 characters, deletes and returns to the list', async () => {
    const { user, api, router } = await openTask(task({ name: 'Prepare the quarterly budget' }), {
      'POST /tasks/delete': { body: { count: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('You want to delete task Prepare the qua…?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks-list'));
    expect(api.callsTo('POST /tasks/delete')[0]?.body).toEqual({ taskIds: [7] });
    expect(await screen.findByText('Deleted!')).toBeTruthy();
    expect(screen.getByText('Task has been deleted successfully.')).toBeTruthy();
  });

  it("shows the server's refusal to delete as an error notification", async () => {
    const { user, router } = await openTask(task(), {
      'POST /tasks/delete': apiError(403, 'forbidden', 'You are not allowed to delete tasks.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('You are not allowed to delete tasks.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/view-task/7');
  });

  it('says a task it cannot find is not found, with a way back to the list', async () => {
    mockApi({
      'GET /org/subtree': { body: { nodes: [] } },
      'GET /tasks/9': apiError(404, 'not_found', 'Task not found.'),
    });
    renderApp('/view-task/9', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to tasks list' }).getAttribute('href')).toBe('/tasks-list');
  });

  it("shows 'Something went wrong !' in a red alert when the server fails", async () => {
    mockApi({ 'GET /org/subtree': { body: { nodes: [] } }, 'GET /tasks/9': { status: 500, body: {} } });
    renderApp('/view-task/9', { user: TEST_USER });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
  });

  it('edits with e and goes to the comment box with m', async () => {
    const { user } = await openTask(task(), {
      'GET /tasks/7/timeline': { body: { items: [], nextCursor: null, canComment: true } },
    });
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    await user.keyboard('m');
    await waitFor(() => expect(document.activeElement).toBe(box));

    await user.click(screen.getByRole('heading', { level: 1, name: 'Task details' }));
    await user.keyboard('e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit task' })).toBeTruthy();
  });

  it('does not edit with e when the task may not be edited', async () => {
    const { user } = await openTask(
      task({ abilities: { edit: false, delete: false, restore: false, close: false, remind: false } }),
    );
    await user.keyboard('e');
    expect(screen.getByRole('heading', { level: 1, name: 'Task details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Edit task' })).toBeNull();
  });
});
