import type { NotificationChannel, NotificationKind } from '../../../../shared/rules/notifications.ts';

/** Each kind of notification as Settings > Notifications names and explains it (English keys). */
export const NOTIFICATION_KIND_TEXT: Record<NotificationKind, { label: string; description: string }> = {
  mention: { label: 'Mentions', description: 'Someone mentions you in a comment.' },
  task_assigned: { label: 'Tasks given to me', description: 'Someone assigns a task to you.' },
  task_comment: { label: 'Comments on my tasks', description: 'Someone comments on a task assigned to you.' },
  task_due: { label: 'Tasks due tomorrow', description: 'A task of yours is due tomorrow.' },
  task_overdue: {
    label: 'Overdue tasks',
    description: 'A task of yours becomes overdue, or someone reminds you of one.',
  },
  leave_requested: {
    label: 'Leave to approve',
    description: 'Someone who reports to you applies for leave or changes a request.',
  },
  leave_decided: {
    label: 'Decisions on my leave',
    description: 'Your leave is approved, rejected or cancelled.',
  },
  team_leave: {
    label: 'My team’s leave',
    description: 'The approved leave of someone who reports to you starts tomorrow.',
  },
  compensatory: {
    label: 'Compensatory days off',
    description: 'You earn a compensatory day, one is about to lapse, or one lapses.',
  },
  holiday: {
    label: 'Holidays',
    description: 'A holiday is added to your holiday calendar.',
  },
  letter: { label: 'Letters', description: 'Your letter is issued or your request is rejected.' },
  tax_proof: {
    label: 'IT proofs and declarations',
    description: 'Your IT proof is verified or rejected, or your declaration is reopened.',
  },
  appraisal: {
    label: 'Appraisals and reviews',
    description:
      'An appraisal cycle opens, a self-appraisal awaits your review, or your own is reviewed or released.',
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
