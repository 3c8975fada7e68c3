import { ATTENDANCE_MESSAGE_KEYS } from './en-attendance.ts';
import { HR_REPORTS_MESSAGE_KEYS } from './en-hr-reports.ts';
import { TAX_DECLARATION_MESSAGE_KEYS } from './en-tax-declaration.ts';
import { TAX_PROOFS_MESSAGE_KEYS } from './en-tax-proofs.ts';
import { APPRAISALS_MESSAGE_KEYS } from './en-appraisals.ts';
import { LETTERS_MESSAGE_KEYS } from './en-letters.ts';
import { WORK_SITES_MESSAGE_KEYS } from './en-work-sites.ts';
import { ATTENDANCE_GRID_MESSAGE_KEYS } from './en-attendance-grid.ts';
import { REPORTS_MESSAGE_KEYS } from './en-reports.ts';
import { DASHBOARD_MESSAGE_KEYS } from './en-dashboard.ts';
import { HOLIDAYS_MESSAGE_KEYS } from './en-holidays.ts';
import { JOBS_MESSAGE_KEYS } from './en-jobs.ts';
import { PASSWORDS_MESSAGE_KEYS } from './en-passwords.ts';
import { COUNTRIES_MESSAGE_KEYS } from './en-countries.ts';
import { LAYOUT_MESSAGE_KEYS } from './en-layout.ts';
import { LEAVE_MESSAGE_KEYS } from './en-leave.ts';
import { NAVIGATION_MESSAGE_KEYS } from './en-navigation.ts';
import { PEOPLE_MESSAGE_KEYS } from './en-people.ts';
import { PROJECTS_MESSAGE_KEYS } from './en-projects.ts';
import { TASK_COMMENTS_MESSAGE_KEYS } from './en-task-comments.ts';
import { TASK_DETAIL_MESSAGE_KEYS } from './en-task-detail.ts';
import { TASK_TIMELINE_MESSAGE_KEYS } from './en-task-timeline.ts';
import { TASKS_MESSAGE_KEYS } from './en-tasks.ts';
import { SERVER_MESSAGE_KEYS } from './en-server.ts';
import { VALIDATION_MESSAGE_KEYS } from './en-validation.ts';

/**
 * Every string the interface shows, in English. The English text is the translation key, so
 * English needs no bundle; each other language must translate every key (the type checks it).
 */
