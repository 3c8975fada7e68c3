import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { FORM_OPTIONS, task, taskIds, taskPage } from '../../../test/task-fixtures.ts';

const LAUNCH = task({ id: 1, name: 'Launch plan' });

async function openAddTask(routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStorage.clear();
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks?*': { body: taskPage([LAUNCH]) },
    'GET /tasks/form-options': { body: FORM_OPTIONS },
    ...routes,
  });
  const app = renderApp('/tasks-list', { user: TEST_USER });
  await app.user.click(await screen.findByRole('button', { name: 'Add task' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add task' }));
  await dialog.findByLabelText(/^Task name/);
  const button = (name: string) => dialog.getByRole('button', { name });
  return { ...app, api, dialog, button };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Fills the form with a valid task: Write the launch notes, Apollo, Grace Hopper, 30 November. */
async function fillLaunchNotes({ user, dialog }: Awaited<ReturnType<typeof openAddTask>>) {
  await user.type(dialog.getByLabelText(/^Task name/), 'Write the launch notes');
  await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
  await user.click(await screen.findByRole('option', { name: 'Apollo' }));
  await user.click(dialog.getByRole('combobox', { name: 'Assigned to' }));
  await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
  await user.click(dialog.getByRole('button', { name: /^Due date/ }));
  await user.click(await screen.findByRole('button', { name: '30 November 2026' }));
  await user.type(dialog.getByLabelText(/^Description/), 'Notes for the launch.');
}

/** An answer the test releases by hand, so that a second click lands while the first is on its way. */
function heldAnswer(answer: () => MockResponse) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    handler: async () => {
      await released;
      return answer();
    },
  };
}

describe('Add task', () => {
  it('asks before Esc or the cross throws away what was typed, and keeps it when told to stay', async () => {
    const { user, dialog, router } = await openAddTask();
    await user.type(dialog.getByLabelText(/^Task name/), 'Write the launch notes');

    await user.keyboard('{Escape}');
    const question = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(question.getByText('You have unsaved changes. Leave without saving them?')).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'No, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    expect(dialog.getByLabelText(/^Task name/)).toHaveProperty('value', 'Write the launch notes');

    // Back asks the same question while the modal holds changes.
    await router.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'No, cancel' }));
    expect(router.state.location.pathname).toBe('/tasks-list');

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull());
  });

  it('closes at once on Esc when nothing was typed', async () => {
    const { user } = await openAddTask();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
  });

  it('says what is missing once a field is left, keeping Save off and Cancel off until a change', async () => {
    const { user, dialog, button } = await openAddTask();
    expect(button('Save')).toHaveProperty('disabled', true);
    expect(button('Cancel')).toHaveProperty('disabled', true);

    await user.click(dialog.getByLabelText(/^Task name/));
    await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
    await user.click(dialog.getByLabelText(/^Description/));
    await user.click(dialog.getByLabelText(/^Task name/));

    expect(await dialog.findByText('Task name is required!')).toBeTruthy();
    expect(dialog.getByText('Project title is required!')).toBeTruthy();
    expect(dialog.getByText('Description is required!')).toBeTruthy();

    await user.type(dialog.getByLabelText(/^Task name/), 'Write the launch notes');
    expect(button('Cancel')).toHaveProperty('disabled', false);
    expect(button('Save')).toHaveProperty('disabled', true);
    expect(dialog.getByLabelText(/^Task name/).getAttribute('maxlength')).toBe('50');
  });

  it("offers the chosen project's people only, clears the choice when the project changes", async () => {
    const { user, dialog } = await openAddTask();
    const assignee = dialog.getByRole('combobox', { name: 'Assigned to' });
    expect(assignee).toHaveProperty('disabled', true);

    await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Empty project' }));
    expect(assignee).toHaveProperty('disabled', true);
    expect(dialog.getByText('This project has no users yet.')).toBeTruthy();

    await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Apollo' }));
    expect(assignee).toHaveProperty('disabled', false);
    await user.click(assignee);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Grace Hopper', 'Alan Turing']);
    await user.click(screen.getByRole('option', { name: 'Alan Turing' }));
    expect((assignee as HTMLInputElement).value).toBe('Alan Turing');

    await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Gemini' }));
    expect((assignee as HTMLInputElement).value).toBe('');
  });

  it('sends the task, says Saved, closes and refreshes the list', async () => {
    const { user, dialog, button, api } = await openAddTask({
      'POST /tasks': { status: 201, body: task({ id: 2, name: 'Write the launch notes' }) },
    });
    const listCallsBefore = api.callsStartingWith('GET /tasks?').length;
    await user.type(dialog.getByLabelText(/^Task name/), 'Write the launch notes');
    await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Apollo' }));
    await user.click(dialog.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await user.click(dialog.getByRole('button', { name: /^Due date/ }));
    // The calendar opens on the organisation's today (23 November 2026); days before it are off.
    expect(await screen.findByRole('button', { name: '22 November 2026' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '30 November 2026' }));
    await user.type(dialog.getByLabelText(/^Description/), 'Notes for the launch.');

    await user.click(button('Save'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Task Write the launch notes has been created.')).toBeTruthy();
    expect(api.callsTo('POST /tasks')[0]?.body).toEqual({
      name: 'Write the launch notes',
      projectId: 1,
      assignedToId: taskIds.grace,
      dueDate: '2026-11-30',
      description: 'Notes for the launch.',
      repeat: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull());
    await waitFor(() => expect(api.callsStartingWith('GET /tasks?').length).toBeGreaterThan(listCallsBefore));
  });

  it("puts the server's word on the field it is about", async () => {
    const { user, dialog, button } = await openAddTask({
      'POST /tasks': apiError(422, 'validation_failed', 'Invalid', [
        { path: 'dueDate', message: 'Due date must be between today and 2 years from now!' },
      ]),
    });
    await user.type(dialog.getByLabelText(/^Task name/), 'Unassigned work');
    await user.click(dialog.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Gemini' }));
    await user.click(dialog.getByRole('button', { name: /^Due date/ }));
    await user.click(await screen.findByRole('button', { name: '24 November 2026' }));
    await user.type(dialog.getByLabelText(/^Description/), 'Anyone can take it.');
    await user.click(button('Save'));

    expect(await dialog.findByText('Due date must be between today and 2 years from now!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add task' })).toBeTruthy();
  });

  it('makes the task repeat: every month on the last Monday, six times (issue 31)', async () => {
    const app = await openAddTask({
      'POST /tasks': { status: 201, body: task({ id: 2, name: 'Write the launch notes', seriesId: 4 }) },
    });
    const { user, dialog } = app;
    await fillLaunchNotes(app);
    await user.click(dialog.getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    // 30 November 2026 is the month's last Monday.
    await user.click(dialog.getByRole('radio', { name: 'On the last Monday' }));
    await user.click(dialog.getByRole('combobox', { name: 'Ends' }));
    await user.click(await screen.findByRole('option', { name: 'After a number of times' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Times' }));
    await user.type(dialog.getByRole('textbox', { name: 'Times' }), '6');
    await user.click(app.button('Save'));
    expect(await screen.findByText('Task Write the launch notes has been created.')).toBeTruthy();
    expect(app.api.callsTo('POST /tasks')[0]?.body).toMatchObject({
      dueDate: '2026-11-30',
      repeat: {
        frequency: 'monthly',
        interval: 1,
        weekdays: [],
        monthlyBy: 'weekday',
        end: { kind: 'count', count: 6 },
      },
    });
  });

  it('sends one task for a double click on Save, named by an Idempotency-Key header', async () => {
    const answer = heldAnswer(() => ({ status: 201, body: task({ id: 2, name: 'Write the launch notes' }) }));
    const app = await openAddTask({ 'POST /tasks': answer.handler });
    await fillLaunchNotes(app);
    await waitFor(() => expect(app.button('Save')).toHaveProperty('disabled', false));

    await app.user.dblClick(app.button('Save'));
    await waitFor(() => expect(app.api.callsTo('POST /tasks')).toHaveLength(1));
    // Save waits for the answer (spec 000 §5: disabled while the task is being saved).
    expect(app.button('Save')).toHaveProperty('disabled', true);
    answer.release();

    expect(await screen.findByText('Task Write the launch notes has been created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add task' })).toBeNull());
    const posts = app.api.callsTo('POST /tasks');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['idempotency-key']).toMatch(UUID);
  });

  it('takes Save again after a failed answer, and the retry of the same task carries the same key', async () => {
    let attempts = 0;
    const app = await openAddTask({
      'POST /tasks': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: null }
          : { status: 201, body: task({ id: 2, name: 'Write the launch notes' }) };
      },
    });
    await fillLaunchNotes(app);
    await waitFor(() => expect(app.button('Save')).toHaveProperty('disabled', false));

    await app.user.click(app.button('Save'));
    expect(await screen.findByText('Something went wrong !')).toBeTruthy();
    await waitFor(() => expect(app.button('Save')).toHaveProperty('disabled', false));
    await app.user.click(app.button('Save'));

    expect(await screen.findByText('Task Write the launch notes has been created.')).toBeTruthy();
    const [first, retry] = app.api.callsTo('POST /tasks');
    expect(first?.headers['idempotency-key']).toMatch(UUID);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });
});
