/** The reads of attendance other modules may make (the reports, the file sweep). */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { columnsQuery, type ColumnsQuery, type DbOrTx } from '../../db/client.ts';
import { attendanceRecords } from '../../db/schema/attendance.ts';
import type { StoredFileOwner } from '../../lib/storage.ts';
import {
  ATTENDANCE_PHOTO_FOLDER,
  attendancePhotoKeyInUse,
  attendancePhotoKeys,
} from './attendance-records.repository.ts';

/** One person's attendance records in the period, by day. */
export async function findAttendanceDays(db: DbOrTx, userId: string, from: string, to: string) {
  return db
    .select({
      workDate: attendanceRecords.workDate,
      checkInAt: attendanceRecords.checkInAt,
      checkOutAt: attendanceRecords.checkOutAt,
      checkInPlace: attendanceRecords.checkInPlace,
      checkInSiteName: attendanceRecords.checkInSiteName,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.userId, userId),
        gte(attendanceRecords.workDate, from),
        lte(attendanceRecords.workDate, to),
      ),
    )
    .orderBy(asc(attendanceRecords.workDate));
}

/**
 * A check-in: whose, its day counted from the first day asked about (0), and its check-in and
 * punch out as minutes since the epoch (null: no punch out yet).
 */
export interface CheckInMinutes {
  userId: string;
  day: number;
  checkIn: number;
  checkOut: number | null;
}

/**
 * The check-ins of `userIds` on the days from–to, by person and day (to run with
 * queryColumnsTogether). As minutes since the epoch:
 * converting each row's time zone in the database costs several times more on the embedded one.
 */
export function checkInMinutes(input: {
  userIds: readonly string[];
  from: string;
  to: string;
}): ColumnsQuery<CheckInMinutes> {
  const { from, to } = input;
  const minutesOf = (column: ReturnType<typeof sql>) =>
    sql`floor(extract(epoch from ${column}) / 60)::bigint`;
  return columnsQuery<CheckInMinutes>(
    ['userId', 'day', 'checkIn', 'checkOut'],
    sql`select a.user_id as "userId", a.work_date - ${from}::date as day,
        ${minutesOf(sql`a.check_in_at`)} as "checkIn", ${minutesOf(sql`a.check_out_at`)} as "checkOut"
      from attendance_records a
      where a.user_id = any(${sql.param(input.userIds)}::uuid[]) and a.work_date between ${from} and ${to}
      order by a.user_id, a.work_date`,
  );
}

/** Check-in photos, kept while their record names them. */
export const attendancePhotoFiles: StoredFileOwner = {
  folders: [ATTENDANCE_PHOTO_FOLDER],
  isInUse: attendancePhotoKeyInUse,
  keysInUse: attendancePhotoKeys,
};
