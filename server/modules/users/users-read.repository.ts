import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserListQuery } from '../../../shared/schemas/users.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, pageTotal } from '../../lib/sql.ts';
import {
  closenessSql,
  everyWordInSql,
  nearNameSql,
  rankSql,
  type SearchTerms,
} from '../../lib/text-search.ts';
import { departments, designations, roles, userPermissions, users } from '../../db/schema/users.ts';

/** People in the order every list of them takes: by first name, last name (case aside), then id. */
export function byName(p: { id: SQLWrapper; firstName: SQLWrapper; lastName: SQLWrapper }) {
  return [asc(sql`lower(${p.firstName})`), asc(sql`lower(${p.lastName})`), asc(p.id)];
}

/**
 * A person's full name as SQL: first and last name with one space, as every list, search and
 * export shows it (and as the trigram index on users matches it). `person` is a table or view with
 * the two columns, or the alias of a raw query's users table.
 */
export function fullNameSql(person: { firstName: SQLWrapper; lastName: SQLWrapper } | string): SQL<string> {
  if (typeof person === 'string') {
    const alias = sql.identifier(person);
    return sql<string>`(${alias}.first_name || ' ' || ${alias}.last_name)`;
  }
  return sql<string>`(${person.firstName} || ' ' || ${person.lastName})`;
}

const manager = alias(users, 'manager');

/** Direct reports, active or not (deleted ones are gone): they all need a manager. */
export const teamCountSql = sql<number>`(select count(*)::int from users r where r.reporting_manager_id = ${users.id} and r.deleted_at is null)`;

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  employeeCode: users.employeeCode,
  avatarKey: users.avatarKey,
  isActive: users.isActive,
  designationId: designations.id,
  designationName: designations.name,
  departmentId: departments.id,
  departmentName: departments.name,
  managerId: manager.id,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
  roleId: roles.id,
  roleName: roles.name,
  roleSystemKey: roles.systemKey,
  teamCount: teamCountSql,
};

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeCode: string;
  avatarKey: string | null;
  isActive: boolean;
  designationId: string | null;
  designationName: string | null;
  departmentId: string | null;
  departmentName: string | null;
  managerId: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  roleId: string | null;
  roleName: string | null;
  roleSystemKey: 'superAdmin' | 'admin' | null;
  teamCount: number;
}

function orderFor(query: UserListQuery): SQL[] {
  const dir = query.sort === 'desc' ? desc : asc;
  const names = [dir(sql`lower(${users.firstName})`), dir(sql`lower(${users.lastName})`)];
  if (query.orderBy === 'email') return [dir(users.email)];
  if (query.orderBy === 'designation')
    return [
      sql`lower(${designations.name}) ${sql.raw(query.sort === 'desc' ? 'desc' : 'asc')} nulls last`,
      ...names,
    ];
  return names;
}

