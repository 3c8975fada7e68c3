/**
 * The kinds of notification a person may be sent, each for one or more event types, and how each
 * reaches them unless they choose otherwise (issue 29: in the app, by e-mail at once, in the daily
 * digest, or not at all). Mentions and approvals asked of a person are never only in a digest by
 * default.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = {
  mention: 'email',
  task_assigned: 'email',
  task_comment: 'in_app',
  task_overdue: 'email',
  leave_requested: 'email',
  leave_decided: 'email',
  compensatory: 'in_app',
  letter: 'email',
  tax_proof: 'email',
  appraisal: 'email',
  access_changed: 'in_app',
} as const satisfies Record<string, NotificationChannel>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_PAGE_SIZES = [20, 50] as const;
