import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, designations, users } from '../../db/schema/users.ts';
import { teamCountSql } from './users-read.repository.ts';

/** Chart cards: people by id, or the active direct reports of a manager. */
export async function findChartPeople(db: DbOrTx, by: { ids: string[] } | { managerId: string }) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      managerId: users.reportingManagerId,
      designation: designations.name,
      department: departments.name,
      teamCount: teamCountSql,
    })
    .from(users)
    .leftJoin(designations, eq(designations.id, users.designationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        isNull(users.deletedAt),
        'ids' in by
          ? inArray(users.id, by.ids)
          : and(eq(users.reportingManagerId, by.managerId), eq(users.isActive, true)),
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
}
