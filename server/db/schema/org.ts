/**
 * The organisation's settings (org module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

export const orgSettings = pgTable(
  'org_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 100 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Kolkata'),
    demo: boolean('demo').notNull().default(false),
    /** The holiday calendar of everyone who has none of their own (1 India, 2 US). */
    holidayLocation: smallint('holiday_location').notNull().default(1),
    /** Days after which an earned compensatory day lapses unless taken. */
    compensatoryExpiryDays: smallint('compensatory_expiry_days').notNull().default(90),
    /** The working hours, in minutes after midnight of the organisation's time zone (09:30–18:30). */
    workDayStartMinutes: smallint('work_day_start_minutes').notNull().default(570),
    workDayEndMinutes: smallint('work_day_end_minutes').notNull().default(1110),
    /** Days the audit log keeps events; null keeps them forever (the default). */
    auditRetentionDays: integer('audit_retention_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('org_settings_single_row', sql`${t.id} = 1`),
    check(
      'org_settings_work_day',
      sql`${t.workDayStartMinutes} >= 0 and ${t.workDayStartMinutes} < ${t.workDayEndMinutes} and ${t.workDayEndMinutes} <= 1440`,
    ),
  ],
);
