import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectDetails } from '../../../../../shared/schemas/projects.schema.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { userDetail } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { pills } from '../../../test/select-helpers.ts';
import { task, taskIds, taskPage } from '../../../test/task-fixtures.ts';

const GRACE = userDetail({
  id: taskIds.grace,
  fullName: 'Grace Hopper',
  firstName: 'Grace',
  lastName: 'Hopper',
});
const PROJECT: ProjectDetails = {
  id: 4,
  guid: taskIds.project,
  name: 'Apollo',
  description: 'To the moon.',
  thumbnailUrl: null,
  createdBy: null,
  counts: { new: 1, active: 0, completed: 0, inProgress: 0, inactive: 0, overdue: 1 },
  memberCount: 1,
  members: [],
  abilities: { edit: false, delete: false, addMember: false, removeMember: false },
};
const LAUNCH = task({ id: 12, name: 'Launch plan', description: 'Plan the launch day.' });

function query(call: RecordedCall | undefined): URLSearchParams {
  return new URLSearchParams(call?.path.split('?')[1] ?? '');
}

async function openView(path: string, routes: Parameters<typeof mockApi>[0], heading: string) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    [`GET /users/${taskIds.grace}`]: { body: GRACE },
    [`GET /projects/${taskIds.project}/details`]: { body: PROJECT },
    ...routes,
  });
  const app = renderApp(path, { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: heading });
  const listCalls = () => api.callsStartingWith('GET /tasks?');
  return { ...app, api, listCalls, lastQuery: () => query(listCalls().at(-1)) };
}

describe("a person's or project's tasks", () => {
  it("shows a person's assigned tasks under their name, ten a page, under Users", async () => {
    const { lastQuery } = await openView(
      `/user-view?userId=${taskIds.grace}`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { pageSize: 10 }) } },
      'Grace Hopper',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users-list');
    expect(crumbs.getByText('View task')).toBeTruthy();
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().getAll('assignees')).toEqual([taskIds.grace]);
    expect(lastQuery().get('tab')).toBe('all');
    expect(lastQuery().get('pageSize')).toBe('10');
    expect(lastQuery().has('projectIds')).toBe(false);
  });

  it("shows a project's tasks under its name, under Projects, with the columns of the view", async () => {
    const { lastQuery } = await openView(
      `/user-view?projectGuid=${taskIds.project}`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { pageSize: 10 }) } },
      'Apollo',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects-list');
    expect(crumbs.queryByRole('link', { name: 'Users' })).toBeNull();
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().getAll('projectIds')).toEqual(['4']);
    expect(lastQuery().has('assignees')).toBe(false);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(1)).toEqual([
      'Task ID',
      'Task name',
      'Project name',
      'Assigned to',
      'Created date',
      'End date',
      'Description',
      'Status',
      'Action',
    ]);
    expect(screen.getByText('Plan the launch day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'T-0012' }).getAttribute('href')).toBe('/view-task/12');
  });

  it('asks for the Over due tab when the link filters by Overdue', async () => {
    const { lastQuery } = await openView(
      `/user-view?projectGuid=${taskIds.project}&status=Overdue`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { pageSize: 10 }) } },
      'Apollo',
    );
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().get('tab')).toBe('overdue');
    expect(lastQuery().has('statuses')).toBe(false);
    expect(pills('Status')).toEqual(['Overdue']);
  });

  it("filters by In-active when a project's In-active count links here", async () => {
    const { lastQuery } = await openView(
      `/user-view?projectGuid=${taskIds.project}&status=In-active`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { pageSize: 10 }) } },
      'Apollo',
    );
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().getAll('statuses')).toEqual(['In-active']);
    expect(pills('Status')).toEqual(['In-active']);
  });

  it('preselects the status of the link, and clears it with the clear link', async () => {
    const { user, lastQuery } = await openView(
      `/user-view?projectGuid=${taskIds.project}&status=In-Progress`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { pageSize: 10 }) } },
      'Apollo',
    );
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(lastQuery().getAll('statuses')).toEqual(['In-progress']);
    expect(lastQuery().get('tab')).toBe('all');
    expect(pills('Status')).toEqual(['In-progress']);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await waitFor(() => expect(lastQuery().getAll('statuses')).toEqual(['In-progress', 'New']));
    // In-active and Closed are not offered (spec 001 §6).
    expect(screen.queryByRole('option', { name: 'In-active' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Closed' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear status filter' }));
    await waitFor(() => expect(lastQuery().has('statuses')).toBe(false));
    expect(pills('Status')).toEqual([]);
  });

  it('keeps Overdue apart from the statuses: choosing one replaces the other', async () => {
    const { user, lastQuery } = await openView(
      `/user-view?userId=${taskIds.grace}&status=New`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { pageSize: 10 }) } },
      'Grace Hopper',
    );
    await screen.findByRole('link', { name: 'Launch plan' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('overdue'));
    expect(lastQuery().has('statuses')).toBe(false);
    expect(pills('Status')).toEqual(['Overdue']);

    await user.click(screen.getByRole('option', { name: 'Active', hidden: true }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('all'));
    expect(lastQuery().getAll('statuses')).toEqual(['Active']);
  });

  it("says 'No data found!' when nothing matches the search, and searches again when it is cleared", async () => {
    const { user, lastQuery } = await openView(
      `/user-view?userId=${taskIds.grace}&search=zzz`,
      { 'GET /tasks?*': { body: taskPage([], { pageSize: 10 }) } },
      'Grace Hopper',
    );
    expect(await screen.findByText('No data found!')).toBeTruthy();
    expect(lastQuery().get('search')).toBe('zzz');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tasks' }).value).toBe('zzz');
    await user.clear(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await waitFor(() => expect(lastQuery().has('search')).toBe(false), { timeout: 2000 });
  });

  it('pages with 10, 25, 50 or 100 rows', async () => {
    const { user, lastQuery } = await openView(
      `/user-view?userId=${taskIds.grace}`,
      { 'GET /tasks?*': { body: taskPage([LAUNCH], { total: 40, pageSize: 10 }) } },
      'Grace Hopper',
    );
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastQuery().get('pageSize')).toBe('25'));
    expect(lastQuery().get('page')).toBe('1');
  });

  it('shows why when the person cannot be seen, with no table', async () => {
    await openView(
      `/user-view?userId=${taskIds.alan}`,
      { [`GET /users/${taskIds.alan}`]: apiError(404, 'not_found', 'This person is not in your team.') },
      'View task',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This person is not in your team.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
