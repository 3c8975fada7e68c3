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
import { publish, type DomainEvent, type EventChanges } from '../events/events.service.ts';
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
  findNamedItemNames,
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
    // The invitation mail (with its link) is queued above as it always was; the event names no link.
    await publish(tx, {
      type: 'person.created',
      actorId: actor.id,
      subject: { kind: 'person', id: userId },
      concerns: [userId, body.reportingManagerId],
      data: {
        name: `${body.firstName.trim()} ${body.lastName.trim()}`,
        departmentId: body.departmentId,
        designationId: body.designationId,
        roleId: body.roleId,
        reportingManagerId: body.reportingManagerId,
        projectIds: [...new Set(body.projectIds)].sort((a, b) => a - b),
        permissions: [...new Set(body.permissions)].sort(),
      },
    });
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
    const prior = await findPerson(tx, id);
    const priorProjects = (await lifecycle.projects.ofPerson(tx, id)).map((p) => p.id);
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
    const events = await handOverTasks(lifecycle, tx, actor.id, id, newOwner, left);
    const changes = personChanges(
      {
        ...current,
        ...prior,
        reportingManagerId: prior?.managerId ?? null,
        permissions: before,
        projectIds: priorProjects,
      },
      {
        ...rowFields(body),
        holidayLocation: body.holidayLocation,
        permissions: body.permissions,
        projectIds: body.projectIds,
      },
    );
    if (Object.keys(changes).length > 0)
      events.unshift({
        type: 'person.updated',
        actorId: actor.id,
        subject: { kind: 'person', id },
        concerns: [id, prior?.managerId, body.reportingManagerId],
        changes,
        data: {
          name: `${body.firstName.trim()} ${body.lastName.trim()}`,
          // What the person is told of: which of their manager, role and permissions changed.
          accessChanged: ACCESS_FIELDS.filter((field) => field in changes),
          ...(await namesOfValues(tx, changes)),
        },
      });
    if (events.length > 0) await publish(tx, events);
  });
}

/** The tables whose names a person's record refers to by id. */
const NAMED_FIELDS = { departmentId: 'departments', designationId: 'designations', roleId: 'roles' } as const;

/**
 * The names of the department, designation and role an edit moved between, as they were called
 * then, per field and id (`valueNames: { roleId: { "…": "Manager" } }`, none when the edit changed
 * none of them): what the audit log shows instead of the ids.
 */
async function namesOfValues(
  tx: Tx,
  changes: EventChanges,
): Promise<{ valueNames?: Record<string, Record<string, string>> }> {
  const names: Record<string, Record<string, string>> = {};
  for (const [field, kind] of Object.entries(NAMED_FIELDS)) {
    const change = changes[field];
    if (!change) continue;
    const ids = [change.from, change.to].filter((id): id is string => typeof id === 'string');
    names[field] = Object.fromEntries(await findNamedItemNames(tx, kind, ids));
  }
  return Object.keys(names).length > 0 ? { valueNames: names } : {};
}

/** The changes to a person's record that tell them (notification-audience.ts: access_changed). */
const ACCESS_FIELDS = ['reportingManagerId', 'roleId', 'permissions'] as const;

/** The record's fields an edit may change, told with their values before and after. */
const RECORD_FIELDS = [
  'firstName',
  'lastName',
  'departmentId',
  'designationId',
  'roleId',
  'reportingManagerId',
  'holidayLocation',
] as const;
/** Personal fields: their events say that they changed, never from what to what. */
const PERSONAL_FIELDS = ['countryIso', 'countryCode', 'phoneNumber', 'gender', 'maritalStatus'] as const;

type PersonFacts = Partial<
  Record<(typeof RECORD_FIELDS)[number] | (typeof PERSONAL_FIELDS)[number], unknown>
> & { permissions: string[]; projectIds: number[] };

