/**
 * Domain events and their consumers (events module).
 * Instants are timestamptz (UTC).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A transaction id that never wraps around (PostgreSQL 13+), kept as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** What an event says changed: each field's value before and after. */
export type EventChanges = Record<string, { from?: unknown; to?: unknown }>;

/**
 * Every change of state, written in the transaction that makes it (the outbox): the audit log
 * reads it, consumers are fed from it. Append-only: a trigger (migration 0021) refuses UPDATE and
 * DELETE, and a statement trigger tells every instance at commit that events arrived.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writing transaction: consumers take events only once it has ended (see event-consumers.ts). */
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** `area.verb`, e.g. `leave.approved` (shared/rules/events.ts). */
    type: varchar('type', { length: 60 }).notNull(),
    /** Who did it; null for the system (a scheduled job). Kept when the person is removed. */
    actorId: uuid('actor_id'),
    subjectKind: varchar('subject_kind', { length: 30 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    /** The people it is about (an assignee, an applicant, the approvers), for notifications and filters. */
    concerns: uuid('concerns')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    changes: jsonb('changes').$type<EventChanges>(),
    /** What consumers need to tell of it as it was then (a task's name, a leave's dates). */
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('domain_events_tx_idx').on(t.tx),
    // The audit log, newest first, and each of its filters answered from its own index in that order.
    index('domain_events_occurred_idx').on(t.occurredAt, t.id),
    index('domain_events_subject_idx').on(t.subjectKind, t.subjectId, t.occurredAt, t.id),
    index('domain_events_type_idx').on(t.type, t.occurredAt, t.id),
    index('domain_events_area_idx').on(sql`split_part(${t.type}, '.', 1)`, t.occurredAt, t.id),
    // A person's recent activity (their page): what they did, newest first.
    index('domain_events_actor_idx').on(t.actorId, t.occurredAt, t.id),
  ],
);

/**
 * The people of each event (who acted, whom it concerns, the person it is about), one row each,
 * written by a statement trigger on domain_events (migration 0021): the audit log's person
 * filter reads them newest first from their key.
 */
export const domainEventPeople = pgTable(
  'domain_event_people',
  {
    personId: uuid('person_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.occurredAt, t.eventId] })],
);

/**
 * Where each consumer stands: every event of a transaction older than `horizon` is handled;
 * newer ones are handled when they have a row in event_consumptions.
 */
export const eventConsumers = pgTable('event_consumers', {
  name: varchar('name', { length: 60 }).primaryKey(),
  horizon: xid8('horizon').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventConsumptionState = pgEnum('event_consumption_state', ['done', 'failed', 'abandoned']);

/**
 * One row per event × consumer above the consumer's horizon: written in the transaction of the
 * consumer's effects, so an event is handled once however often it is read. A failed one waits
 * for `retryAt`, and is abandoned after its last attempt.
 */
export const eventConsumptions = pgTable(
  'event_consumptions',
  {
    consumer: varchar('consumer', { length: 60 }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventTx: xid8('event_tx').notNull(),
    state: eventConsumptionState('state').notNull(),
    attempts: integer('attempts').notNull().default(1),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consumer, t.eventId] }),
    index('event_consumptions_tx_idx').on(t.consumer, t.eventTx),
  ],
);
