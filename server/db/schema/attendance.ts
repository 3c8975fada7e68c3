/**
 * Work sites and attendance records (attendance module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Named places where people may check in (Orgdesk's own, beyond the spec): a circle around a
 * position. A person bound to no site checks in anywhere.
 */
export const workSites = pgTable(
  'work_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusMeters: integer('radius_meters').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('work_sites_name_unique').on(sql`lower(${t.name})`)],
);

export const workSiteMembers = pgTable(
  'work_site_members',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => workSites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index('work_site_members_site_idx').on(t.siteId)],
);

/**
 * One attendance record per person and day (spec 002 §3 Attendance record): the check-in with its
 * photo, position and accuracy, then the punch out. The unique key makes a second check-in on the
 * same day, even sent twice at once, fail in the database.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation's calendar day of the check-in. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkInLatitude: doublePrecision('check_in_latitude').notNull(),
    checkInLongitude: doublePrecision('check_in_longitude').notNull(),
    checkInAccuracy: doublePrecision('check_in_accuracy'),
    checkInPlace: varchar('check_in_place', { length: 300 }),
    checkInSiteName: varchar('check_in_site_name', { length: 100 }),
    /** The re-encoded photo in storage (attendance/….jpg). */
    photoKey: varchar('photo_key', { length: 200 }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    checkOutAccuracy: doublePrecision('check_out_accuracy'),
    checkOutPlace: varchar('check_out_place', { length: 300 }),
    checkOutSiteName: varchar('check_out_site_name', { length: 100 }),
    /** A weekend or holiday check-in that earned a compensatory day. */
    compensatoryEarned: boolean('compensatory_earned').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_records_user_day_unique').on(t.userId, t.workDate),
    index('attendance_records_day_idx').on(t.workDate),
    index('attendance_records_photo_idx').on(t.photoKey),
    check(
      'attendance_records_check_out_whole',
      sql`(${t.checkOutAt} is null) = (${t.checkOutLatitude} is null) and (${t.checkOutAt} is null) = (${t.checkOutLongitude} is null)`,
    ),
  ],
);
