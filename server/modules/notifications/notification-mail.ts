import { leaveTypeOf } from '../../../shared/rules/leave.ts';
import type { LetterType } from '../../../shared/rules/letters.ts';
import type { TaxProofType } from '../../../shared/rules/tax-proofs.ts';
import { formatTaskNumber } from '../../../shared/rules/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  leaveDecidedMail,
  leaveRequestedMail,
  mentionedMail,
  overdueReminderMail,
  taskAssignedMail,
} from '../../mail/templates.ts';
import { appraisalReleasedMail } from '../../mail/appraisal-mails.ts';
import { letterDecidedMail } from '../../mail/letter-mails.ts';
import { taxDeclarationReopenedMail } from '../../mail/tax-declaration-mails.ts';
import { taxProofReviewedMail } from '../../mail/tax-proof-mails.ts';
import type { NotificationKind } from '../../../shared/rules/notifications.ts';
import type { EventConsumer, StoredEvent } from '../events/events.service.ts';
import { audiencesByChannel } from './notification-channels.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail.service.ts';
import { findPeopleNames, findRecipients, type Recipient } from '../users/users.queries.ts';

export const NOTIFICATION_MAIL_CONSUMER = 'notification-mail';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The mail that tells one person of an event they hear of as `kind` (audienceOf decides who and
 * as what; their preferences whether by mail): what it says in their language; `named` is someone
 * else the mail names (their name is looked up as it is now, null when unknown). Null: the event
 * has no mail for that kind (it is told under the bell only).
 */
type MailWriter = {
  named?: string | null;
  write: (person: Recipient, actorName: string, namedName: string | null) => OutgoingMail;
};

function mailFor(event: StoredEvent, kind: NotificationKind, appUrl: string): MailWriter | null {
  const data = event.data ?? {};
  const taskUrl = `${appUrl}/view-task/${event.subject.id}`;
  const task = {
    number: formatTaskNumber(Number(event.subject.id)),
    name: str(data.name),
    projectName: str(data.projectName),
    dueDate: str(data.dueDate),
  };
  const recipient = (p: Recipient) => ({ to: p.email, firstName: p.firstName, language: p.language });
  switch (event.type) {
    case 'task.created':
    case 'task.updated': {
      // TaskCreated (spec 000 §7): whoever someone else gave the task, on creation or reassignment.
      // A handover of someone's open tasks is told under the bell, not by a mail per task.
      if (data.handover === true) return null;
      return {
        write: (p, actorName) =>
          taskAssignedMail({ ...recipient(p), assignedBy: actorName, task, url: taskUrl }),
      };
    }
    case 'task.commented':
    case 'task.comment_edited':
      // A comment on one's task without a mention has no mail of its own.
      if (kind !== 'mention') return null;
      return {
        write: (p, actorName) => mentionedMail({ ...recipient(p), author: actorName, task, url: taskUrl }),
      };
    case 'task.reminder_sent':
      // The overdue reminder (spec 000 §7), to the assignee.
      return {
        write: (p, actorName) =>
          overdueReminderMail({
            ...recipient(p),
            sentBy: actorName,
            task: { ...task, status: str(data.status) },
            url: taskUrl,
          }),
      };
    case 'leave.applied':
    case 'leave.updated':
      return {
        write: (p, actorName) =>
          leaveRequestedMail({
            ...recipient(p),
            applicant: actorName,
            edited: event.type === 'leave.updated',
            leave: {
              typeName: leaveTypeOf(Number(data.typeId))?.name ?? '',
              fromDate: str(data.fromDate),
              toDate: str(data.toDate),
              duration: Number(data.duration),
              reason: str(data.reason),
            },
            url: `${appUrl}/leave-approval`,
          }),
      };
    case 'leave.approved':
    case 'leave.rejected':
    case 'leave.cancelled':
      return {
        write: (p, actorName) =>
          leaveDecidedMail({
            ...recipient(p),
            decidedBy: actorName,
            decision: event.type.slice('leave.'.length) as 'approved' | 'rejected' | 'cancelled',
            leave: {
              typeName: leaveTypeOf(Number(data.typeId))?.name ?? '',
              fromDate: str(data.fromDate),
              toDate: str(data.toDate),
              duration: Number(data.duration),
            },
            note: typeof data.note === 'string' ? data.note : null,
            url: `${appUrl}/leave-approval`,
          }),
      };
    case 'letter.issued':
    case 'letter.rejected':
      // To the requester, whoever decided (spec 002, letters).
      return {
        write: (p) =>
          letterDecidedMail({
            ...recipient(p),
            type: str(data.type) as LetterType,
            decision: event.type === 'letter.issued' ? 'issued' : 'rejected',
            referenceNumber: typeof data.referenceNumber === 'string' ? data.referenceNumber : null,
            reason: typeof data.reason === 'string' ? data.reason : null,
            url: `${appUrl}/letter-requests`,
          }),
      };
    case 'tax_proof.verified':
    case 'tax_proof.rejected':
      return {
        write: (p, actorName) =>
          taxProofReviewedMail({
            ...recipient(p),
            reviewedBy: actorName,
            decision: event.type === 'tax_proof.verified' ? 'verified' : 'rejected',
            proof: {
              type: str(data.type) as TaxProofType,
              documentName: str(data.documentName),
              financialYear: Number(data.financialYear),
            },
            reason: typeof data.reason === 'string' ? data.reason : null,
            url: `${appUrl}/it-proof`,
          }),
      };
    case 'tax_declaration.reopened':
      return {
        write: (p, actorName) =>
          taxDeclarationReopenedMail({
            ...recipient(p),
            reopenedBy: actorName,
            financialYear: Number(data.financialYear),
            url: `${appUrl}/investment-declaration`,
          }),
      };
    case 'appraisal.released':
      return {
        named: typeof data.reviewerId === 'string' ? data.reviewerId : null,
        write: (p, _actorName, reviewerName) =>
          appraisalReleasedMail({
            ...recipient(p),
            cycleName: str(data.cycleName),
            reviewerName,
            url: `${appUrl}/self-appraisal?id=${event.subject.id}`,
          }),
      };
    default:
      return null;
  }
}

