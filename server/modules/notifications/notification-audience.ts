import type { NotificationKind } from '../../../shared/rules/notifications.ts';
import type { StoredEvent } from '../events/events.service.ts';

export interface Audience {
  recipientId: string;
  kind: NotificationKind;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Who hears of an event, and as what kind of notification: never the person who did it. One
 * person hears of one event once, as the first kind that applies (a mention before a comment).
 * The one answer for every channel: the bell, the mail at once and the daily digest all follow
 * it, each person's channel for the kind deciding which (notification-channels.ts).
 */
export function audienceOf(event: StoredEvent): Audience[] {
  const data = event.data ?? {};
  const found: Audience[] = [];
  const add = (recipientId: string | null, kind: NotificationKind) => {
    if (recipientId && recipientId !== event.actorId && !found.some((a) => a.recipientId === recipientId))
      found.push({ recipientId, kind });
  };
  switch (event.type) {
    case 'task.created':
      add(str(data.assignedToId), 'task_assigned');
      break;
    case 'task.updated':
      add(str(event.changes?.assignedToId?.to), 'task_assigned');
      break;
    case 'task.commented':
    case 'task.comment_edited':
      for (const id of strings(data.mentioned)) add(id, 'mention');
      if (event.type === 'task.commented') add(str(data.assignedToId), 'task_comment');
      break;
    case 'task.reminder_sent':
    case 'task.became_overdue':
      add(str(data.assignedToId), 'task_overdue');
      break;
    case 'task.due_tomorrow':
      add(str(data.assignedToId), 'task_due');
      break;
    case 'leave.applied':
    case 'leave.updated':
      add(str(data.managerId), 'leave_requested');
      break;
    case 'leave.approved':
    case 'leave.rejected':
    case 'leave.cancelled':
      add(str(data.applicantId), 'leave_decided');
      break;
    case 'leave.starting_tomorrow':
      add(str(data.managerId), 'team_leave');
      break;
    case 'leave.compensatory_earned':
    case 'leave.compensatory_expiring':
    case 'leave.compensatory_lapsed':
      add(event.subject.id, 'compensatory');
      break;
    case 'letter.issued':
    case 'letter.rejected':
      add(str(data.requesterId), 'letter');
      break;
    case 'tax_proof.verified':
    case 'tax_proof.rejected':
    case 'tax_declaration.reopened':
      for (const id of event.concerns) add(id, 'tax_proof');
      break;
    case 'appraisal.self_submitted':
      // The review is asked of the manager.
      add(str(data.managerId), 'appraisal');
      break;
    case 'appraisal.review_submitted':
    case 'appraisal.released':
      add(str(data.personId), 'appraisal');
      break;
    case 'appraisal.cycle_opened':
      // Its concerns are the people given an appraisal in it.
      for (const id of event.concerns) add(id, 'appraisal');
      break;
    case 'holiday.added':
      // Its concerns are the people of its calendar when someone added it by hand; the yearly
      // import's holidays concern no one (twenty notifications each, every year, would be noise).
      for (const id of event.concerns) add(id, 'holiday');
      break;
    case 'person.updated': {
      // My manager, role or permissions changed.
      const changes = event.changes ?? {};
      if ('reportingManagerId' in changes || 'roleId' in changes || 'permissions' in changes)
        add(event.subject.id, 'access_changed');
      break;
    }
    default:
      break;
  }
  return found;
}
