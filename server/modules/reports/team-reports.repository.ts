import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { people, peopleByName, scopeSql, type ScopeSqlInput, fullNameSql } from '../users/users.queries.ts';

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
      people: sql<string | null>`json_agg(json_build_array(${people.id},
        trim(${fullNameSql(people)}), ${people.holidayLocation})
        order by ${sql.join(peopleByName, sql`, `)})::text`,
    })
    .from(people)
    .where(
      and(
        isNull(people.deletedAt),
        eq(people.isActive, true),
        scopeSql(scope, people.id),
        userIds.length > 0 ? inArray(people.id, [...userIds]) : undefined,
      ),
    );
  const found = JSON.parse(row?.people ?? '[]') as Array<[string, string, number | null]>;
  return found.map(([id, name, holidayLocation]) => ({ id, name, holidayLocation }));
}
