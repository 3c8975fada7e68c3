import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import { type Area } from '../i18n/areas.ts';
import { loadAreas } from '../i18n/i18n.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { GuestLayout } from './layout/guest-layout.tsx';
import type { PageHandle } from './page-handle.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { UnsavedChangesBoundary } from '../components/unsaved-changes.tsx';

/** Loads a page's code only when its route is visited, keeping the main chunk small. */
function lazyComponent(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

/**
 * A lazy page with the translation areas it shows (i18n/areas.ts): its code and its strings in the
 * current language load together, so the page never shows in English first. `npm run lint`
 * (scripts/check-translations.ts) checks the areas against the keys the page's modules spell.
 */
function areaPage(areas: readonly Area[], load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), loadAreas(areas)]);
    return { Component };
  };
}

/** The five team reports are one page that reads its report from the path. */
const teamReportPage = areaPage(
  ['hr-reports', 'reports'],
  async () => (await import('../features/reports/pages/team-report-page.tsx')).TeamReportPage,
);

const TASKS = { label: 'Tasks', to: '/tasks-list' };
const USERS = { label: 'Users', to: '/users-list' };
const PROJECTS = { label: 'Projects', to: '/projects-list' };
const ATTENDANCE = { label: 'Attendance', to: '/attendance-record' };
const REPORTS = { label: 'Reports', to: '/individual' };

