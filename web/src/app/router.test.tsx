import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../test/mock-api.ts';
import { renderApp, TEST_USER } from '../test/render-app.tsx';

const NOT_DEMO = { body: { demo: false, demoPassword: null, version: '0.1.0' } };

/** Every signed-in path of the route table (spec 002 §2) and the title its page shows. */
const SIGNED_IN_PAGES: [string, string][] = [
  ['/tasks-list', 'Tasks'],
  ['/view-task/12', 'Task details'],
  ['/users-list', 'Users'],
  ['/add-user/00000000-0000-0000-0000-000000000000', 'Add user'],
  ['/add-user/4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11', 'Edit user'],
  ['/user-view', 'View task'],
  ['/user/4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11', 'User profile'],
  ['/projects-list', 'Projects'],
  ['/project-team/3', 'Project team'],
  ['/project-details/4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11', 'Project details'],
  ['/settings', 'Settings'],
  ['/management-tree', 'Organization structure'],
  ['/leave-approval', 'Leave approval'],
  ['/attendance-record', 'Attendance'],
  ['/calendar', 'Holidays calendar'],
  ['/individual', 'Reports'],
  ['/Individual', 'Reports'],
  ['/group', 'Group attendance report'],
  ['/late-early', 'Late and early report'],
  ['/absence', 'Absence report'],
  ['/overtime', 'Overtime report'],
  ['/holiday', 'Holiday and leave balance report'],
  ['/letter-requests', 'Letter Requests'],
  ['/self-appraisal', 'Self Appraisal'],
  ['/manager-appraisal-view', 'Manager appraisals'],
  ['/manager-appraisal', 'Manager Appraisal'],
  ['/it-proof', 'IT Proof Submission'],
  ['/investment-declaration', 'Income tax declaration'],
];

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

describe('routes and guards', () => {
  it('sends / to the dashboard, which greets the user by name', async () => {
    const { router } = renderApp('/', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Welcome Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an unknown path to / and so to the dashboard', async () => {
    const { router } = renderApp('/no/such/page', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Welcome Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(SIGNED_IN_PAGES)('has a page at %s titled %s', async (path, title) => {
    renderApp(path, { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows a report of the Reports group under its breadcrumbs', async () => {
    renderApp('/group', { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group attendance report' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/individual');
  });

  it('highlights Projects for a project’s task view and Users for a person’s', async () => {
    renderApp('/user-view?projectGuid=4b0a6f0e-2d2c-4c55-8c53-8f8d1d1c9a11', { user: TEST_USER });
    await waitFor(() =>
      expect(sidebar().getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(sidebar().getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBeNull();
  });

  it('highlights the sidebar entry of the current page, inside its opened group', async () => {
    renderApp('/Individual', { user: TEST_USER });
    await screen.findByRole('heading', { name: 'Reports' });
    expect(sidebar().getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    expect(sidebar().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the HR Management group around the current page and toggles it from the keyboard', async () => {
    const { user } = renderApp('/self-appraisal', { user: TEST_USER });
    await screen.findByRole('heading', { name: 'Self Appraisal' });

    const group = sidebar().getByRole('button', { name: 'HR Management' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar().getByRole('link', { name: 'Self Appraisal' }).getAttribute('aria-current')).toBe('page');

    group.focus();
    await user.keyboard('{Enter}');
    expect(group.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends a guest to sign in, remembering the page', async () => {
    mockApi({ 'GET /app-info': NOT_DEMO });
    const { router } = renderApp('/users-list');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/users-list' });
    // Never signed in: no session has ended.
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });

  it('keeps a signed-in user away from the guest pages', async () => {
    const { router } = renderApp('/forgot-password', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Welcome Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes to sign in when the session is lost, and back to the page after signing in again', async () => {
    const api = mockApi({
      'POST /auth/password/change': apiError(401, 'unauthenticated', 'Please sign in.'),
      'GET /app-info': NOT_DEMO,
      'POST /auth/login': { body: { user: TEST_USER } },
    });
    const { user, router } = renderApp('/settings?tab=account', { user: TEST_USER });

    await user.type(await screen.findByLabelText(/^Current password/), 'Old-pass1');
    await user.type(screen.getByLabelText(/^New password/), 'Abcdef1!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Abcdef1!{Enter}');

    const email = await screen.findByLabelText(/^Email/);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status').textContent).toBe('Your session has ended. Please sign in again.');
    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Abcdef1!{Enter}');

    expect(await screen.findByRole('tab', { name: 'Account settings', selected: true })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=account');
    expect(api.callsTo('POST /auth/password/change')).toHaveLength(1);
  });

  it('logs out from the profile menu and lands on the sign-in page', async () => {
    const api = mockApi({ 'POST /auth/logout': { status: 204 }, 'GET /app-info': NOT_DEMO });
    const { user, router, queryClient } = renderApp('/settings', { user: TEST_USER });
    // What a list remembered for this visit (its filters) must not reach the next person.
    sessionStorage.setItem('orgdesk_tasks_list', '?tab=overdue&search=secret');

    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    // Not told to return to /settings: whoever signs in next starts on the dashboard.
    expect(router.state.location.state).toBeNull();
    expect(sessionStorage.getItem('orgdesk_tasks_list')).toBeNull();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['auth', 'me'])).toBeNull();
  });

  it('switches to Arabic: right to left, translated, and remembered', async () => {
    const { user } = renderApp('/dashboard', { user: TEST_USER });
    await screen.findByRole('heading', { name: 'Welcome Ada Lovelace' });

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('orgdesk_language')).toBe('ar');
    expect(await screen.findByRole('heading', { name: 'مرحبًا Ada Lovelace' })).toBeTruthy();
  });
});
