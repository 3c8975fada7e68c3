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
  // Comments on one's tasks come often and rarely need an answer the same hour.
  task_comment: 'digest',
  // A reminder of a due date the person already knows: under the bell, no mail of its own.
  task_due: 'in_app',
  task_overdue: 'email',
  leave_requested: 'email',
  leave_decided: 'email',
  team_leave: 'in_app',
  compensatory: 'in_app',
  holiday: 'in_app',
  letter: 'email',
  tax_proof: 'email',
  appraisal: 'email',
  access_changed: 'in_app',
} as const satisfies Record<string, NotificationChannel>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Every kind, in the order the settings list them. */
export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const NOTIFICATION_PAGE_SIZES = [20, 50] as const;

/** Each kind's channel for a person: their choice where they made one, the default elsewhere. */
export function effectiveChannels(
  chosen: Partial<Record<string, NotificationChannel>>,
): Record<NotificationKind, NotificationChannel> {
  return Object.fromEntries(
    NOTIFICATION_KIND_LIST.map((kind) => [kind, chosen[kind] ?? NOTIFICATION_KINDS[kind]]),
  ) as Record<NotificationKind, NotificationChannel>;
}

/** Whether a channel puts a row under the bell (all but off). */
export const notifiesInApp = (channel: NotificationChannel): boolean => channel !== 'off';

/**
 * The page a notification leads to, as a path of the web app: the object it is about, or the
 * list where the person acts on it; null when it has none. The bell, the notifications page and
 * the digest mails all link through it.
 */
export function notificationPath(n: { type: string; subject: { kind: string; id: string } }): string | null {
  const { kind, id } = n.subject;
  switch (n.type) {
    case 'leave.applied':
    case 'leave.updated':
    case 'leave.approved':
    case 'leave.rejected':
    case 'leave.cancelled':
    case 'leave.starting_tomorrow':
      return '/leave-approval';
    case 'leave.compensatory_earned':
    case 'leave.compensatory_expiring':
    case 'leave.compensatory_lapsed':
      return `/user/${id}?tab=leave`;
    case 'letter.issued':
    case 'letter.rejected':
      return '/letter-requests';
    case 'tax_proof.verified':
    case 'tax_proof.rejected':
      return '/it-proof';
    case 'tax_declaration.reopened':
      return '/investment-declaration';
    case 'appraisal.self_submitted':
      return `/manager-appraisal?id=${id}`;
    case 'appraisal.review_submitted':
    case 'appraisal.released':
      return `/self-appraisal?id=${id}`;
    case 'appraisal.cycle_opened':
      return '/self-appraisal';
    case 'holiday.added':
      return '/calendar';
    default:
      if (kind === 'task') return `/view-task/${id}`;
      if (kind === 'person') return `/user/${id}`;
      return null;
  }
}
