import type { EventType, SubjectKind } from '../../../shared/rules/events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EventChanges } from '../../db/schema/events.ts';
import type { JobDefinition } from '../../lib/scheduler.ts';
import { consumerJob, runConsumer, type ConsumerPass, type EventConsumer } from './event-consumers.ts';
import { deleteEventBatchBefore, deleteEventLeftovers, insertEvents } from './events.repository.ts';

export type { EventChanges };
export type { EventConsumer, StoredEvent } from './event-consumers.ts';

/** A change as its module tells of it. */
export interface DomainEvent {
  type: EventType;
  /** Who did it; null for the system (a scheduled job). */
  actorId: string | null;
  subject: { kind: SubjectKind; id: string | number };
  /** The people it is about; empty and repeated ids are dropped. */
  concerns?: ReadonlyArray<string | null | undefined>;
  /** The fields it changed, before and after (only what the object's readers may read). */
  changes?: EventChanges;
  /** What consumers need to tell of it as it was then (names, dates). */
  data?: Record<string, unknown>;
  /** When it happened, when that was not now (the demo's history, recorded after the fact). */
  occurredAt?: Date;
}

/** Field names that would carry a secret; an event that has one is a bug, refused before it is kept. */
const SECRET_FIELD = /password|token|secret|session|hash|otp/i;

function assertNoSecrets(event: DomainEvent): void {
  for (const record of [event.changes, event.data]) {
    for (const key of Object.keys(record ?? {}))
      if (SECRET_FIELD.test(key))
        throw new Error(`Event ${event.type} would carry the secret field "${key}"`);
  }
}

/**
 * Records what a change did, in the transaction that makes it (one statement for all of them): the
 * audit log keeps it, and the consumers that subscribe to its type (mail, notifications) act on
 * it once it commits. Every module's writes publish through this function.
 */
export async function publish(tx: DbOrTx, events: DomainEvent | readonly DomainEvent[]): Promise<void> {
  const list = Array.isArray(events) ? (events as readonly DomainEvent[]) : [events as DomainEvent];
  for (const event of list) assertNoSecrets(event);
  await insertEvents(
    tx,
    list.map((event) => ({
      type: event.type,
      actorId: event.actorId,
      subjectKind: event.subject.kind,
      subjectId: String(event.subject.id),
      concerns: [...new Set((event.concerns ?? []).filter((id): id is string => !!id))],
      changes: event.changes && Object.keys(event.changes).length > 0 ? event.changes : null,
      data: event.data ?? null,
      ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
    })),
  );
}

/** The changed fields of an update: each field whose value differs, before and after. */
export function changesOf<T extends object>(
  before: T,
  after: Partial<T>,
  fields: ReadonlyArray<keyof T & string>,
): EventChanges {
  const changes: EventChanges = {};
  for (const field of fields)
    if (field in after && after[field] !== before[field])
      changes[field] = { from: before[field], to: after[field] };
  return changes;
}

/** The consumers as scheduled jobs, for the app's job list. */
export function eventConsumerJobs(db: Db, consumers: EventConsumer[], now?: () => Date): JobDefinition[] {
  return consumers.map((consumer) => consumerJob(db, consumer, now));
}

/** Runs one consumer over what is pending now (tests, and the demo's set-up). */
export function drainConsumer(db: Db, consumer: EventConsumer, now?: () => Date): Promise<ConsumerPass> {
  return runConsumer(db, consumer, now);
}

/** Events deleted per transaction by the retention job: short transactions, no long lock. */
const RETENTION_BATCH = 5_000;

/**
 * Deletes the events written before `cutoff` (the audit log's retention), in batches, each in a
 * transaction of its own that the append-only rule lets delete. Returns how many were deleted.
 */
export async function deleteEventsBefore(db: Db, cutoff: Date, batch = RETENTION_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await db.transaction((tx) => deleteEventBatchBefore(tx, cutoff, batch));
    deleted += count;
    if (count < batch) break;
  }
  await deleteEventLeftovers(db, cutoff);
  return deleted;
}
