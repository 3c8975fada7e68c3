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
  ])('%s', (_label, given, expected) => {
    expect(audienceOf(given)).toEqual(expected);
  });
});
