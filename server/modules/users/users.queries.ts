/**
 * The users module's reads for other modules: the people read model (never the password hash),
 * the hierarchy and the scope built on it. Other modules join `people` (or `peopleAs(alias)`)
 * instead of the users table, so that only this module names its tables; Postgres flattens the
 * subquery into the outer query, so the plans are those of a join to users.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../shared/constants.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SubjectSight } from '../events/events.queries.ts';
import { departments, designations, users } from '../../db/schema/users.ts';

import { byName, fullNameSql } from './users-read.repository.ts';
import { authorizeTeamMember, scopeOf, scopeSql } from './scope.ts';

export { byName, fullNameSql } from './users-read.repository.ts';
export { isAvatarKey } from './users.repository.ts';
export { TEAM_POLICY } from './users.policy.ts';
export { findSubtreeIds, isInSubtree, subtreeIdsSql, subtreeLookupSql } from './hierarchy.repository.ts';
export {
  authorizeTeamMember,
  isInScope,
  isInScopeCached,
  resolveViewScope,
  scopeOf,
  scopeSql,
  VIEW_AS_HEADER,
  viewAsOf,
  type Scope,
  type ScopeSqlInput,
} from './scope.ts';

const qb = new QueryBuilder();

/** `people` under another name, for a query that joins people twice (the assignee and the creator). */
export function peopleAs<A extends string>(name: A) {
  return qb
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      employeeCode: users.employeeCode,
      gender: users.gender,
      maritalStatus: users.maritalStatus,
      departmentId: users.departmentId,
      designationId: users.designationId,
      reportingManagerId: users.reportingManagerId,
      holidayLocation: users.holidayLocation,
      /** The language of the person's mails (null: English). */
      language: users.language,
      /** The birthday they show their team ('MM-DD'; null: not shown). */
      birthday: users.birthday,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .as(name);
}

/** Everyone, deleted people included (filter on `deletedAt`): what other modules may read of a person. */
export const people = peopleAs('people');

export type PeopleView = typeof people;

/** Department names by id, for the people read model's `departmentId`. */
export const departmentNames = qb
  .select({ id: departments.id, name: departments.name })
  .from(departments)
  .as('department_names');

/** Designation names by id, for the people read model's `designationId`. */
export const designationNames = qb
  .select({ id: designations.id, name: designations.name })
  .from(designations)
  .as('designation_names');

/**
 * The ids of the people (deleted ones too) whose full name matches `pattern` (ILIKE, answered by
 * the trigram index on the full name), as a parenthesised subquery: `x in ${…}`, or
 * `x = any(array${…})` where the planner should read x's index with the ids found.
 */
export function peopleNamedSql(pattern: string): SQL {
  return sql`(select ${people.id} from ${people} where ${fullNameSql(people)} ilike ${pattern})`;
}

/** `byName` of `people`. */
export const peopleByName = byName(people);

/** How many people a condition on `people` finds (a page's total, counted apart past its last page). */
export async function countPeople(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(people)
    .where(where);
  return counted?.n ?? 0;
}

/** What leave needs of a person: who they are, whom they report to, and their holiday calendar. */
export interface LeavePersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: 'Male' | 'Female' | 'Others' | null;
  maritalStatus: 'Married' | 'Unmarried' | null;
  reportingManagerId: string | null;
  /** null: the organisation's. */
  holidayLocation: number | null;
  /** The language of their mails; null: English. */
  language: LanguageCode | null;
}

const leavePersonColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  gender: users.gender,
  maritalStatus: users.maritalStatus,
  reportingManagerId: users.reportingManagerId,
  holidayLocation: users.holidayLocation,
  language: users.language,
};

export async function findLeavePerson(db: DbOrTx, id: string): Promise<LeavePersonRow | null> {
  const [row] = await db
    .select(leavePersonColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/** A person who may still use the app (active, not deleted), as leave reads them; null otherwise. */
export async function findActivePerson(db: DbOrTx, id: string): Promise<LeavePersonRow | null> {
  const [row] = await db
    .select(leavePersonColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.isActive, true)));
  return row ?? null;
}

/** The active people, as (id, created_at) rows: who a monthly top-up may be for, with their account's instant. */
export function activePeopleSql(): SQL {
  return sql`(select id, created_at from users where deleted_at is null and is_active)`;
}

/** The active people with their own time zone (null: the organisation's), as (id, time_zone) rows. */
export function activePeopleZonesSql(): SQL {
  return sql`(select id, time_zone from users where deleted_at is null and is_active)`;
}

/** The active direct reports of `managerIds`: whom a manager's weekly digest is about. */
export async function findDirectReports(
  db: DbOrTx,
  managerIds: readonly string[],
): Promise<
  Array<{ id: string; managerId: string; fullName: string; holidayLocation: number | null; createdAt: Date }>
> {
  if (managerIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      managerId: users.reportingManagerId,
      firstName: users.firstName,
      lastName: users.lastName,
      holidayLocation: users.holidayLocation,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        inArray(users.reportingManagerId, [...managerIds]),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.firstName, users.lastName);
  return rows.map((r) => ({
    id: r.id,
    managerId: r.managerId!,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    holidayLocation: r.holidayLocation,
    createdAt: r.createdAt,
  }));
}

/**
 * The active people whose holiday calendar is `location`: theirs where they have one, the
 * organisation's (`organisationLocation`) where not. Whom a holiday added there concerns.
 */
export async function findHolidayCalendarPeople(
  db: DbOrTx,
  location: number,
  organisationLocation: number,
): Promise<string[]> {
  const calendar =
    location === organisationLocation
      ? or(eq(users.holidayLocation, location), isNull(users.holidayLocation))
      : eq(users.holidayLocation, location);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(calendar, isNull(users.deletedAt), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** Who may be written to: the active people among `ids`, with their address and language. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: LanguageCode | null;
}

export async function findRecipients(db: DbOrTx, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt), eq(users.isActive, true)));
}

/** Full names by id, deleted people included (an audit log names whoever acted, then). */
export async function findPeopleNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

/**
 * A person of the caller's own team (themself and everyone below them; anyone for Admins), whose
 * name it answers: 404 "This person is not in your team." for anyone else and for no one. What a
 * section of a person's page checks first.
 */
export function authorizeOwnTeamMember(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
): Promise<string> {
  return authorizeTeamMember(ctx, actor, scopeOf(actor), personId, () => findPersonName(ctx.db, personId));
}

/**
 * The people whose profile a person may open (themself and everyone below them; anyone for
 * Admins), for reading events about them (a person's activity). Sign-ins are left out by the reader.
 */
export function personSight(actor: SessionUser): SubjectSight {
  return { kind: 'person', visible: (id) => scopeSql(scopeOf(actor), sql`(${id})::uuid`) };
}

/** A person's full name by id (null for an unknown id), deleted people included. */
export async function findPersonName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
