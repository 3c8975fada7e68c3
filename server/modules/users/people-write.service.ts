import { FIGURE_MESSAGES, fillMessage } from '../../../shared/validation-messages.ts';
import { normalizeEmail } from '../../../shared/rules/email.ts';
import { isKnownCountry } from '../../../shared/rules/countries.ts';
import { managerAllowed, roleLocked } from '../../../shared/rules/roles.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  CUSTOM_ITEM_LABELS,
  USER_MESSAGES,
  type CreateUserBody,
  type CustomItemKind,
  type ReassignBody,
  type UpdateUserBody,
} from '../../../shared/schemas/users.schema.ts';
import type { Tx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, fieldError, validationFailed, type ErrorDetail } from '../../lib/errors.ts';
import { isInSubtree, lockHierarchy } from './hierarchy.repository.ts';
import { isInScope, scopeOf } from './scope.ts';
import type { PersonLifecycle } from './person-lifecycle.ts';
import { loadPersonInScope } from './people.service.ts';
import { PERSON_POLICY, USER_GATES, canChooseHolidayLocation, grantsBeyondOwn } from './users.policy.ts';
import {
  emailTaken,
  employeeCodeTaken,
  findDirectReportIds,
  findGrantedPermissions,
  findPersonalDetails,
  findPerson,
} from './users-read.repository.ts';
import {
  findRole,
  insertNamedItem,
  insertUser,
  moveDirectReports,
  namedItemsExist,
  recordReassignment,
  replacePermissions,
  setActive,
  softDeleteUser,
  updateUserRow,
} from './users-write.repository.ts';

type PeopleFields = UpdateUserBody;

/**
 * Checks the references of the form inside the transaction: department, designation, role,
 * projects and country exist; the role is one the form offers; the manager fits the role, is in
 * the caller's scope, active, and not the person or anyone below them.
 */
async function checkPeopleFields(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  tx: Tx,
  actor: SessionUser,
  body: PeopleFields,
  edited: { id: string; roleId: string | null; systemKey: 'superAdmin' | 'admin' | null } | null,
) {
  const details: ErrorDetail[] = [];
  if (!isKnownCountry(body.countryIso, body.countryCode))
    details.push({ path: 'countryCode', message: USER_MESSAGES.countryRequired });
  if (!(await namedItemsExist(tx, 'departments', body.departmentId)))
    details.push({ path: 'departmentId', message: USER_MESSAGES.departmentRequired });
  if (!(await namedItemsExist(tx, 'designations', body.designationId)))
    details.push({ path: 'designationId', message: USER_MESSAGES.designationRequired });
  if ((await lifecycle.projects.countLive(tx, body.projectIds)) !== new Set(body.projectIds).size)
    details.push({ path: 'projectIds', message: USER_MESSAGES.projectRequired });

  const role = await findRole(tx, body.roleId);
  const roleOffered =
    role &&
    (edited && roleLocked(edited.systemKey)
      ? role.id === edited.roleId
      : role.systemKey === null || (role.systemKey === 'admin' && edited?.systemKey === 'admin'));
  if (!role || !roleOffered) details.push({ path: 'roleId', message: USER_MESSAGES.roleRequired });

  if (role && !managerAllowed(role.systemKey)) {
    if (body.reportingManagerId !== null)
      details.push({ path: 'reportingManagerId', message: USER_MESSAGES.managerRequired });
  } else if (body.reportingManagerId === null) {
    details.push({ path: 'reportingManagerId', message: USER_MESSAGES.managerRequired });
  } else {
    const manager = await findPerson(tx, body.reportingManagerId);
    const usable = manager?.isActive && (await isInScope(tx, scopeOf(actor), manager.id));
    if (!usable) details.push({ path: 'reportingManagerId', message: USER_MESSAGES.managerRequired });
    else if (edited && (await isInSubtree(tx, edited.id, manager.id)))
      details.push({ path: 'reportingManagerId', message: USER_MESSAGES.managerCycle });
  }
  if (details.length > 0) throw validationFailed(details);
  return role!;
}

/** Only Super admin and Admin choose someone's holiday calendar; others may send it unchanged. */
function checkHolidayLocation(actor: SessionUser, wanted: number | null | undefined, current: number | null) {
  if (wanted === undefined || wanted === current || canChooseHolidayLocation(actor)) return;
  throw fieldError('holidayLocation', USER_MESSAGES.holidayLocationAdminOnly);
}