/**
 * The route table of spec 002 §2. Paths match case-insensitively, so /Individual and
 * /ResetPassword/… work as the mails and the sidebar spell them.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <UnsavedChangesBoundary />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader minHeight="100vh" />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        element: <GuestOnly />,
        children: [
          {
            // The sign-in page is where every signed-out visit starts: it comes with the entry
            // script rather than one round trip later (most of its code, the form and inputs,
            // the signed-in pages use too).
            Component: GuestLayout,
            children: [
              {
                path: 'login',
                handle: { title: 'Sign in' } satisfies PageHandle,
                Component: LoginPage,
              },
              {
                path: 'forgot-password',
                handle: { title: 'Forgot password' } satisfies PageHandle,
                lazy: areaPage(
                  [],
                  async () =>
                    (await import('../features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage,
                ),
              },
              {
                path: 'not-verified',
                handle: { title: 'E-mail verification' } satisfies PageHandle,
                lazy: areaPage(
                  [],
                  async () => (await import('../features/auth/pages/not-verified-page.tsx')).NotVerifiedPage,
                ),
              },
              {
                path: 'ResetPassword/:token',
                handle: { title: 'Reset password' } satisfies PageHandle,
                lazy: areaPage(
                  [],
                  async () =>
                    (await import('../features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
                ),
              },
            ],
          },
        ],
      },
      {
        // Public: anyone holding a letter's verification code may confirm it is genuine.
        Component: GuestLayout,
        children: [
          {
            path: 'verify-letter/:code?',
            handle: { title: 'Verify a letter' } satisfies PageHandle,
            lazy: areaPage(
              ['letters'],
              async () => (await import('../features/letters/pages/verify-letter-page.tsx')).VerifyLetterPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyComponent(async () => (await import('./layout/app-shell-layout.tsx')).AppShellLayout),
            children: [
              {
                // Errors inside a page keep the shell around them.
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    path: 'dashboard',
                    handle: { title: 'Dashboard' } satisfies PageHandle,
                    lazy: areaPage(
                      ['dashboard', 'task-comments', 'task-detail', 'tasks'],
                      async () =>
                        (await import('../features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
                    ),
                  },
                  {
                    path: 'notifications',
                    handle: { title: 'Notifications' } satisfies PageHandle,
                    lazy: areaPage(
                      ['letters', 'notifications', 'relative-time'],
                      async () =>
                        (await import('../features/notifications/pages/notifications-page.tsx'))
                          .NotificationsPage,
                    ),
                  },
                  {
                    path: 'settings',
                    handle: { title: 'Settings' } satisfies PageHandle,
                    lazy: areaPage(
                      [
                        'calendar-feed',
                        'hr-reports',
                        'jobs',
                        'notification-settings',
                        'people',
                        'reports',
                        'work-sites',
                      ],
                      async () => (await import('./pages/settings-page.tsx')).SettingsPage,
                    ),
                  },
                  {
                    path: 'tasks-list',
                    handle: { title: 'Tasks' } satisfies PageHandle,
                    lazy: areaPage(
                      ['people', 'task-comments', 'task-detail', 'tasks'],
                      async () => (await import('../features/tasks/pages/tasks-list-page.tsx')).TasksListPage,
                    ),
                  },
                  {
                    path: 'view-task/:id',
                    handle: { title: 'Task details', parent: TASKS } satisfies PageHandle,
                    lazy: areaPage(
                      ['audit', 'relative-time', 'task-comments', 'task-detail', 'task-timeline', 'tasks'],
                      async () => (await import('../features/tasks/pages/view-task-page.tsx')).ViewTaskPage,
                    ),
                  },
                  {
                    path: 'users-list',
                    handle: { title: 'Users' } satisfies PageHandle,
                    lazy: areaPage(
                      ['people'],
                      async () => (await import('../features/users/pages/users-list-page.tsx')).UsersListPage,
                    ),
                  },
                  {
                    path: 'add-user/:guid',
                    handle: {
                      title: ({ guid }) => (guid === EMPTY_GUID ? 'Add user' : 'Edit user'),
                      parent: USERS,
                    } satisfies PageHandle,
                    lazy: areaPage(
                      ['holidays', 'leave', 'letters', 'people', 'work-sites'],
                      async () => (await import('../features/users/pages/user-form-page.tsx')).UserFormPage,
                    ),
                  },
                  {
                    path: 'user-view',
                    handle: { title: 'View task', parent: USERS } satisfies PageHandle,
                    lazy: areaPage(
                      ['people', 'task-comments', 'task-detail', 'tasks'],
                      async () => (await import('../features/tasks/pages/user-view-page.tsx')).UserViewPage,
                    ),
                  },
                  {
                    path: 'user/:guid',
                    handle: { title: 'User profile', parent: USERS } satisfies PageHandle,
                    lazy: areaPage(
                      [
                        'appraisals',
                        'attendance-grid',
                        'audit',
                        'holidays',
                        'leave',
                        'letters',
                        'people',
                        'relative-time',
                        'tasks',
                        'tax-proofs',
                      ],
                      async () => (await import('./pages/person-page.tsx')).PersonPage,
                    ),
                  },
                  {
                    path: 'projects-list',
                    handle: { title: 'Projects' } satisfies PageHandle,
                    lazy: areaPage(
                      ['people', 'projects', 'task-detail', 'tasks'],
                      async () =>
                        (await import('../features/projects/pages/projects-list-page.tsx')).ProjectsListPage,
                    ),
                  },
                  {
                    path: 'project-team/:id',
                    handle: { title: 'Project team', parent: PROJECTS } satisfies PageHandle,
                    lazy: areaPage(
                      ['people', 'projects'],
                      async () =>
                        (await import('../features/projects/pages/project-team-page.tsx')).ProjectTeamPage,
                    ),
                  },
                  {
                    path: 'project-details/:guid',
                    handle: { title: 'Project details', parent: PROJECTS } satisfies PageHandle,
                    lazy: areaPage(
                      ['audit', 'people', 'projects', 'relative-time', 'task-detail', 'tasks'],
                      async () =>
                        (await import('../features/projects/pages/project-details-page.tsx'))
                          .ProjectDetailsPage,
                    ),
                  },
                  {
                    path: 'management-tree',
                    handle: { title: 'Organization structure' } satisfies PageHandle,
                    lazy: areaPage(
                      ['people'],
                      async () => (await import('../features/org/pages/org-chart-page.tsx')).OrgChartPage,
                    ),
                  },
                  {
                    path: 'leave-approval',
                    handle: { title: 'Leave approval', parent: ATTENDANCE } satisfies PageHandle,
                    lazy: areaPage(
                      ['audit', 'jobs', 'leave', 'relative-time'],
                      async () =>
                        (await import('../features/leave/pages/leave-approval-page.tsx')).LeaveApprovalPage,
                    ),
                  },
                  {
                    path: 'attendance-record',
                    handle: { title: 'Attendance' } satisfies PageHandle,
                    lazy: areaPage(
                      [
                        'attendance-grid',
                        'audit',
                        'holidays',
                        'jobs',
                        'leave',
                        'relative-time',
                        'reports',
                        'tasks',
                      ],
                      async () => (await import('./pages/attendance-page.tsx')).AttendancePage,
                    ),
                  },
                  {
                    path: 'calendar',
                    handle: { title: 'Holidays calendar', parent: ATTENDANCE } satisfies PageHandle,
                    lazy: areaPage(
                      ['holidays'],
                      async () => (await import('../features/holidays/pages/holidays-page.tsx')).HolidaysPage,
                    ),
                  },
                  {
                    path: 'individual',
                    handle: { title: 'Reports' } satisfies PageHandle,
                    lazy: areaPage(
                      ['hr-reports', 'reports'],
                      async () => (await import('../features/reports/pages/reports-page.tsx')).ReportsPage,
                    ),
                  },
                  ...(
                    [
                      ['group', 'Group attendance report'],
                      ['late-early', 'Late and early report'],
                      ['absence', 'Absence report'],
                      ['overtime', 'Overtime report'],
                      ['holiday', 'Holiday and leave balance report'],
                    ] as const
                  ).map(([path, title]): RouteObject => ({
                    path,
                    handle: { title, parent: REPORTS } satisfies PageHandle,
                    lazy: teamReportPage,
                  })),
                  {
                    path: 'letter-requests',
                    handle: { title: 'Letter Requests' } satisfies PageHandle,
                    lazy: areaPage(
                      ['audit', 'letters', 'relative-time'],
                      async () =>
                        (await import('../features/letters/pages/letter-requests-page.tsx'))
                          .LetterRequestsPage,
                    ),
                  },
                  {
                    path: 'self-appraisal',
                    handle: { title: 'Self Appraisal' } satisfies PageHandle,
                    lazy: areaPage(
                      ['appraisals'],
                      async () =>
                        (await import('../features/appraisals/pages/self-appraisal-page.tsx'))
                          .SelfAppraisalPage,
                    ),
                  },
                  {
                    path: 'manager-appraisal-view',
                    handle: { title: 'Manager appraisals' } satisfies PageHandle,
                    lazy: areaPage(
                      ['appraisals', 'attendance-grid'],
                      async () =>
                        (await import('../features/appraisals/pages/manager-appraisals-page.tsx'))
                          .ManagerAppraisalsPage,
                    ),
                  },
                  {
                    path: 'manager-appraisal',
                    handle: { title: 'Manager Appraisal' } satisfies PageHandle,
                    lazy: areaPage(
                      ['appraisals', 'attendance-grid'],
                      async () =>
                        (await import('../features/appraisals/pages/manager-appraisal-page.tsx'))
                          .ManagerAppraisalPage,
                    ),
                  },
                  {
                    path: 'it-proof',
                    handle: { title: 'IT Proof Submission' } satisfies PageHandle,
                    lazy: areaPage(
                      ['letters', 'tax-proofs'],
                      async () =>
                        (await import('../features/tax-proofs/pages/it-proof-page.tsx')).ItProofPage,
                    ),
                  },
                  {
                    path: 'audit',
                    handle: { title: 'Audit log' } satisfies PageHandle,
                    lazy: areaPage(
                      ['audit', 'relative-time'],
                      async () => (await import('../features/audit/pages/audit-page.tsx')).AuditPage,
                    ),
                  },
                  {
                    path: 'investment-declaration',
                    handle: { title: 'Investment Declarations' } satisfies PageHandle,
                    lazy: areaPage(
                      ['jobs', 'people', 'tax-declaration', 'tax-proofs'],
                      async () =>
                        (await import('../features/tax-declaration/pages/investment-declaration-page.tsx'))
                          .InvestmentDeclarationPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
