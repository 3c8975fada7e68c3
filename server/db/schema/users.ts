/**
 * People, their roles, departments, designations, permissions and hand-overs, and who is below whom (users module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '../../../shared/constants.ts';
import { createdAt, SEARCH_INDEX_STORAGE, updatedAt } from './columns.ts';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_name_unique').on(sql`lower(${t.name})`)],
);

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('designations_name_unique').on(sql`lower(${t.name})`)],
);

export const systemRoleKey = pgEnum('system_role_key', ['superAdmin', 'admin']);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    systemKey: systemRoleKey('system_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

export const gender = pgEnum('gender', ['Male', 'Female', 'Others']);
export const maritalStatus = pgEnum('marital_status', ['Married', 'Unmarried']);
export const languageCode = pgEnum('language_code', LANGUAGE_CODES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /** Dial code as shown ('+91'); the ISO code tells apart countries that share one ('+1'). */
    countryCode: varchar('country_code', { length: 12 }),
    countryIso: varchar('country_iso', { length: 2 }),
    phoneNumber: varchar('phone_number', { length: 10 }),
    gender: gender('gender'),
    maritalStatus: maritalStatus('marital_status'),
    employeeCode: varchar('employee_code', { length: 30 }).notNull(),
    departmentId: uuid('department_id').references(() => departments.id),
    designationId: uuid('designation_id').references(() => designations.id),
    roleId: uuid('role_id').references(() => roles.id),
    reportingManagerId: uuid('reporting_manager_id').references((): AnyPgColumn => users.id),
    avatarKey: text('avatar_key'),
    timeZone: varchar('time_zone', { length: 64 }),
    /** The language the person last chose in the app, for their mails; null: never chosen (English). */
    language: languageCode('language'),
    /** The person's holiday calendar (1 India, 2 US); null: the organisation's. */
    holidayLocation: smallint('holiday_location'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The day and month of the person's birthday ('MM-DD'), which they chose to show their team on
     * the team calendar (Settings > Calendar); null: not shown. No year is kept.
     */
    birthday: varchar('birthday', { length: 5 }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What a search box matches a person by, lower case: full name, e-mail and employee id (the
     * search's `LIKE` on one lower-case text is a fraction of the cost of `ILIKE` on each column).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || employee_code)`,
    ),
  },
  (t) => [
    // The search's words, anywhere in the text (pg_trgm), and names close to what was typed
    // (word similarity, `<%`) on the full name as fullNameSql writes it.
    index('users_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')).with(SEARCH_INDEX_STORAGE),
    index('users_full_name_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with(SEARCH_INDEX_STORAGE),
    // A deleted person's address and employee id may be used again.
    uniqueIndex('users_email_active_unique')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_employee_code_active_unique')
      .on(sql`lower(${t.employeeCode})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_reporting_manager_idx').on(t.reportingManagerId),
    // The few deleted people, whom every look-down-the-tree leaves out.
    index('users_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_birthday_day',
      sql`${t.birthday} is null or ${t.birthday} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`,
    ),
    check(
      'users_not_own_manager',
      sql`${t.reportingManagerId} is null or ${t.reportingManagerId} <> ${t.id}`,
    ),
  ],
);

/**
 * Who is below whom: one row per (ancestor, descendant) pair, including each person with
 * themself at depth 0. Kept by a trigger on users (migration 0003) whenever someone is added or
 * changes manager, so every write path keeps it right; the subtree lookups that every list's
 * scope needs then cost one index range instead of a recursive walk.
 */
export const userClosure = pgTable(
  'user_closure',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('user_closure_descendant_idx').on(t.descendantId),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/**
 * When a person with a team is deactivated or deleted, their reports move to a new manager and
 * their open tasks follow (spec 001 §2.2). The task area reads these rows to reassign tasks.
 */
export const reassignmentReason = pgEnum('reassignment_reason', [
  'deactivated',
  'deleted',
  'removed_from_project',
]);

export const userReassignments = pgTable(
  'user_reassignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    newOwnerId: uuid('new_owner_id')
      .notNull()
      .references(() => users.id),
    reason: reassignmentReason('reason').notNull(),
    /** Set for a project removal: only that project's tasks move. */
    projectId: integer('project_id'),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('user_reassignments_user_idx').on(t.userId)],
);
