/**
 * The demo organisation's history (issue 29): the events its seeded tasks, comments, leave and
 * letters would have recorded had people made them through the app, at the times the rows carry.
 * The audit log and each object's history show them, and the in-app notifications consumer turns
 * them into the unread notifications a demo user finds under the bell. Mail is not sent for the
 * past: the notification mail consumer starts after them.
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import type { Db, Tx } from '../server/db/client.ts';
import {
  leaveApplications,
  letterRequests,
  projects,
  tasks,
  taskTimeline,
  users,
} from '../server/db/schema.ts';
import type { EventType, SubjectKind } from '../shared/rules/events.ts';
import type { EventChanges } from '../server/db/schema/events.ts';
import { ensureConsumer } from '../server/modules/events/events.repository.ts';
import { publish, type DomainEvent } from '../server/modules/events/events.service.ts';
import { sendDailyDigests } from '../server/modules/notifications/notification-digest.service.ts';
import { NOTIFICATION_MAIL_CONSUMER } from '../server/modules/notifications/notifications.service.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const MENTION = /data-type="mention" data-id="([0-9a-f-]{36})"/g;

/** An event of the history, as publish() takes it: at the time its row carries. */
type PastEvent = DomainEvent & { occurredAt: Date };

const event = (row: {
  type: EventType;
  actorId: string | null;
  subjectKind: SubjectKind;
  subjectId: string;
  occurredAt: Date;
  concerns?: ReadonlyArray<string | null>;
  changes?: EventChanges;
  data?: Record<string, unknown>;
}): PastEvent => ({
  type: row.type,
  actorId: row.actorId,
  subject: { kind: row.subjectKind, id: row.subjectId },
  concerns: row.concerns,
  changes: row.changes,
  data: row.data,
  occurredAt: row.occurredAt,
});

export async function seedDemoActivity(tx: Tx): Promise<number> {
  const events = [...(await taskEvents(tx)), ...(await leaveEvents(tx)), ...(await letterEvents(tx))];
  // In the order they happened, as the log and the consumers read them.
  events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  await publish(tx, events);
  await ensureConsumer(tx, NOTIFICATION_MAIL_CONSUMER, 'now');
  return events.length;
}