const sameSet = <T>(a: T[], b: T[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/**
 * What an edit changed: each record field before and after (a new manager is
 * `reportingManagerId`, a new role `roleId`, granted permissions `permissions`), personal fields
 * without their values, and the projects.
 */
function personChanges(before: PersonFacts, after: PersonFacts): EventChanges {
  const changes: EventChanges = {};
  for (const field of RECORD_FIELDS) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  for (const field of PERSONAL_FIELDS)
    if (field in after && (before[field] ?? null) !== (after[field] ?? null)) changes[field] = {};
  if (!sameSet(before.permissions, after.permissions))
    changes.permissions = {
      from: [...before.permissions].sort(),
      to: [...new Set(after.permissions)].sort(),
    };
  if (!sameSet(before.projectIds, after.projectIds))
    changes.projectIds = {
      from: [...before.projectIds].sort((a, b) => a - b),
      to: [...new Set(after.projectIds)].sort((a, b) => a - b),
    };
  return changes;
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
): Promise<DomainEvent[]> {
  if (projectIds?.length === 0) return [];
  const [from, to] = await Promise.all([findPerson(tx, fromId), findPerson(tx, toId)]);
  if (!from || !to) return [];
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const touched = await lifecycle.handOverOpenTasks(tx, {
    from: { id: from.id, fullName: fullName(from) },
    to: { id: to.id, fullName: fullName(to) },
    projectIds,
    actorId,
  });
  // Joining a team is a change of that project's: the caller publishes it with its own.
  const joined = await lifecycle.projects.join(tx, to.id, touched);
  return joined.map((projectId) => ({
    type: 'project.members_added',
    actorId,
    subject: { kind: 'project', id: projectId },
    concerns: [to.id],
    data: { userIds: [to.id], reason: 'took_over_tasks', fromId: from.id },
  }));
}

/**
 * Before someone with a team is deactivated or deleted, their direct reports move to a new
 * manager, who may not be the person or anyone below them (spec 001 §2.2). Answers who took
 * over, and the events of what moved, for the caller to publish with its own.
 */
async function handOverTeam(
  ctx: AppContext,
  lifecycle: PersonLifecycle,
  tx: Tx,
  actor: SessionUser,
  person: { id: string; managerId: string | null },
  body: ReassignBody,
  reason: 'deactivated' | 'deleted',
): Promise<{ newOwnerId: string; events: DomainEvent[] }> {
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
  // Each report's manager changed: their own record says so, for "my manager changed".
  const events = reports.map((reportId): DomainEvent => ({
    type: 'person.updated',
    actorId: actor.id,
    subject: { kind: 'person', id: reportId },
    concerns: [reportId, person.id, newOwnerId],
    changes: { reportingManagerId: { from: person.id, to: newOwnerId } },
    data: { reason: reason === 'deleted' ? 'manager_deleted' : 'manager_deactivated' },
  }));
  await recordReassignment(tx, { userId: person.id, newOwnerId, reason, actorId: actor.id });
  events.push(...(await handOverTasks(lifecycle, tx, actor.id, person.id, newOwnerId, null)));
  return { newOwnerId, events };
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
    const { newOwnerId, events } = await handOverTeam(
      ctx,
      lifecycle,
      tx,
      actor,
      { id, managerId: row.managerId },
      body,
      reason,
    );
    const changed =
      reason === 'deleted'
        ? await softDeleteUser(tx, id, ctx.now())
        : await setActive(tx, id, false, ctx.now());
    await lifecycle.endSessions(tx, id);
    if (changed)
      events.push({
        type: reason === 'deleted' ? 'person.deleted' : 'person.deactivated',
        actorId: actor.id,
        subject: { kind: 'person', id },
        concerns: [id, row.managerId, newOwnerId],
        ...(reason === 'deactivated' ? { changes: { isActive: { from: true, to: false } } } : {}),
        data: { name: `${row.firstName} ${row.lastName}`, newOwnerId },
      });
    if (events.length > 0) await publish(tx, events);
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
  await ctx.db.transaction(async (tx) => {
    if (!(await setActive(tx, id, true, ctx.now()))) return;
    await publish(tx, {
      type: 'person.activated',
      actorId: actor.id,
      subject: { kind: 'person', id },
      concerns: [id, target.row.managerId],
      changes: { isActive: { from: false, to: true } },
      data: { name: `${target.row.firstName} ${target.row.lastName}` },
    });
  });
}

const CUSTOM_ITEM_EVENTS = {
  departments: { type: 'department.created', kind: 'department' },
  designations: { type: 'designation.created', kind: 'designation' },
  roles: { type: 'role.created', kind: 'role' },
} as const;

/** Add custom department, designation or role; a duplicate (any case) is a 409 with the spec's wording, under `name`. */
export async function addCustomItem(ctx: AppContext, actor: SessionUser, kind: CustomItemKind, name: string) {
  authorize(USER_GATES, actor, 'addCustomItem');
  const item = await ctx.db.transaction(async (tx) => {
    const inserted = await insertNamedItem(tx, kind, name.trim().replace(/\s+/g, ' '));
    if (!inserted) return null;
    const event = CUSTOM_ITEM_EVENTS[kind];
    await publish(tx, {
      type: event.type,
      actorId: actor.id,
      subject: { kind: event.kind, id: inserted.id },
      data: { name: inserted.name },
    });
    return inserted;
  });
  if (!item) throw conflict('duplicate', `${CUSTOM_ITEM_LABELS[kind]} already exists!`, 'name');
  return item;
}