/** One page of the users list, filtered in SQL by the caller's scope. */
export async function findUsersPage(
  db: DbOrTx,
  scopeCondition: SQL,
  query: UserListQuery,
): Promise<{ rows: PersonRow[]; total: number }> {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where = and(
    isNull(users.deletedAt),
    scopeCondition,
    // The name, e-mail and employee id in one lower-case text with a trigram index: one LIKE.
    pattern ? sql`${users.searchText} like lower(${pattern})` : undefined,
    query.designationIds?.length ? inArray(users.designationId, query.designationIds) : undefined,
    query.departmentIds?.length ? inArray(users.departmentId, query.departmentIds) : undefined,
  );
  // The page's people first, in order and with the total, from what the order needs; the rest
  // (their manager, role, team size…) is read for the page alone.
  const order = [...orderFor(query), asc(users.id)];
  const page = db
    .select({
      id: users.id,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
      total: sql<number>`count(*) over ()::int`.as('total'),
    })
    .from(users)
    .leftJoin(designations, eq(designations.id, users.designationId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const rows = await db
    .select({ ...personColumns, total: page.total })
    .from(users)
    .innerJoin(page, eq(page.id, users.id))
    .leftJoin(designations, eq(designations.id, users.designationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(manager, eq(manager.id, users.reportingManagerId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .orderBy(page.position);
  return { rows, total: await pageTotal(rows, query.page === 1, () => countUsers(db, where)) };
}

async function countUsers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(designations, eq(designations.id, users.designationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where);
  return row?.n ?? 0;
}

/** Everyone in scope, for the CSV export (ordered as the list). */
export async function findUsersForExport(
  db: DbOrTx,
  scopeCondition: SQL,
  query: UserListQuery,
): Promise<PersonRow[]> {
  const { rows } = await findUsersPage(db, scopeCondition, { ...query, page: 1, pageSize: 100_000 });
  return rows;
}

export async function findPerson(db: DbOrTx, id: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(designations, eq(designations.id, users.designationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(manager, eq(manager.id, users.reportingManagerId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/** The fields of the edit form and profile that the list does not carry. */
export async function findPersonalDetails(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      countryIso: users.countryIso,
      countryCode: users.countryCode,
      phoneNumber: users.phoneNumber,
      gender: users.gender,
      maritalStatus: users.maritalStatus,
      holidayLocation: users.holidayLocation,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findGrantedPermissions(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(userPermissions.permission);
  return rows.map((r) => r.permission);
}

export async function findNamedItems(db: DbOrTx, table: typeof departments | typeof designations) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .orderBy(asc(sql`lower(${table.name})`));
}

/** The names of some departments, designations or roles, by id. */
export async function findNamedItemNames(
  db: DbOrTx,
  kind: 'departments' | 'designations' | 'roles',
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = { departments, designations, roles }[kind];
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findRoles(db: DbOrTx) {
  return db
    .select({ id: roles.id, name: roles.name, systemKey: roles.systemKey })
    .from(roles)
    .orderBy(asc(sql`lower(${roles.name})`));
}

/** Active people whose ids satisfy `condition`, for the reporting-manager choices. */
export async function findManagerCandidates(db: DbOrTx, condition: SQL) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.isActive, true), condition))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return Boolean(row);
}

export async function employeeCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.employeeCode}) = lower(${code})`, isNull(users.deletedAt)));
  return Boolean(row);
}

/** Direct reports of a person (active and inactive, not deleted). */
export async function findDirectReportIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.reportingManagerId, userId), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

export async function findAvatarKey(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId));
  return row?.key ?? null;
}

/**
 * What Settings > Profile changes, as it is now (the before of its events), locked until the
 * caller's transaction ends so that the change it then makes starts from this.
 */
export async function lockOwnSettings(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      countryIso: users.countryIso,
      countryCode: users.countryCode,
      phoneNumber: users.phoneNumber,
      language: users.language,
      avatarKey: users.avatarKey,
      birthday: users.birthday,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** A person the global search found. */
export interface PersonHitRow {
  id: string;
  fullName: string;
  email: string;
  employeeCode: string;
  designation: string | null;
  department: string | null;
  isActive: boolean;
}

/** The ids of a small name table (designations, departments) whose name holds `word`, as `= any(…)`. */
function namedIdsSql(table: typeof designations | typeof departments, word: string): SQL {
  return sql`any(array(select ${table.id} from ${table} where ${ilike(table.name, containsPattern(word))}))`;
}

/**
 * People in scope (not deleted) whose name, e-mail, employee id, designation or department holds
 * every word, the exact name first; only when none does, those whose name is close to what was
 * typed (a typo), closer first. Both through trigram indexes (users.search_text, the full name).
 */
export async function findPersonHits(
  db: DbOrTx,
  scopeCondition: SQL,
  terms: SearchTerms,
  limit: number,
): Promise<PersonHitRow[]> {
  const fullName = fullNameSql(users);
  const find = (match: SQL, order: SQL[]) =>
    db
      .select({
        id: users.id,
        fullName,
        email: users.email,
        employeeCode: users.employeeCode,
        designation: designations.name,
        department: departments.name,
        isActive: users.isActive,
      })
      .from(users)
      .leftJoin(designations, eq(designations.id, users.designationId))
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(and(isNull(users.deletedAt), scopeCondition, match))
      .orderBy(...order)
      .limit(limit);
  const found = await find(
    everyWordInSql(terms, users.searchText, (word) =>
      or(
        sql`${users.designationId} = ${namedIdsSql(designations, word)}`,
        sql`${users.departmentId} = ${namedIdsSql(departments, word)}`,
      ),
    ),
    [rankSql(terms, fullName), ...byName(users)],
  );
  if (found.length > 0) return found;
  return find(nearNameSql(terms, fullName), [desc(closenessSql(terms, fullName)), ...byName(users)]);
}

/** The birthday a person shows their team ('MM-DD'), or null. */
export async function findBirthday(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ birthday: users.birthday }).from(users).where(eq(users.id, userId));
  return row?.birthday ?? null;
}
