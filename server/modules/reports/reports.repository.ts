import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceRecords, leaveApplications, users } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../org/org.scope.ts';

/** Everyone a report may be about: the scope's active people, by name. */
export async function findReportPeople(db: DbOrTx, scope: Scope) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(scopeSql(scope, users.id), isNull(users.deletedAt), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** One person's leave applications that touch the period, optionally of one type, oldest first. */
export async function findLeavesInPeriod(
  db: DbOrTx,
  userId: string,
  from: string,
  to: string,
  typeId?: number,
) {
  return db
    .select({
      id: leaveApplications.id,
      typeId: leaveApplications.typeId,
      fromDate: leaveApplications.fromDate,
      toDate: leaveApplications.toDate,
      halfDay: leaveApplications.halfDay,
      duration: leaveApplications.duration,
      reason: leaveApplications.reason,
      approvedAt: leaveApplications.approvedAt,
      rejectedAt: leaveApplications.rejectedAt,
      createdAt: leaveApplications.createdAt,
    })
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.userId, userId),
        lte(leaveApplications.fromDate, to),
        gte(leaveApplications.toDate, from),
        typeId === undefined ? undefined : eq(leaveApplications.typeId, typeId),
      ),
    )
    .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id));
}

/** One person's attendance records in the period, by day. */
export async function findRecordsInPeriod(db: DbOrTx, userId: string, from: string, to: string) {
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
