import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../org/org.scope.ts';

/** Everyone a report may be about: the scope's active people, by name. */
export async function findReportPeople(db: DbOrTx, scope: Scope) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(scopeSql(scope, users.id), isNull(users.deletedAt), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
