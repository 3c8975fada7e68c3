/**
 * Letter templates and requests (letters module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LETTER_STATUSES, LETTER_TYPES } from '../../../shared/rules/letters.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const letterType = pgEnum('letter_type', LETTER_TYPES);
export const letterStatus = pgEnum('letter_status', LETTER_STATUSES);

/** The text an issuer starts from for each type of letter, with placeholders ({name}, {date}…). */
export const letterTemplates = pgTable('letter_templates', {
  type: letterType('type').primaryKey(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * A person's request for a letter. Issuing writes the letter's text, its reference number and
 * verification code, and the PDF in storage; rejecting writes the reason.
 */
export const letterRequests = pgTable(
  'letter_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: letterType('type').notNull(),
    purpose: varchar('purpose', { length: 200 }).notNull().default(''),
    addressedTo: varchar('addressed_to', { length: 200 }).notNull().default(''),
    notes: varchar('notes', { length: 1000 }).notNull().default(''),
    status: letterStatus('status').notNull().default('requested'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    subject: varchar('subject', { length: 200 }),
    body: text('body'),
    referenceNumber: varchar('reference_number', { length: 40 }).unique(),
    /**
     * The letters' register: an issued letter's year (in the organisation's time zone) and its
     * number in that year, 1, 2, 3… in issue order without gaps, taken in the issuing transaction.
     */
    registerYear: smallint('register_year'),
    registerNumber: integer('register_number'),
    verificationCode: varchar('verification_code', { length: 40 }).unique(),
    fileKey: varchar('file_key', { length: 200 }).unique(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('letter_requests_user_idx').on(t.userId, t.createdAt),
    index('letter_requests_created_idx').on(t.createdAt, t.id),
    uniqueIndex('letter_requests_register_unique').on(t.registerYear, t.registerNumber),
    check(
      'letter_requests_issued_whole',
      sql`(${t.status} = 'issued') = (${t.verificationCode} is not null and ${t.fileKey} is not null and ${t.referenceNumber} is not null and ${t.registerYear} is not null and ${t.registerNumber} is not null)`,
    ),
    check('letter_requests_register_number', sql`${t.registerNumber} > 0`),
  ],
);