/**
 * The mails people get when something happens to them (spec 000 §7 and 002): a task given to
 * them, a mention, a leave to decide, a decision on their leave, their letter issued or rejected,
 * their IT proof reviewed, their tax declaration reopened, their appraisal released. Who gets
 * one is audienceOf's answer, for those whose channel for its kind is e-mail; a kind an event has
 * no mail for (a comment without a mention, a self-appraisal to review) is told under the bell
 * only. So are the daily reminders (a task due tomorrow or become overdue, a report's leave
 * starting tomorrow, a compensatory day about to lapse), an appraisal cycle opened or reviewed and
 * a holiday added: none has a mail of its own, and an overdue task is mailed by the overdue digest
 * job, once per person and day, not per task. Queued in the outbox in the consumer's transaction,
 * so each is queued once per event.
 */
export function notificationMailConsumer(options: { appUrl: string; nudgeMail: () => void }): EventConsumer {
  return {
    name: NOTIFICATION_MAIL_CONSUMER,
    description:
      'E-mails people about what happened to them: tasks given to them, mentions, leave, letters, IT proofs, declarations and appraisals.',
    types: [
      'task.created',
      'task.updated',
      'task.commented',
      'task.comment_edited',
      'task.reminder_sent',
      'leave.applied',
      'leave.updated',
      'leave.approved',
      'leave.rejected',
      'leave.cancelled',
      'letter.issued',
      'letter.rejected',
      'tax_proof.verified',
      'tax_proof.rejected',
      'tax_declaration.reopened',
      'appraisal.released',
    ],
    startAt: 'beginning',
    handle: (tx: DbOrTx, event: StoredEvent) => queueMails(tx, [event], options.appUrl),
    handleBatch: (tx: DbOrTx, events: readonly StoredEvent[]) => queueMails(tx, events, options.appUrl),
    afterCommit: options.nudgeMail,
  };
}

/**
 * The events' mails, in order: who hears of each by e-mail, then one lookup of all their
 * recipients (active people only) and one of the names the mails need.
 */
async function queueMails(tx: DbOrTx, events: readonly StoredEvent[], appUrl: string): Promise<void> {
  const audiences = await audiencesByChannel(tx, events, 'email');
  const planned = events.map((event, i) => {
    const writers = new Map<string, MailWriter>();
    for (const { recipientId, kind } of audiences[i]!) {
      const writer = mailFor(event, kind, appUrl);
      if (writer) writers.set(recipientId, writer);
    }
    return { event, writers };
  });
  const recipientIds = [...new Set(planned.flatMap((p) => [...p.writers.keys()]))];
  if (recipientIds.length === 0) return;
  const people = new Map((await findRecipients(tx, recipientIds)).map((p) => [p.id, p]));
  const nameIds = planned.flatMap(({ event, writers }) =>
    writers.size === 0
      ? []
      : [event.actorId, ...[...writers.values()].map((w) => w.named ?? null)].filter(
          (id): id is string => !!id,
        ),
  );
  const names = await findPeopleNames(tx, [...new Set(nameIds)]);
  const mails: OutgoingMail[] = [];
  for (const { event, writers } of planned) {
    const actorName = event.actorId ? (names.get(event.actorId) ?? '') : '';
    for (const [recipientId, writer] of writers) {
      const person = people.get(recipientId);
      if (!person) continue;
      const named = writer.named ? (names.get(writer.named) ?? null) : null;
      mails.push(writer.write(person, actorName, named));
    }
  }
  await enqueueMails(tx, mails);
}
