import type { TFunction } from 'i18next';
import { formatDay } from '../../../../shared/rules/dates.ts';
import { leaveTypeOf } from '../../../../shared/rules/leave.ts';
import { LETTER_TYPE_LABELS, type LetterType } from '../../../../shared/rules/letters.ts';
import { financialYearLabel } from '../../../../shared/rules/financial-year.ts';
import type { Notification } from '../../../../shared/schemas/notifications.schema.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Who acted, as the row names them: a job has no actor, and says so. */
export function actorName(notification: Notification, t: TFunction): string {
  return notification.actor?.fullName || t('The system');
}

/** A leave's days: "from 01-12-2026 to 03-12-2026", or "on 01-12-2026" for one day. */
function leaveDays(data: Record<string, unknown>, t: TFunction): string {
  const from = text(data.fromDate);
  const to = text(data.toDate) || from;
  return from === to
    ? t('on {{day}}', { day: formatDay(from) })
    : t('from {{from}} to {{to}}', { from: formatDay(from), to: formatDay(to) });
}

function letterName(type: unknown, t: TFunction): string {
  const label = LETTER_TYPE_LABELS[type as LetterType] as string | undefined;
  return label ? t(label) : t('letter');
}

/**
 * What happened, in the reader's language, from the event's type and the data it carries
 * (server/modules/notifications/notification-audience.ts says who hears of which type). A type
 * this list does not know yet still reads as a sentence.
 */
export function notificationSentence(notification: Notification, t: TFunction): string {
  const data = notification.data ?? {};
  const actor = actorName(notification, t);
  const task = text(data.name);
  switch (notification.type) {
    case 'task.created':
    case 'task.updated':
      return t('{{actor}} assigned you the task “{{task}}”', { actor, task });
    case 'task.commented':
    case 'task.comment_edited':
      return notification.kind === 'mention'
        ? t('{{actor}} mentioned you in a comment on “{{task}}”', { actor, task })
        : t('{{actor}} commented on your task “{{task}}”', { actor, task });
    case 'task.reminder_sent':
      return t('{{actor}} reminded you that the task “{{task}}” is overdue', { actor, task });
    case 'task.due_tomorrow':
      return t('Your task “{{task}}” is due tomorrow, {{day}}', { task, day: formatDay(text(data.dueDate)) });
    case 'task.became_overdue':
      return t('Your task “{{task}}” is overdue: it was due on {{day}}', {
        task,
        day: formatDay(text(data.dueDate)),
      });
    case 'leave.applied':
    case 'leave.updated': {
      const values = {
        actor,
        type: t(leaveTypeOf(Number(data.typeId))?.name ?? 'time off'),
        days: leaveDays(data, t),
      };
      return notification.type === 'leave.applied'
        ? t('{{actor}} asked you for {{type}} {{days}}', values)
        : t('{{actor}} changed their request for {{type}} {{days}}', values);
    }
    case 'leave.approved':
      return t('{{actor}} approved your leave {{days}}', { actor, days: leaveDays(data, t) });
    case 'leave.rejected':
      return t('{{actor}} rejected your leave {{days}}', { actor, days: leaveDays(data, t) });
    case 'leave.cancelled':
      return t('{{actor}} cancelled your leave {{days}}', { actor, days: leaveDays(data, t) });
    case 'leave.starting_tomorrow':
      return t('{{person}} is on {{type}} {{days}}, starting tomorrow', {
        person: text(data.applicantName),
        type: t(leaveTypeOf(Number(data.typeId))?.name ?? 'time off'),
        days: leaveDays(data, t),
      });
    case 'leave.compensatory_expiring':
      return t('The compensatory day you earned on {{day}} lapses on {{expiresOn}} unless you take it', {
        day: formatDay(text(data.day)),
        expiresOn: formatDay(text(data.expiresOn)),
      });
    case 'leave.compensatory_earned':
      return t('You earned a compensatory day for working on {{day}}; take it by {{expiresOn}}', {
        day: formatDay(text(data.day)),
        expiresOn: formatDay(text(data.expiresOn)),
      });
    case 'leave.compensatory_lapsed':
      return t('The compensatory day you earned on {{day}} lapsed unused', {
        day: formatDay(text(data.day)),
      });
    case 'letter.issued':
      return t('{{actor}} issued your {{letter}}', { actor, letter: letterName(data.type, t) });
    case 'letter.rejected':
      return t('{{actor}} rejected your {{letter}} request', { actor, letter: letterName(data.type, t) });
    case 'tax_proof.verified':
      return t('{{actor}} verified your IT proof “{{document}}”', {
        actor,
        document: text(data.documentName),
      });
    case 'tax_proof.rejected':
      return t('{{actor}} rejected your IT proof “{{document}}”', {
        actor,
        document: text(data.documentName),
      });
    case 'tax_declaration.reopened':
      return t('{{actor}} reopened your investment declaration for {{year}}', {
        actor,
        year: financialYearLabel(Number(data.financialYear)),
      });
    case 'appraisal.self_submitted':
      return t('{{actor}} submitted their self-appraisal of {{cycle}} for your review', {
        actor,
        cycle: text(data.cycleName),
      });
    case 'appraisal.cycle_opened':
      return t('{{actor}} opened the appraisal cycle {{cycle}}; your self-appraisal is due by {{day}}', {
        actor,
        cycle: text(data.name),
        day: formatDay(text(data.dueDate)),
      });
    case 'appraisal.review_submitted':
      return t('{{actor}} reviewed your appraisal of {{cycle}}', { actor, cycle: text(data.cycleName) });
    case 'appraisal.released':
      return t('{{actor}} released your appraisal of {{cycle}}', { actor, cycle: text(data.cycleName) });
    case 'holiday.added':
      return t('{{actor}} added the holiday “{{holiday}}” on {{day}} to your calendar', {
        actor,
        holiday: text(data.name),
        day: formatDay(text(data.date)),
      });
    case 'person.updated':
      // The manager's departure handed their reports to someone else.
      return data.reason === 'manager_deleted' || data.reason === 'manager_deactivated'
        ? t('{{actor}} gave you a new manager, as yours left', { actor })
        : accessSentence(data.accessChanged, actor, t);
    default:
      return t('{{actor}} made a change that concerns you', { actor });
  }
}

/** Which of the person's manager, role and permissions changed, when it was one of them. */
function accessSentence(changed: unknown, actor: string, t: TFunction): string {
  const fields = Array.isArray(changed) ? changed : [];
  if (fields.length === 1 && fields[0] === 'reportingManagerId')
    return t('{{actor}} changed your reporting manager', { actor });
  if (fields.length === 1 && fields[0] === 'roleId') return t('{{actor}} changed your role', { actor });
  if (fields.length === 1 && fields[0] === 'permissions')
    return t('{{actor}} changed your permissions', { actor });
  return t('{{actor}} updated your manager, role or permissions', { actor });
}