function rowFields(body: PeopleFields) {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    countryIso: body.countryIso,
    countryCode: body.countryCode,
    phoneNumber: body.phoneNumber,
    gender: body.gender,
    maritalStatus: body.maritalStatus,
    departmentId: body.departmentId,
    designationId: body.designationId,
    roleId: body.roleId,
    reportingManagerId: body.reportingManagerId,
  };
}

/** The refusal of permissions the actor does not hold themself. */
const cannotGrant = (beyond: string[]) =>
  fieldError('permissions', fillMessage(FIGURE_MESSAGES.cannotGrant, { permissions: beyond.join(', ') }));

/** Add user: creates the account, its leave allocation, projects and permissions, and mails an invitation. */
export async function createPerson(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  actor: SessionUser,
  body: CreateUserBody,
): Promise<string> {
  authorize(USER_GATES, actor, 'add');
  checkHolidayLocation(actor, body.holidayLocation, null);
  const beyond = grantsBeyondOwn(actor, [], body.permissions);
  if (beyond.length > 0) throw cannotGrant(beyond);
  const email = normalizeEmail(body.email);
  const id = await ctx.db.transaction(async (tx) => {
    await lockHierarchy(tx);
    const duplicates: ErrorDetail[] = [];
    if (await emailTaken(tx, email)) duplicates.push({ path: 'email', message: USER_MESSAGES.userExists });
    if (await employeeCodeTaken(tx, body.employeeCode))
      duplicates.push({ path: 'employeeCode', message: USER_MESSAGES.employeeCodeExists });
    if (duplicates.length > 0) throw validationFailed(duplicates);
    await checkPeopleFields(ctx, lifecycle, tx, actor, body, null);
    const userId = await insertUser(tx, {
      ...rowFields(body),
      email,
      employeeCode: body.employeeCode,
      holidayLocation: body.holidayLocation ?? null,
    });
    await replacePermissions(tx, userId, body.permissions);
    await lifecycle.projects.set(tx, userId, [...new Set(body.projectIds)]);
    await lifecycle.created(
      tx,
      {
        id: userId,
        email,
        firstName: body.firstName.trim(),
        gender: body.gender,
        maritalStatus: body.maritalStatus,
        language: null,
      },
      actor.fullName,
    );
    return userId;
  });
  ctx.nudgeMail();
  return id;
}

/** Edit user. Projects the person leaves hand their tasks there to the reporting manager. */
export async function updatePerson(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  actor: SessionUser,
  id: string,
  body: UpdateUserBody,
): Promise<void> {
  const { row, target } = await loadPersonInScope(ctx, actor, id);
  authorize(PERSON_POLICY, actor, 'edit', target);
  await ctx.db.transaction(async (tx) => {
    await lockHierarchy(tx);
    const before = await findGrantedPermissions(tx, id);
    const beyond = grantsBeyondOwn(actor, before, body.permissions);
    if (beyond.length > 0) throw cannotGrant(beyond);
    await checkPeopleFields(ctx, lifecycle, tx, actor, body, {
      id,
      roleId: row.roleId,
      systemKey: row.roleSystemKey,
    });
    const current = await findPersonalDetails(tx, id);
    checkHolidayLocation(actor, body.holidayLocation, current?.holidayLocation ?? null);
    const now = ctx.now();
    await updateUserRow(
      tx,
      id,
      body.holidayLocation === undefined
        ? rowFields(body)
        : { ...rowFields(body), holidayLocation: body.holidayLocation },
      now,
    );
    await replacePermissions(tx, id, body.permissions);
    const left = await lifecycle.projects.set(tx, id, [...new Set(body.projectIds)]);
    const newOwner = body.reportingManagerId ?? actor.id;
    for (const projectId of left) {
      await recordReassignment(tx, {
        userId: id,
        newOwnerId: newOwner,
        reason: 'removed_from_project',
        projectId,
        actorId: actor.id,
      });
    }
    await handOverTasks(lifecycle, tx, actor.id, id, newOwner, left);
  });
}

/**
 * The open tasks of someone who leaves (all of them, or those of the projects they leave) go to
 * whoever takes over, who joins those projects' teams so that they can see and work on them.
 */