export const MESSAGE_KEYS = [
  // Layout: sidebar, top bar, footer
  'Dashboard',
  'Tasks',
  'Users',
  'Organization',
  'Projects',
  'Attendance',
  'Reports',
  'HR Management',
  'Letter Requests',
  'Performance Matrix',
  'Self Appraisal',
  'Manager Appraisal',
  'Investment Declarations',
  'IT Proof Submission',
  'Main navigation',
  'Open navigation',
  'Close navigation',
  'Skip to main content',
  'All rights reserved.',
  'Enter full screen',
  'Exit full screen',
  'Language',
  'Account menu of {{name}}',
  'Profile',
  'Log out',
  'Breadcrumb',
  // Page titles
  'Sign in',
  'Forgot password',
  'E-mail verification',
  'Reset password',
  'Settings',
  'Task details',
  'Add user',
  'Edit user',
  'User tasks',
  'User profile',
  'Project team',
  'Project details',
  'Organization structure',
  'Leave approval',
  'Holidays calendar',
  'Group attendance report',
  'Late and early report',
  'Absence report',
  'Overtime report',
  'Holiday and leave balance report',
  'Manager appraisals',
  // Common
  'Welcome {{name}}',
  'Loading…',
  'Close',
  // A full disk, for an upload or any other write (STORAGE_MESSAGES)
  'There is no space left to store this file. Please try again later or tell your administrator.',
  'Try again',
  'The page could not be shown. Reloading usually helps.',
  'Reload',
  // Sign-in, recovery and e-mail links
  'Email',
  'Password',
  'Forgot password?',
  'Sign in to continue to Orgdesk.',
  'Your session has ended. Please sign in again.',
  'Demo',
  'Every demo account signs in with the password {{password}}.',
  'Reset',
  'Back to login',
  'Enter your e-mail address and we will send you a link to reset your password.',
  'Set your password',
  'Verified successfully',
  'Your e-mail address is verified. You can sign in now.',
  'Email Expired',
  'Email Sent',
  'We have sent you an e-mail with a link.',
  'Not Verified',
  'Link not valid',
  'If you do not see it in your inbox, please check your spam folder.',
  'Resend',
  'Request a new link',
  'Go to login',
  // Passwords
  'New password',
  'Confirm password',
  'Current password',
  'Hide password',
  'Show password',
  'Password must contain:',
  '(met)',
  '(not met)',
  'Lowercase letter',
  'Uppercase letter',
  'Number',
  'Special character',
  '8 characters',
  // Settings
  'Profile settings',
  'Account settings',
  'Update',
  // Messages of the shared auth schema (AUTH_MESSAGES), shown by the forms and sent by the server
  'Email is required!',
  'Please enter valid email!',
  'Email must be a valid email address!',
  'Email must not exceed 150 characters!',
  'Password is required!',
  'Current password is required!',
  'Please enter correct current password!',
  'New password is required!',
  'Password must be at least 8 characters!',
  'Password must not exceed 100 characters!',
  'Password is invalid!',
  'New password is invalid!',
  'New password and current password should not be same.',
  'Confirm password is required!',
  'New password and confirm password must match!',
  'Invalid email or password.',
  'Too many attempts. Please wait a few minutes and try again.',
  'Your e-mail address is not verified yet.',
  'If an account exists for this e-mail, a link has been sent to it.',
  'This link has expired. Request a new one.',
  'This link is not valid any more. Request a new one.',
  'Your password has been reset. Sign in with your new password.',
  // Failures the client itself reports (lib/api-client.ts)
  'Could not reach the server. Check your connection and try again.',
  'The server took too long to answer. Please try again.',
  // The server's general error messages (server/lib/errors.ts, error-handler.ts)
  'Please sign in to continue.',
  'You are not allowed to do this.',
  'Not found.',
  'Please correct the highlighted fields.',
  'Cross-site request refused.',
  'Invalid value.',
  ...VALIDATION_MESSAGE_KEYS,
  ...SERVER_MESSAGE_KEYS,
  ...PEOPLE_MESSAGE_KEYS,
  ...TASKS_MESSAGE_KEYS,
  ...PROJECTS_MESSAGE_KEYS,
  ...DASHBOARD_MESSAGE_KEYS,
  ...TASK_DETAIL_MESSAGE_KEYS,
  ...TASK_TIMELINE_MESSAGE_KEYS,
  ...TASK_COMMENTS_MESSAGE_KEYS,
  ...JOBS_MESSAGE_KEYS,
  ...PASSWORDS_MESSAGE_KEYS,
  ...COUNTRIES_MESSAGE_KEYS,
  ...LAYOUT_MESSAGE_KEYS,
  ...NAVIGATION_MESSAGE_KEYS,
  ...LEAVE_MESSAGE_KEYS,
  ...HOLIDAYS_MESSAGE_KEYS,
  ...ATTENDANCE_MESSAGE_KEYS,
  ...WORK_SITES_MESSAGE_KEYS,
  ...ATTENDANCE_GRID_MESSAGE_KEYS,
  ...HR_REPORTS_MESSAGE_KEYS,
  ...TAX_DECLARATION_MESSAGE_KEYS,
  ...TAX_PROOFS_MESSAGE_KEYS,
  ...APPRAISALS_MESSAGE_KEYS,
  ...LETTERS_MESSAGE_KEYS,
  ...REPORTS_MESSAGE_KEYS,
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];
export type Translations = Record<MessageKey, string>;
