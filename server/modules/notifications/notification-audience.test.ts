import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../events/events.service.ts';
import { audienceOf } from './notification-audience.ts';

const [ACTOR, ASSIGNEE, MENTIONED, MANAGER, PERSON] = ['a', 'b', 'c', 'd', 'e'].map((c) => c.repeat(8));

const event = (over: Partial<StoredEvent> & Pick<StoredEvent, 'type'>): StoredEvent => ({
  id: 1,
  occurredAt: new Date(),
  actorId: ACTOR!,
  subject: { kind: 'task', id: '7' },
  concerns: [],
  changes: null,
  data: null,
  ...over,
});

describe('who hears of an event', () => {
  it.each<[string, StoredEvent, Array<{ recipientId: string; kind: string }>]>([
    [
      'a task given to someone',
      event({ type: 'task.created', data: { assignedToId: ASSIGNEE } }),
      [{ recipientId: ASSIGNEE!, kind: 'task_assigned' }],
    ],
    ['a task one gives oneself', event({ type: 'task.created', data: { assignedToId: ACTOR } }), []],
    [
      'a task given to someone else later',
      event({ type: 'task.updated', changes: { assignedToId: { from: ACTOR, to: ASSIGNEE } } }),
      [{ recipientId: ASSIGNEE!, kind: 'task_assigned' }],
    ],
    [
      'an edit that keeps the assignee',
      event({ type: 'task.updated', changes: { dueDate: { from: '2026-12-01', to: '2026-12-02' } } }),
      [],
    ],
    [
      'a comment: a mention first, the assignee as a comment, each once',
      event({ type: 'task.commented', data: { mentioned: [MENTIONED, ASSIGNEE], assignedToId: ASSIGNEE } }),
      [
        { recipientId: MENTIONED!, kind: 'mention' },
        { recipientId: ASSIGNEE!, kind: 'mention' },
      ],
    ],
    [
      'an edited comment tells only new mentions',
      event({ type: 'task.comment_edited', data: { mentioned: [MENTIONED], assignedToId: ASSIGNEE } }),
      [{ recipientId: MENTIONED!, kind: 'mention' }],
    ],
    [
      'a leave applied for',
      event({ type: 'leave.applied', data: { managerId: MANAGER, applicantId: ACTOR } }),
      [{ recipientId: MANAGER!, kind: 'leave_requested' }],
    ],
    [
      'a leave decided',
      event({ type: 'leave.approved', data: { applicantId: PERSON } }),
      [{ recipientId: PERSON!, kind: 'leave_decided' }],
    ],
    [
      'a letter issued',
      event({ type: 'letter.issued', data: { requesterId: PERSON } }),
      [{ recipientId: PERSON!, kind: 'letter' }],
    ],
    [
      'an IT proof verified',
      event({ type: 'tax_proof.verified', concerns: [PERSON!] }),
      [{ recipientId: PERSON!, kind: 'tax_proof' }],
    ],
    [
      'a self-appraisal submitted, to its reviewer',
      event({ type: 'appraisal.self_submitted', data: { managerId: MANAGER } }),
      [{ recipientId: MANAGER!, kind: 'appraisal' }],
    ],
    [
      'a new manager',
      event({
        type: 'person.updated',
        subject: { kind: 'person', id: PERSON! },
        changes: { reportingManagerId: { from: ACTOR, to: MANAGER } },
      }),
      [{ recipientId: PERSON!, kind: 'access_changed' }],
    ],
    [
      'a new phone number',
      event({
        type: 'person.updated',
        subject: { kind: 'person', id: PERSON! },
        changes: { phoneNumber: {} },
      }),
      [],
    ],
    ['a sign-in', event({ type: 'auth.signed_in', subject: { kind: 'person', id: ACTOR! } }), []],
    [
      'a task due tomorrow, to its assignee',
      event({ type: 'task.due_tomorrow', actorId: null, data: { assignedToId: ASSIGNEE } }),
      [{ recipientId: ASSIGNEE!, kind: 'task_due' }],
    ],
    [
      'a task that became overdue, to its assignee, as an overdue task',
      event({ type: 'task.became_overdue', actorId: null, data: { assignedToId: ASSIGNEE } }),
      [{ recipientId: ASSIGNEE!, kind: 'task_overdue' }],
    ],
    [
      'a leave starting tomorrow, to the manager only',
      event({
        type: 'leave.starting_tomorrow',
        actorId: null,
        subject: { kind: 'leave', id: '3' },
        concerns: [PERSON!, MANAGER!],
        data: { applicantId: PERSON, managerId: MANAGER },
      }),
      [{ recipientId: MANAGER!, kind: 'team_leave' }],
    ],
    [
      'a compensatory day about to lapse, to its person',
      event({
        type: 'leave.compensatory_expiring',
        actorId: null,
        subject: { kind: 'person', id: PERSON! },
        concerns: [PERSON!],
      }),
      [{ recipientId: PERSON!, kind: 'compensatory' }],
    ],
    [
      'a holiday added by hand, to the people of its calendar but not whoever added it',
      event({
        type: 'holiday.added',
        subject: { kind: 'holiday', id: '5' },
        concerns: [PERSON!, ACTOR!, MANAGER!],
      }),
      [
        { recipientId: PERSON!, kind: 'holiday' },
        { recipientId: MANAGER!, kind: 'holiday' },
      ],
    ],
    [
      'a holiday of the yearly import, to nobody',
      event({ type: 'holiday.added', actorId: null, subject: { kind: 'holiday', id: '6' } }),
      [],
    ],
    [
      'an appraisal cycle opened, to its people but not whoever opened it',
      event({
        type: 'appraisal.cycle_opened',
        subject: { kind: 'appraisal_cycle', id: '2' },
        concerns: [ACTOR!, PERSON!],
      }),
      [{ recipientId: PERSON!, kind: 'appraisal' }],
    ],
    [
      'a review submitted, to the person reviewed',
      event({
        type: 'appraisal.review_submitted',
        subject: { kind: 'appraisal', id: '9' },
        data: { personId: PERSON },
      }),
      [{ recipientId: PERSON!, kind: 'appraisal' }],
    ],
    [
      'a review saved as a draft, to nobody',
      event({ type: 'appraisal.review_saved', data: { personId: PERSON } }),
      [],
    ],
  ])('%s', (_label, given, expected) => {
    expect(audienceOf(given)).toEqual(expected);
  });
});
