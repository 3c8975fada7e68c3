/**
 * Leave applications, their counts and the leave ledger (leave module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '../../../shared/schemas/leave.schema.ts';
import { createdAt, SEARCH_INDEX_STORAGE, updatedAt } from './columns.ts';
import { users } from './users.ts';

const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' }).notNull();

/**
 * Leave applications (spec 002 §3). The status is derived (shared/rules/leave.ts#leaveStatus):
 * approved_at set is Approved, rejected_at set is Rejected. Withdrawn applications are deleted.
 */
export const leaveApplications = pgTable(
  'leave_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    halfDay: varchar('half_day', { length: 6 }).$type<'first' | 'second'>(),
    duration: days('duration'),
    reason: varchar('reason', { length: 500 }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id),
    decisionNote: varchar('decision_note', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leave_applications_user_idx').on(t.userId, t.fromDate),
    index('leave_applications_created_idx').on(t.createdAt, t.id),
    // The list's search: a type is one of nine ids, a reason is matched anywhere (pg_trgm), so that
    // a search reads the applications it finds, not all of a large team's.
    index('leave_applications_type_idx').on(t.typeId),
    index('leave_applications_reason_search_idx')
      .using('gin', t.reason.op('gin_trgm_ops'))
      .with(SEARCH_INDEX_STORAGE),
    check('leave_applications_dates', sql`${t.toDate} >= ${t.fromDate}`),
    check('leave_applications_one_decision', sql`${t.approvedAt} is null or ${t.rejectedAt} is null`),
  ],
);

/**
 * How many leave applications each person has, kept by triggers on leave_applications (migration
 * 0015), so that the leave list's total for a large team adds up a row per person instead of
 * counting every application.
 */
export const leaveCounts = pgTable('leave_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
});

export const ledgerKind = pgEnum('leave_ledger_kind', LEDGER_KINDS);

/**
 * Every change of a leave balance, one row each: a balance is the sum of its rows, so each
 * figure can be explained line by line. The partial unique keys make each effect happen once:
 * one top-up per person, type and month; one approval and one cancellation per leave.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    kind: ledgerKind('kind').notNull(),
    days: days('days'),
    /** The month of a top-up; the day a compensatory day was earned. */
    period: date('period', { mode: 'string' }),
    /** When an earned compensatory day lapses. */
    expiresOn: date('expires_on', { mode: 'string' }),
    leaveId: integer('leave_id').references(() => leaveApplications.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 300 }),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('leave_ledger_user_idx').on(t.userId, t.typeId),
    uniqueIndex('leave_ledger_top_up_once')
      .on(t.userId, t.typeId, t.period)
      .where(sql`${t.kind} = 'monthly_top_up'`),
    uniqueIndex('leave_ledger_leave_once')
      .on(t.leaveId, t.kind)
      .where(sql`${t.kind} in ('approval', 'cancellation')`),
    // One compensatory day earned per person and day, and it lapses at most once.
    uniqueIndex('leave_ledger_compensatory_once')
      .on(t.userId, t.period, t.kind)
      .where(sql`${t.kind} in ('compensatory_earned', 'compensatory_expired')`),
    index('leave_ledger_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.kind} = 'compensatory_earned'`),
  ],
);
