import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceRecords, workSiteMembers, workSites } from '../../db/schema/attendance.ts';
import { people } from '../users/users.queries.ts';

export const ATTENDANCE_PHOTO_FOLDER = 'attendance';

const recordColumns = {
  id: attendanceRecords.id,
  userId: attendanceRecords.userId,
  firstName: people.firstName,
  lastName: people.lastName,
  workDate: attendanceRecords.workDate,
  checkInAt: attendanceRecords.checkInAt,
  checkInLatitude: attendanceRecords.checkInLatitude,
  checkInLongitude: attendanceRecords.checkInLongitude,
  checkInAccuracy: attendanceRecords.checkInAccuracy,
  checkInPlace: attendanceRecords.checkInPlace,
  checkInSiteName: attendanceRecords.checkInSiteName,
  photoKey: attendanceRecords.photoKey,
  checkOutAt: attendanceRecords.checkOutAt,
  checkOutLatitude: attendanceRecords.checkOutLatitude,
  checkOutLongitude: attendanceRecords.checkOutLongitude,
  checkOutAccuracy: attendanceRecords.checkOutAccuracy,
  checkOutPlace: attendanceRecords.checkOutPlace,
  checkOutSiteName: attendanceRecords.checkOutSiteName,
  compensatoryEarned: attendanceRecords.compensatoryEarned,
};

export type AttendanceRecordRow = Awaited<ReturnType<typeof findRecord>>;

export async function findRecord(db: DbOrTx, id: number) {
  const [row] = await db
    .select(recordColumns)
    .from(attendanceRecords)
    .innerJoin(people, eq(people.id, attendanceRecords.userId))
    .where(eq(attendanceRecords.id, id));
  return row;
}

export async function findDayRecord(db: DbOrTx, userId: string, workDate: string) {
  const [row] = await db
    .select(recordColumns)
    .from(attendanceRecords)
    .innerJoin(people, eq(people.id, attendanceRecords.userId))
    .where(and(eq(attendanceRecords.userId, userId), eq(attendanceRecords.workDate, workDate)));
  return row;
}

export interface MarkValues {
  at: Date;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  place: string | null;
  siteName: string | null;
}

/**
 * The day's check-in, or null when the person already has one that day: the unique key (person,
 * day) decides between two sent at once, so only one is ever stored.
 */
export async function insertCheckIn(
  tx: DbOrTx,
  values: { userId: string; workDate: string; photoKey: string; compensatoryEarned: boolean } & MarkValues,
): Promise<number | null> {
  const [row] = await tx
    .insert(attendanceRecords)
    .values({
      userId: values.userId,
      workDate: values.workDate,
      checkInAt: values.at,
      checkInLatitude: values.latitude,
      checkInLongitude: values.longitude,
      checkInAccuracy: values.accuracy,
      checkInPlace: values.place,
      checkInSiteName: values.siteName,
      photoKey: values.photoKey,
      compensatoryEarned: values.compensatoryEarned,
    })
    .onConflictDoNothing({ target: [attendanceRecords.userId, attendanceRecords.workDate] })
    .returning({ id: attendanceRecords.id });
  return row?.id ?? null;
}

/** Records the punch out of the day's check-in; null when there is none still open. */
export async function updatePunchOut(
  db: DbOrTx,
  recordId: number,
  values: MarkValues,
): Promise<number | null> {
  const [row] = await db
    .update(attendanceRecords)
    .set({
      checkOutAt: values.at,
      checkOutLatitude: values.latitude,
      checkOutLongitude: values.longitude,
      checkOutAccuracy: values.accuracy,
      checkOutPlace: values.place,
      checkOutSiteName: values.siteName,
    })
    .where(and(eq(attendanceRecords.id, recordId), isNull(attendanceRecords.checkOutAt)))
    .returning({ id: attendanceRecords.id });
  return row?.id ?? null;
}

/** For the file sweep: an attendance photo is kept while its record names it. */
export async function attendancePhotoKeyInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.photoKey, key))
    .limit(1);
  return row !== undefined;
}

/** Every stored file a row names (so that no row is found pointing at a missing file). */
export async function attendancePhotoKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ key: attendanceRecords.photoKey }).from(attendanceRecords);
  return rows.map((r) => r.key);
}

/** The sites a person is bound to; none means they check in anywhere. */
export async function findSitesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: workSites.id,
      name: workSites.name,
      latitude: workSites.latitude,
      longitude: workSites.longitude,
      radiusMeters: workSites.radiusMeters,
    })
    .from(workSiteMembers)
    .innerJoin(workSites, eq(workSites.id, workSiteMembers.siteId))
    .where(eq(workSiteMembers.userId, userId))
    .orderBy(workSites.name);
}
