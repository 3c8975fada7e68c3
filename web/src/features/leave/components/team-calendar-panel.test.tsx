import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamCalendar } from '../../../../../shared/schemas/team-calendar.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const DECEMBER: TeamCalendar = {
  from: '2026-12-01',
  to: '2026-12-31',
  today: '2026-12-02',
  rows: [
    {
      id: '3f7c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f',
      fullName: 'Arjun Nair',
      avatarUrl: null,
      leaves: [
        {
          id: 5,
          typeId: 2,
          fromDate: '2026-12-15',
          toDate: '2026-12-17',
          halfDay: null,
          duration: 3,
          status: 'Pending',
        },
        {
          id: 9,
          typeId: 3,
          fromDate: '2026-12-07',
          toDate: '2026-12-07',
          halfDay: 'second',
          duration: 0.5,
          status: 'Approved',
        },
      ],
      holidays: [{ date: '2026-12-25', name: 'Christmas' }],
      birthday: '2026-12-10',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

function openCalendar(body: TeamCalendar = DECEMBER, path = '/attendance-record?tab=team-calendar') {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /leaves/team-calendar?*': { body },
  });
  return { ...renderApp(path, { user: TEST_USER }), api };
}

const requested = (api: ReturnType<typeof mockApi>) =>
  api.callsStartingWith('GET /leaves/team-calendar?').at(-1)?.path;

describe('the team calendar', () => {
  it('draws each leave as a bar that opens it, pending ones said so, and each person’s holidays', async () => {
    openCalendar();
    const table = within(await screen.findByRole('table', { name: 'Team calendar' }));
    const pending = table.getByRole('link', {
      name: 'Arjun Nair: Personal leave, 15-12-2026 – 17-12-2026, 3 days, Pending',
    });
    expect(pending.getAttribute('href')).toBe('/leave-approval?leave=5');
    expect(pending.closest('td')!.getAttribute('colspan')).toBe('3');
    expect(
      table.getByRole('link', {
        name: 'Arjun Nair: Work from home, 07-12-2026, 0.5 day (second half), Approved',
      }),
    ).toBeTruthy();
    expect(table.getByText('Public holiday: Christmas')).toBeTruthy();
    expect(table.getByText('Birthday of Arjun Nair')).toBeTruthy();
    expect(screen.getByText('December 2026')).toBeTruthy();
  });

  it('keeps the view, the days and the filters in the address and asks for them', async () => {
    const { api, user, router } = openCalendar();
    await screen.findByRole('table', { name: 'Team calendar' });
    expect(requested(api)).toBe('/leaves/team-calendar?view=month&everyone=false&page=1&pageSize=25');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(requested(api)).toContain('date=2027-01-01'));
    expect(router.state.location.search).toContain('date=2027-01-01');
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(requested(api)).toContain('view=week'));
    await user.click(screen.getByRole('switch', { name: 'Everyone in the team' }));
    await waitFor(() => expect(requested(api)).toContain('everyone=true'));
    await user.click(screen.getAllByLabelText('Leave type').find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Sick leave' }));
    await waitFor(() => expect(requested(api)).toContain('types=1'));
  });

  it('says when no one is on leave', async () => {
    openCalendar({ ...DECEMBER, rows: [], total: 0 });
    expect(await screen.findByText('No one in the team is on leave in these days.')).toBeTruthy();
  });
});
