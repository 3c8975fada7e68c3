import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { scopeSql, type ScopeSqlInput } from '../org/org.scope.ts';
import { peopleByName } from '../users/users-read.repository.ts';

export interface TeamPerson {
  id: string;
  name: string;
  /** Their own holiday calendar; null: the organisation's. */
  holidayLocation: number | null;
}

/**
 * The active people of the scope, by name, optionally only `userIds`. As one JSON text: the
 * embedded database hands many rows over one by one at a cost each, a single value at once.
 */
export async function findTeamPeople(
  db: DbOrTx,
  scope: ScopeSqlInput,
  userIds: readonly string[],
): Promise<TeamPerson[]> {
  const [row] = await db
    .select({
      people: sql<string | null>`json_agg(json_build_array(${users.id},
        trim(${users.firstName} || ' ' || ${users.lastName}), ${users.holidayLocation})
        order by ${sql.join(peopleByName, sql`, `)})::text`,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.isActive, true),
        scopeSql(scope, users.id),
        userIds.length > 0 ? inArray(users.id, [...userIds]) : undefined,
      ),
    );
  const people = JSON.parse(row?.people ?? '[]') as Array<[string, string, number | null]>;
  return people.map(([id, name, holidayLocation]) => ({ id, name, holidayLocation }));
}
