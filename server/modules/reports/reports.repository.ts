import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { people, scopeSql, type Scope } from '../users/users.queries.ts';

/** Everyone a report may be about: the scope's active people, by name. */
export async function findReportPeople(db: DbOrTx, scope: Scope) {
  return db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(and(scopeSql(scope, people.id), isNull(people.deletedAt), eq(people.isActive, true)))
    .orderBy(asc(people.firstName), asc(people.lastName), asc(people.id));
}
