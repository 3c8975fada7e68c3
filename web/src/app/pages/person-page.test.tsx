import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttendanceGrid } from '../../../../shared/schemas/attendance.schema.ts';
import type { OrgChartResponse } from '../../../../shared/schemas/users.schema.ts';
import { task } from '../../test/task-fixtures.ts';
import { leaveBalances } from '../../features/users/leave-test-data.ts';
import { apiError, mockApi } from '../../test/mock-api.ts';
import { ids, MANAGER, userDetail } from '../../test/people-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const GRACE = userDetail();
const node = (id: string, fullName: string) => ({
  id,
  fullName,
  initials: fullName.slice(0, 2).toUpperCase(),
  designation: 'Engineer',
  department: null,
  avatarUrl: null,
  teamCount: 0,
});
const MONTH: AttendanceGrid = {
  days: [
    { date: '2026-11-02', weekday: 1 },
    { date: '2026-11-03', weekday: 2 },
  ],
  rows: [
    {
      userId: GRACE.id,
      name: GRACE.fullName,
      avatarUrl: null,
      cells: ['present', 'absent'],
      recordIds: [7, null],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  today: '2026-11-03',
};
const CHART: OrgChartResponse = {
  manager: node(ids.ada, 'Ada Lovelace'),
  person: node(GRACE.id, GRACE.fullName),
  reports: [node(ids.linus, 'Linus Torvalds')],
  canGoUp: true,
};

const event = (
  id: number,
  type: string,
  subject: { kind: string; id: string },
  data: object | null = null,
) => ({
  id,
  occurredAt: new Date(Date.now() - id * 60_000).toISOString(),
  type,
  area: type.split('.')[0]!,
  actor: { id: GRACE.id, fullName: GRACE.fullName },
  subject,
  concerns: [],
  changes: null,
  data,
});

function openPerson(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /users/${GRACE.id}`]: { body: GRACE },
    [`GET /users/${GRACE.id}/task-summary`]: {
      body: {
        counts: { open: 3, overdue: 1, done: 4 },
        open: [task({ id: 1, name: 'Late report', isOverdue: true })],
        recentlyDone: [task({ id: 2, name: 'Shipped feature', status: 'Completed' })],
      },
    },
    [`GET /users/${GRACE.id}/attendance-month`]: { body: MONTH },
    [`GET /users/${GRACE.id}/leave-balances?page=1&pageSize=10`]: { body: leaveBalances() },
    [`GET /org/chart?userId=${GRACE.id}`]: { body: CHART },
    [`GET /users/${GRACE.id}/leaves`]: { body: { items: [] } },
    [`GET /users/${GRACE.id}/appraisals`]: { body: { seen: false, items: [] } },
    [`GET /users/${GRACE.id}/letter-requests`]: { body: { seen: false, items: [], total: 0 } },
    [`GET /users/${GRACE.id}/tax-proofs`]: {
      body: { seen: true, items: [], total: 0, financialYear: 2026 },
    },
    [`GET /users/${GRACE.id}/activity?limit=10`]: {
      body: {
        items: [
          event(3, 'task.commented', { kind: 'task', id: '12' }, { name: 'Late report' }),
          event(4, 'leave.applied', { kind: 'leave', id: '5' }),
        ],
        nextCursor: 4,
      },
    },
    [`GET /users/${GRACE.id}/activity?limit=10&before=4`]: {
      body: {
        items: [event(9, 'project.updated', { kind: 'project', id: '2' }, { name: 'Apollo' })],
        nextCursor: null,
      },
    },
    ...routes,
  });
  return { ...renderApp(`/user/${GRACE.id}`, { user: MANAGER }), api };
}

describe('the person page', () => {
  it('opens on an overview of their tasks, attendance, leave and team', async () => {
    openPerson();
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    const tasks = within(await screen.findByRole('region', { name: 'Tasks' }));
    expect(await tasks.findByText('Open: 3')).toBeTruthy();
    expect(tasks.getByText('Overdue: 1')).toBeTruthy();
    expect(tasks.getByRole('link', { name: 'Late report' }).getAttribute('href')).toBe('/view-task/1');
    expect(tasks.getByRole('link', { name: 'Shipped feature' })).toBeTruthy();
    expect(tasks.getByRole('link', { name: 'All their tasks' }).getAttribute('href')).toBe(
      `/user-view?userId=${GRACE.id}`,
    );
    const attendance = within(screen.getByRole('region', { name: 'Attendance this month' }));
    expect(await attendance.findByRole('button', { name: 'Present' })).toBeTruthy();
    const team = within(screen.getByRole('region', { name: 'Team' }));
    expect((await team.findByRole('link', { name: 'Linus Torvalds' })).getAttribute('href')).toBe(
      `/user/${ids.linus}`,
    );
    expect(team.getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    const leave = within(screen.getByRole('region', { name: 'Leave balances' }));
    expect(await leave.findByText('Sick leave')).toBeTruthy();
    const year = within(screen.getByRole('region', { name: 'Leave this year' }));
    expect(await year.findByText('No leave this year.')).toBeTruthy();
    const appraisals = within(screen.getByRole('region', { name: 'Appraisals' }));
    expect(
      await appraisals.findByText('Appraisals are seen by the person, their direct manager and HR.'),
    ).toBeTruthy();
    // HR documents: the IT proofs are seen (none yet), the letters not at all.
    const proofs = within(screen.getByRole('region', { name: 'IT proofs' }));
    expect(await proofs.findByText('No IT proof this financial year.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Letter requests' })).toBeNull();
  });

  it('lists what they did, newest first, each opening what it is about, older ones with Show more', async () => {
    const { user } = openPerson();
    const activity = within(await screen.findByRole('region', { name: 'Recent activity' }));
    const comment = await activity.findByRole('link', { name: 'Commented on task “Late report” (#12)' });
    expect(comment.getAttribute('href')).toBe('/view-task/12');
    expect(activity.getByRole('link', { name: 'Applied for leave #5' }).getAttribute('href')).toBe(
      '/leave-approval?leave=5',
    );
    expect(activity.getByText('3 minutes ago')).toBeTruthy();
    await user.click(activity.getByRole('button', { name: 'Show more' }));
    expect(
      (await activity.findByRole('link', { name: 'Edited project “Apollo” (#2)' })).getAttribute('href'),
    ).toBe('/project-team/2');
    expect(activity.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a section’s own failure in that section, the others unaffected', async () => {
    openPerson({
      [`GET /users/${GRACE.id}/task-summary`]: apiError(500, 'internal', 'Something went wrong.'),
    });
    const tasks = within(await screen.findByRole('region', { name: 'Tasks' }));
    expect(await tasks.findByRole('button', { name: 'Try again' })).toBeTruthy();
    const team = within(screen.getByRole('region', { name: 'Team' }));
    expect(await team.findByRole('link', { name: 'Linus Torvalds' })).toBeTruthy();
  });
});
