import type { NotificationChannel, NotificationKind } from '../../../../shared/rules/notifications.ts';

/** Each kind of notification as Settings > Notifications names and explains it (English keys). */
export const NOTIFICATION_KIND_TEXT: Record<NotificationKind, { label: string; description: string }> = {
  mention: { label: 'Mentions', description: 'Someone mentions you in a comment.' },
  task_assigned: { label: 'Tasks given to me', description: 'Someone assigns a task to you.' },
  task_comment: { label: 'Comments on my tasks', description: 'Someone comments on a task assigned to you.' },
  task_overdue: { label: 'Overdue reminders', description: 'Someone reminds you of an overdue task.' },
  leave_requested: {
    label: 'Leave to approve',
    description: 'Someone who reports to you applies for leave or changes a request.',
  },
  leave_decided: {
    label: 'Decisions on my leave',
    description: 'Your leave is approved, rejected or cancelled.',
  },
  compensatory: {
    label: 'Compensatory days off',
    description: 'You earn a compensatory day, or one lapses.',
  },
  letter: { label: 'Letters', description: 'Your letter is issued or your request is rejected.' },
  tax_proof: {
    label: 'IT proofs and declarations',
    description: 'Your IT proof is verified or rejected, or your declaration is reopened.',
  },
  appraisal: {
    label: 'Appraisals and reviews',
    description: 'A self-appraisal awaits your review, or your appraisal is released.',
  },
  access_changed: {
    label: 'My manager and permissions',
    description: 'Your manager, role or permissions change.',
  },
};

/** The four ways of hearing of a kind, as the choice names them (English keys); all but Off put it under the bell. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'In the app and by e-mail at once',
  digest: 'In the app and in the daily digest',
  off: 'Off',
};
