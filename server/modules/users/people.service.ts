import { PERMISSION_GROUPS, type Permission } from '../../../shared/permissions.ts';
import { toCsv } from '../../../shared/rules/people.ts';
import { assignableRoles, isAdminRole } from '../../../shared/rules/roles.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  USER_MESSAGES,
  type UserDetail,
  type UserFormOptions,
  type UserListQuery,
  type UserListResponse,
} from '../../../shared/schemas/users.schema.ts';
import { normalizeEmail } from '../../../shared/rules/email.ts';
import { sql } from 'drizzle-orm';
import { authorize } from '../../lib/authorize.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SearchTerms } from '../../lib/text-search.ts';
import { users } from '../../db/schema/users.ts';
import { subtreeIdsSql } from './hierarchy.repository.ts';
import { isInScopeCached, scopeOf, scopeSql, type Scope } from './scope.ts';
import { presentListItem } from './users.presenter.ts';
import {
  PERSON_POLICY,
  canChooseHolidayLocation,
  grantablePermissions,
  userAbilities,
  type TargetFacts,
} from './users.policy.ts';
import {
  emailTaken,
  employeeCodeTaken,
  findGrantedPermissions,
  findManagerCandidates,
  findNamedItems,
  findPerson,
  findPersonHits,
  findPersonalDetails,
  findRoles,
  findUsersForExport,
  findUsersPage,
  type PersonRow,
} from './users-read.repository.ts';
import { departments, designations } from '../../db/schema/users.ts';
import { effectivePermissions } from './users.presenter.ts';
import type { PersonProjects } from './person-lifecycle.ts';

function facts(row: PersonRow, inScope: boolean): TargetFacts {
  return { id: row.id, systemKey: row.roleSystemKey, isActive: row.isActive, inScope };
}

/** The users list, filtered in SQL by the viewed scope; each card carries the caller's abilities. */
export async function listPeople(
  ctx: AppContext,
  actor: SessionUser,
  scope: Scope,
  query: UserListQuery,
): Promise<UserListResponse> {
  const [{ rows, total }, designationList, departmentList] = await Promise.all([
    findUsersPage(ctx.db, scopeSql(scope, users.id), query),
    findNamedItems(ctx.db, designations),
    findNamedItems(ctx.db, departments),
  ]);
  return {
    // Everything listed is within the viewed scope, which lies within the caller's own.
    items: rows.map((row) => presentListItem(row, userAbilities(actor, facts(row, true)))),
    total,
    page: query.page,
    pageSize: query.pageSize,
    filters: { designations: designationList, departments: departmentList },
  };
}

