import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartNode, OrgChartResponse } from '../../../../../shared/schemas/users.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { ids } from '../../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

function node(id: string, fullName: string, designation: string, teamCount = 0): ChartNode {
  const [first = '', last = ''] = fullName.split(' ');
  return {
    id,
    fullName,
    initials: `${first.charAt(0)}${last.charAt(0)}`,
    designation,
    department: 'Engineering',
    avatarUrl: null,
    teamCount,
  };
}

const ADA = node(ids.ada, 'Ada Lovelace', 'CTO', 2);
const GRACE = node(ids.grace, 'Grace Hopper', 'Lead', 1);
const LINUS = node(ids.linus, 'Linus Torvalds', 'Developer', 1);
const BARBARA = node(ids.barbara, 'Barbara Liskov', 'Developer');

const CHARTS: Record<string, OrgChartResponse> = {
  '': { manager: ADA, person: GRACE, reports: [LINUS], canGoUp: false },
  [ids.linus]: { manager: GRACE, person: LINUS, reports: [BARBARA], canGoUp: true },
  [ids.grace]: { manager: ADA, person: GRACE, reports: [LINUS], canGoUp: false },
};

function chartRoutes() {
  return {
    'GET /org/chart*': ({ path }: { path: string }) => ({
      body: CHARTS[new URLSearchParams(path.split('?')[1] ?? '').get('userId') ?? ''],
    }),
  };
}

function card(name: string) {
  return within(screen.getByRole('main')).getByText(name).closest('.mantine-Card-root') as HTMLElement;
}

describe('organisation chart', () => {
  it('shows the manager, the person and their direct reports with initials, designation and department', async () => {
    mockApi(chartRoutes());
    renderApp('/management-tree', { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization structure' })).toBeTruthy();
    await screen.findByText('Linus Torvalds');

    expect(card('Grace Hopper').getAttribute('aria-current')).toBe('true');
    expect(within(card('Grace Hopper')).getByText('GH')).toBeTruthy();
    expect(within(card('Linus Torvalds')).getByText('Developer')).toBeTruthy();
    expect(within(card('Linus Torvalds')).getByText('Engineering')).toBeTruthy();
    // Above the caller's team the manager is shown but cannot be opened.
    expect(card('Ada Lovelace').tagName).not.toBe('BUTTON');
  });

  it('re-centres on a clicked report, and the manager card moves back up, from the keyboard too', async () => {
    const api = mockApi(chartRoutes());
    const { user } = renderApp('/management-tree', { user: TEST_USER });
    await screen.findByText('Linus Torvalds');

    await user.click(screen.getByRole('button', { name: /Linus Torvalds/ }));
    await waitFor(() => expect(card('Linus Torvalds').getAttribute('aria-current')).toBe('true'));
    expect(api.callsTo(`GET /org/chart?userId=${ids.linus}`)).toHaveLength(1);
    expect(screen.getByText('Barbara Liskov')).toBeTruthy();
    // Focus follows the chart to its new centre.
    await waitFor(() => expect(document.activeElement).toBe(card('Linus Torvalds')));

    const up = screen.getByRole('button', { name: /Grace Hopper/ });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card('Grace Hopper').getAttribute('aria-current')).toBe('true'));
    expect(api.callsTo(`GET /org/chart?userId=${ids.grace}`)).toHaveLength(1);
  });

  it('makes each re-centring a history entry: Back returns to the person centred before', async () => {
    mockApi(chartRoutes());
    const { user, router } = renderApp('/management-tree', { user: TEST_USER });
    await screen.findByText('Linus Torvalds');

    await user.click(screen.getByRole('button', { name: /Linus Torvalds/ }));
    await waitFor(() => expect(card('Linus Torvalds').getAttribute('aria-current')).toBe('true'));
    expect(router.state.location.search).toBe(`?person=${ids.linus}`);

    await router.navigate(-1);
    await waitFor(() => expect(card('Grace Hopper').getAttribute('aria-current')).toBe('true'));
    expect(screen.getByText('Linus Torvalds')).toBeTruthy();
    await router.navigate(1);
    await waitFor(() => expect(card('Linus Torvalds').getAttribute('aria-current')).toBe('true'));
  });

  it('starts at the person the hierarchy selector views as', async () => {
    localStorage.setItem(`orgdesk_view_as:${TEST_USER.id}`, ids.grace);
    const api = mockApi(chartRoutes());
    renderApp('/management-tree', { user: TEST_USER });
    await screen.findByText('Linus Torvalds');
    expect(api.callsTo('GET /org/chart')[0]?.headers['x-view-as']).toBe(ids.grace);
  });
});
