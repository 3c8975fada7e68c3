/**
 * The holiday calendars (holidays module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { boolean, date, integer, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The holiday calendars (spec 002 §3). National public holidays are imported from the
 * date-holidays library by the holiday-calendar job (is_custom false); people with
 * ManageHolidays add the custom ones. One holiday per day and location.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 1 India, 2 US. */
    location: smallint('location').notNull(),
    date: date('holiday_date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    typeId: smallint('type_id').notNull(),
    comments: varchar('comments', { length: 300 }).notNull().default(''),
    isCustom: boolean('is_custom').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('holidays_location_date_unique').on(t.location, t.date)],
);
