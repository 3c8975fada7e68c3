/**
 * The domain events: what changed, named `area.verb` in the past tense. Every write of every
 * module records one or more in the transaction that makes the change; the audit log lists them
 * and consumers (notification mail, in-app notifications, digests) are fed from them. One list
 * per area, and the kinds of object they are about.
 */
const TASK_EVENTS = [
  'task.created',
  'task.updated',
  'task.deleted',
  'task.restored',
  'task.commented',
  'task.comment_edited',
  'task.reminder_sent',
  // Told by the daily reminders job (actor null): due tomorrow, and once per due date that passed.
  'task.due_tomorrow',
  'task.became_overdue',
] as const;

const LEAVE_EVENTS = [
  'leave.applied',
  'leave.updated',
  'leave.withdrawn',
  'leave.approved',
  'leave.rejected',
  'leave.cancelled',
  'leave.corrected',
  'leave.topped_up',
  'leave.compensatory_earned',
  'leave.compensatory_lapsed',
  // Told by the daily reminders job (actor null).
  'leave.starting_tomorrow',
  'leave.compensatory_expiring',
] as const;

const PEOPLE_EVENTS = [
  'auth.signed_in',
  'auth.signed_out',
  'auth.password_reset_requested',
  'auth.verification_requested',
  'auth.invitation_resent',
  'auth.password_reset',
  'auth.invitation_accepted',
  'auth.password_changed',
  'auth.email_verified',
  'person.created',
  'person.updated',
  'person.deactivated',
  'person.activated',
  'person.deleted',
  'person.profile_updated',
  'person.language_changed',
  'person.notification_preferences_changed',
  'person.calendar_feed_created',
  'person.calendar_feed_revoked',
  'person.birthday_changed',
  'person.avatar_changed',
  'person.avatar_removed',
  'department.created',
  'designation.created',
  'role.created',
] as const;

const PROJECT_EVENTS = [
  'project.created',
  'project.updated',
  'project.deleted',
  'project.members_added',
  'project.members_removed',
] as const;

const ATTENDANCE_EVENTS = [
  'attendance.checked_in',
  'attendance.punched_out',
  'attendance.settings_changed',
  'work_site.created',
  'work_site.updated',
  'work_site.deleted',
  'holiday.added',
  'holiday.updated',
  'holiday.removed',
] as const;

const HR_EVENTS = [
  'letter.requested',
  'letter.request_withdrawn',
  'letter.issued',
  'letter.rejected',
  'letter.template_saved',
  'appraisal.cycle_opened',
  'appraisal.questions_changed',
  'appraisal.self_saved',
  'appraisal.self_submitted',
  'appraisal.review_saved',
  'appraisal.review_submitted',
  'appraisal.released',
  'tax_proof.uploaded',
  'tax_proof.deleted',
  'tax_proof.verified',
  'tax_proof.rejected',
  'tax_declaration.saved',
  'tax_declaration.submitted',
  'tax_declaration.reopened',
] as const;

/** The audit log's own setting: how long events are kept. */
const AUDIT_EVENTS = ['audit.retention_changed'] as const;

export const EVENT_TYPES = [
  ...TASK_EVENTS,
  ...LEAVE_EVENTS,
  ...PEOPLE_EVENTS,
  ...PROJECT_EVENTS,
  ...ATTENDANCE_EVENTS,
  ...HR_EVENTS,
  ...AUDIT_EVENTS,
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The kinds of object an event is about (its subject). */
export const SUBJECT_KINDS = [
  // tasks and leave
  'task',
  'leave',
  'person',
  // people, roles and the organisation
  'department',
  'designation',
  'role',
  // projects
  'project',
  // attendance, work sites and holidays
  'attendance_record',
  'attendance_settings',
  'work_site',
  'holiday',
  // HR documents
  'letter_request',
  'letter_template',
  'appraisal_cycle',
  'appraisal_questions',
  'appraisal',
  'tax_proof',
  'tax_declaration',
  // the audit log's settings
  'audit_settings',
] as const;

export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** The area an event type belongs to: its prefix. */
export function eventArea(type: EventType): string {
  return type.slice(0, type.indexOf('.'));
}