/** The global search's people: those the caller's users list shows. */
export async function searchPeople(
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'person'>>> {
  const rows = await findPersonHits(ctx.db, scopeSql(scopeOf(actor), users.id), terms, limit);
  return rows.map((row) => ({ kind: 'person', ...row }));
}

/** User_list.csv: the columns of spec 001 §6, for everyone in scope matching the filters. */
export async function exportPeople(ctx: AppContext, scope: Scope, query: UserListQuery): Promise<string> {
  const rows = await findUsersForExport(ctx.db, scopeSql(scope, users.id), query);
  return toCsv(
    ['First name', 'Last name', 'Designation', 'Email', 'Department name', 'Reporting manager'],
    rows.map((r) => [
      r.firstName,
      r.lastName,
      r.designationName,
      r.email,
      r.departmentName,
      r.managerId ? `${r.managerFirstName ?? ''} ${r.managerLastName ?? ''}`.trim() : '',
    ]),
  );
}

/** A person in the caller's scope, with what the caller may do; anyone else is a 404. */
export async function loadPersonInScope(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await findPerson(ctx.db, id);
  const target = row && { row, ...facts(row, await isInScopeCached(ctx, scopeOf(actor), id)) };
  authorize(PERSON_POLICY, actor, 'view', target);
  return { row: target.row, target, abilities: userAbilities(actor, target) };
}

export async function getPerson(
  ctx: AppContext,
  memberships: PersonProjects,
  actor: SessionUser,
  id: string,
): Promise<UserDetail> {
  const { row, abilities } = await loadPersonInScope(ctx, actor, id);
  const [personal, granted, projectList] = await Promise.all([
    findPersonalDetails(ctx.db, id),
    findGrantedPermissions(ctx.db, id),
    memberships.ofPerson(ctx.db, id),
  ]);
  return {
    ...presentListItem(row, abilities),
    countryIso: personal?.countryIso ?? null,
    countryCode: personal?.countryCode ?? null,
    phoneNumber: personal?.phoneNumber ?? null,
    gender: personal?.gender ?? null,
    maritalStatus: personal?.maritalStatus ?? null,
    role:
      row.roleId && row.roleName
        ? { id: row.roleId, name: row.roleName, systemKey: row.roleSystemKey }
        : null,
    permissions: effectivePermissions({ roleSystemKey: row.roleSystemKey, permissions: granted }),
    grantedPermissions: granted,
    projects: projectList,
    holidayLocation: personal?.holidayLocation ?? null,
  };
}

/**
 * The choices of the add/edit form: managers are active people in the caller's scope (never the
 * edited person or anyone below them), projects are the chosen manager's (all of them for an Admin),
 * permissions the caller's own.
 */
export async function getFormOptions(
  ctx: AppContext,
  memberships: PersonProjects,
  actor: SessionUser,
  input: { userId?: string | undefined; managerId?: string | undefined },
): Promise<UserFormOptions> {
  const edited = input.userId ? (await loadPersonInScope(ctx, actor, input.userId)).row : null;
  const scope = scopeOf(actor);
  const managerCondition = edited
    ? sql`${scopeSql(scope, users.id)} and ${users.id} not in ${subtreeIdsSql(edited.id)}`
    : scopeSql(scope, users.id);
  const [departmentList, designationList, roleList, managers] = await Promise.all([
    findNamedItems(ctx.db, departments),
    findNamedItems(ctx.db, designations),
    findRoles(ctx.db),
    findManagerCandidates(ctx.db, managerCondition),
  ]);
  let projects: Array<{ id: number; name: string }> = [];
  if (edited && isAdminRole(edited.roleSystemKey)) {
    // An Admin or the Super admin has no manager to take projects from: every project is open.
    projects = await memberships.all(ctx.db);
  } else if (input.managerId && (await isInScopeCached(ctx, scope, input.managerId))) {
    const manager = await findPerson(ctx.db, input.managerId);
    projects = isAdminRole(manager?.roleSystemKey)
      ? await memberships.all(ctx.db)
      : manager
        ? await memberships.ofPerson(ctx.db, manager.id)
        : [];
  }
  if (edited) {
    const own = await memberships.ofPerson(ctx.db, edited.id);
    for (const p of own) if (!projects.some((x) => x.id === p.id)) projects.push({ id: p.id, name: p.name });
  }
  const grantable = (group: readonly Permission[]) => grantablePermissions(actor, group);
  return {
    departments: departmentList,
    designations: designationList,
    roles: assignableRoles(roleList, edited ? edited.roleSystemKey : undefined),
    managers: managers.map((m) => ({ id: m.id, fullName: `${m.firstName} ${m.lastName}`, email: m.email })),
    projects: projects.map((p) => ({ id: p.id, name: p.name })),
    permissions: {
      Users: grantable(PERMISSION_GROUPS.Users),
      Tasks: grantable(PERMISSION_GROUPS.Tasks),
      Projects: grantable(PERMISSION_GROUPS.Projects),
      Holidays: grantable(PERMISSION_GROUPS.Holidays),
      Attendance: grantable(PERMISSION_GROUPS.Attendance),
      HR: grantable(PERMISSION_GROUPS.HR),
    },
    canChooseHolidayLocation: canChooseHolidayLocation(actor),
  };
}

/** The e-mail check on blur and the employee id duplicate check of the add form. */
export async function checkAvailability(
  ctx: AppContext,
  input: { email?: string | undefined; employeeCode?: string | undefined },
) {
  if (input.email !== undefined) {
    const taken = await emailTaken(ctx.db, normalizeEmail(input.email));
    return { available: !taken, message: taken ? USER_MESSAGES.userExists : null };
  }
  if (input.employeeCode !== undefined) {
    const taken = await employeeCodeTaken(ctx.db, input.employeeCode.trim());
    return { available: !taken, message: taken ? USER_MESSAGES.employeeCodeExists : null };
  }
  return { available: true, message: null };
}
