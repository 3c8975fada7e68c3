import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import { mockApi } from '../../test/mock-api.ts';
import { ids, userDetail } from '../../test/people-fixtures.ts';
import { renderApp, TEST_USER } from '../../test/render-app.tsx';

const EMPLOYEE: SessionUser = {
  ...TEST_USER,
  role: { id: ids.employeeRole, name: 'Employee', systemKey: null },
};
const ADMIN: SessionUser = { ...TEST_USER, role: { id: ids.adminRole, name: 'Admin', systemKey: 'admin' } };
const SUPER_ADMIN: SessionUser = {
  ...TEST_USER,
  role: { id: ids.adminRole, name: 'Super admin', systemKey: 'superAdmin' },
};

function mockSettingsApi() {
  return mockApi({
    [`GET /users/${TEST_USER.id}`]: { body: userDetail({ id: TEST_USER.id, fullName: 'Ada Lovelace' }) },
    'GET /jobs': { body: { jobs: [] } },
  });
}

describe('settings tabs', () => {
  it('hides Scheduled jobs from an employee, who gets the profile when asking for it', async () => {
    const api = mockSettingsApi();
    renderApp('/settings?tab=jobs', { user: EMPLOYEE });

    expect(await screen.findByLabelText(/^First name/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile settings', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Scheduled jobs' })).toBeNull();
    expect(api.callsTo('GET /jobs')).toEqual([]);
  });

  it('offers Scheduled jobs to an Admin and keeps the choice in the address', async () => {
    const api = mockSettingsApi();
    const { user, router } = renderApp('/settings', { user: ADMIN });

    await user.click(await screen.findByRole('tab', { name: 'Scheduled jobs' }));

    expect(await screen.findByText('No scheduled jobs')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=jobs');
    expect(api.callsTo('GET /jobs')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Profile settings' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens Scheduled jobs from the address for the Super admin', async () => {
    mockSettingsApi();
    renderApp('/settings?tab=jobs', { user: SUPER_ADMIN });

    expect(await screen.findByRole('tab', { name: 'Scheduled jobs', selected: true })).toBeTruthy();
    expect(await screen.findByText('No scheduled jobs')).toBeTruthy();
  });
});