/** Each task's creation, comments (with their mentions), edit, deletion and restoration. */
async function taskEvents(tx: Tx): Promise<PastEvent[]> {
  const rows = await tx
    .select({
      id: tasks.id,
      name: tasks.name,
      projectId: tasks.projectId,
      projectName: projects.name,
      assignedToId: tasks.assignedToId,
      dueDate: tasks.dueDate,
      status: tasks.status,
      entryType: taskTimeline.type,
      authorId: taskTimeline.authorId,
      body: taskTimeline.body,
      previous: taskTimeline.previous,
      current: taskTimeline.current,
      at: taskTimeline.createdAt,
    })
    .from(taskTimeline)
    .innerJoin(tasks, eq(tasks.id, taskTimeline.taskId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .orderBy(asc(taskTimeline.id));
  return rows.flatMap((r): PastEvent[] => {
    const subject = {
      subjectKind: 'task' as const,
      subjectId: String(r.id),
      actorId: r.authorId,
      occurredAt: r.at,
    };
    const task = {
      name: r.name,
      projectId: r.projectId,
      projectName: r.projectName,
      assignedToId: r.assignedToId,
      dueDate: r.dueDate,
      status: r.status,
    };
    switch (r.entryType) {
      case 'TaskCreated':
        return [
          event({
            ...subject,
            type: 'task.created',
            concerns: [r.assignedToId ?? ''],
            data: { ...task, name: text(r.current?.name) || r.name, status: 'New' },
          }),
        ];
      case 'Timeline': {
        const mentioned = [...r.body.matchAll(MENTION)].map((m) => m[1]!).filter((id) => id !== r.authorId);
        return [
          event({
            ...subject,
            type: 'task.commented',
            concerns: [r.assignedToId ?? '', ...mentioned],
            data: { name: r.name, projectName: r.projectName, assignedToId: r.assignedToId, mentioned },
          }),
        ];
      }
      case 'TaskEdited': {
        const fields = Object.keys(r.current ?? {});
        const changes = Object.fromEntries(
          fields.map((f) => [f, { from: r.previous?.[f], to: r.current?.[f] }]),
        );
        return [
          event({
            ...subject,
            type: 'task.updated',
            concerns: [r.assignedToId ?? '', text(r.previous?.assignedToId)],
            changes,
            data: task,
          }),
        ];
      }
      case 'TaskDeleted':
        return [
          event({
            ...subject,
            type: 'task.deleted',
            concerns: [r.assignedToId ?? ''],
            data: { name: r.name },
          }),
        ];
      case 'TaskRestored':
        return [
          event({
            ...subject,
            type: 'task.restored',
            concerns: [r.assignedToId ?? ''],
            changes: { status: { from: r.previous?.status, to: 'New' } },
            data: { name: r.name },
          }),
        ];
      default:
        return [];
    }
  });
}

/** Each leave as applied, and as approved or rejected when it was decided. */
async function leaveEvents(tx: Tx): Promise<PastEvent[]> {
  const rows = await tx
    .select({ leave: leaveApplications, managerId: users.reportingManagerId })
    .from(leaveApplications)
    .innerJoin(users, eq(users.id, leaveApplications.userId))
    .orderBy(asc(leaveApplications.id));
  return rows.flatMap(({ leave: r, managerId }) => {
    const summary = {
      typeId: r.typeId,
      fromDate: r.fromDate,
      toDate: r.toDate,
      halfDay: r.halfDay,
      duration: Number(r.duration),
    };
    const subject = { subjectKind: 'leave' as const, subjectId: String(r.id) };
    const applied = event({
      ...subject,
      type: 'leave.applied',
      actorId: r.userId,
      occurredAt: r.createdAt,
      concerns: [r.userId, managerId ?? ''],
      data: { applicantId: r.userId, managerId, ...summary, reason: r.reason },
    });
    const decidedAt = r.approvedAt ?? r.rejectedAt;
    if (!decidedAt || !r.decidedById) return [applied];
    return [
      applied,
      event({
        ...subject,
        type: r.approvedAt ? 'leave.approved' : 'leave.rejected',
        actorId: r.decidedById,
        occurredAt: decidedAt,
        concerns: [r.userId],
        data: { applicantId: r.userId, ...summary, note: r.decisionNote },
      }),
    ];
  });
}

/** Each letter request, and its issue or rejection. */
async function letterEvents(tx: Tx): Promise<PastEvent[]> {
  const rows = await tx.select().from(letterRequests).orderBy(asc(letterRequests.id));
  return rows.flatMap((r) => {
    const subject = { subjectKind: 'letter_request' as const, subjectId: String(r.id) };
    const requested = event({
      ...subject,
      type: 'letter.requested',
      actorId: r.userId,
      occurredAt: r.createdAt,
      concerns: [r.userId],
      data: { requesterId: r.userId, type: r.type },
    });
    if (!r.decidedAt || (r.status !== 'issued' && r.status !== 'rejected')) return [requested];
    const decided =
      r.status === 'issued'
        ? {
            type: 'letter.issued' as const,
            data: { requesterId: r.userId, type: r.type, referenceNumber: r.referenceNumber },
          }
        : {
            type: 'letter.rejected' as const,
            data: { requesterId: r.userId, type: r.type, reason: r.rejectionReason },
          };
    return [
      requested,
      event({ ...subject, ...decided, actorId: r.decidedBy, occurredAt: r.decidedAt, concerns: [r.userId] }),
    ];
  });
}

/** The instant at which it is 09:00 on `day` in `timeZone`. */
function morningOf(day: string, timeZone: string): Date {
  const nine = new Date(`${day}T09:00:00Z`);
  const wall = (zone: string) =>
    Date.parse(nine.toLocaleString('en-US', { timeZone: zone, hour12: false }).replace(/\u202f/g, ' '));
  return new Date(nine.getTime() - (wall(timeZone) - wall('UTC')));
}

/**
 * A daily digest of the demo's history, at once, so that a new user finds one in data/mail/
 * without waiting for a morning: once the in-app notifications of the history exist (`drain`),
 * the digest job's own service runs as at 09:00 yesterday in the organisation's time zone, the
 * day before the demo began (today's morning is the job's own, which may already have run empty
 * at start-up). Each person's day is claimed as the job claims it, so nothing is sent twice.
 */
export async function sendFirstDemoDigests(
  db: Db,
  appUrl: string,
  drain: () => Promise<void>,
): Promise<number> {
  await drain();
  const morning = morningOf(addDays(todayIn(DEFAULT_TIME_ZONE), -1), DEFAULT_TIME_ZONE);
  return (await sendDailyDigests(db, appUrl, morning)).people;
}