async function handOverTasks(
  lifecycle: PersonLifecycle,
  tx: Tx,
  actorId: string,
  fromId: string,
  toId: string,
  projectIds: number[] | null,
): Promise<void> {
  if (projectIds?.length === 0) return;
  const [from, to] = await Promise.all([findPerson(tx, fromId), findPerson(tx, toId)]);
  if (!from || !to) return;
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const touched = await lifecycle.handOverOpenTasks(tx, {
    from: { id: from.id, fullName: fullName(from) },
    to: { id: to.id, fullName: fullName(to) },
    projectIds,
    actorId,
  });
  await lifecycle.projects.join(tx, to.id, touched);
}

/**
 * Before someone with a team is deactivated or deleted, their direct reports move to a new
 * manager, who may not be the person or anyone below them (spec 001 §2.2).
 */
async function handOverTeam(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  tx: Tx,
  actor: SessionUser,
  person: { id: string; managerId: string | null },
  body: ReassignBody,
  reason: 'deactivated' | 'deleted',
): Promise<void> {
  const reports = await findDirectReportIds(tx, person.id);
  const newOwnerId = body.newManagerId ?? (reports.length === 0 ? (person.managerId ?? actor.id) : null);
  if (!newOwnerId) throw fieldError('newManagerId', USER_MESSAGES.newManagerRequired);
  if (body.newManagerId) {
    if (body.newManagerId === person.id || reports.includes(body.newManagerId))
      throw fieldError('newManagerId', USER_MESSAGES.newManagerInvalid);
    if (await isInSubtree(tx, person.id, body.newManagerId))
      throw fieldError('newManagerId', USER_MESSAGES.managerCycle);
    const manager = await findPerson(tx, body.newManagerId);
    if (!manager?.isActive || !(await isInScope(tx, scopeOf(actor), manager.id)))
      throw fieldError('newManagerId', USER_MESSAGES.newManagerRequired);
  }
  const now = ctx.now();
  if (reports.length > 0) await moveDirectReports(tx, person.id, newOwnerId, now);
  await recordReassignment(tx, { userId: person.id, newOwnerId, reason, actorId: actor.id });
  await handOverTasks(lifecycle, tx, actor.id, person.id, newOwnerId, null);
}

/** Deactivation and deletion: the team moves first, then the person stops and their sessions end. */
async function retirePerson(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  actor: SessionUser,
  id: string,
  body: ReassignBody,
  reason: 'deactivated' | 'deleted',
): Promise<void> {
  const { row, target } = await loadPersonInScope(ctx, actor, id);
  authorize(PERSON_POLICY, actor, reason === 'deleted' ? 'delete' : 'deactivate', target);
  await ctx.db.transaction(async (tx) => {
    await lockHierarchy(tx);
    await handOverTeam(ctx, lifecycle, tx, actor, { id, managerId: row.managerId }, body, reason);
    if (reason === 'deleted') await softDeleteUser(tx, id, ctx.now());
    else await setActive(tx, id, false, ctx.now());
    await lifecycle.endSessions(tx, id);
  });
}

export function deactivatePerson(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  actor: SessionUser,
  id: string,
  body: ReassignBody,
) {
  return retirePerson(ctx, lifecycle, actor, id, body, 'deactivated');
}

export function deletePerson(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  actor: SessionUser,
  id: string,
  body: ReassignBody,
) {
  return retirePerson(ctx, lifecycle, actor, id, body, 'deleted');
}

export async function activatePerson(ctx: AppContext, actor: SessionUser, id: string): Promise<void> {
  const { target } = await loadPersonInScope(ctx, actor, id);
  authorize(PERSON_POLICY, actor, 'activate', target);
  await setActive(ctx.db, id, true, ctx.now());
}

/** Add custom department, designation or role; a duplicate (any case) is a 409 with the spec's wording, under `name`. */
export async function addCustomItem(ctx: AppContext, actor: SessionUser, kind: CustomItemKind, name: string) {
  authorize(USER_GATES, actor, 'addCustomItem');
  const item = await insertNamedItem(ctx.db, kind, name.trim().replace(/\s+/g, ' '));
  if (!item) throw conflict('duplicate', `${CUSTOM_ITEM_LABELS[kind]} already exists!`, 'name');
  return item;
}
