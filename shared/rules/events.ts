/**
 * The domain events: what changed, named `area.verb`. Every write of every module records one or
 * more in the transaction that makes the change; the audit log lists them and consumers
 * (notification mail, in-app notifications, digests) are fed from them.
 */
export const EVENT_TYPES = [
  'task.created',
  'task.updated',
  'task.deleted',
  'task.restored',
  'task.commented',
  'task.comment_edited',
  'task.reminder_sent',
  'leave.applied',
  'leave.updated',
  'leave.withdrawn',
  'leave.approved',
  'leave.rejected',
  'leave.cancelled',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The kinds of object an event is about; each has a page (the audit log links to it). */
export const SUBJECT_KINDS = ['task', 'leave'] as const;

export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** The area an event type belongs to: its prefix. */
export function eventArea(type: EventType): string {
  return type.slice(0, type.indexOf('.'));
}
