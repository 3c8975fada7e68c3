import { ATTENDANCE_MESSAGES, distanceMeters } from '../../../shared/rules/attendance.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { clockOfMinutes, minutesOfClock } from '../../../shared/rules/team-reports.ts';
import type {
  AttendanceSettings,
  AttendanceSettingsBody,
  WorkSite,
  WorkSiteBody,
  WorkSiteListResponse,
} from '../../../shared/schemas/attendance.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { changesOf, publish, type EventChanges } from '../events/events.service.ts';
import {
  organisationCompensatoryExpiryDays,
  organisationWorkDay,
  setOrganisationAttendanceSettings,
} from '../org/org.service.ts';
import { ATTENDANCE_GATES } from './attendance.policy.ts';
import {
  deleteWorkSite,
  findActivePeopleIds,
  findWorkSites,
  insertWorkSite,
  lockWorkSites,
  replaceWorkSiteMembers,
  updateWorkSite,
  workSiteNameTaken,
  type WorkSiteValues,
} from './work-sites.repository.ts';

const SITE_NOT_FOUND = 'This work site does not exist.';

function requireManager(actor: SessionUser): void {
  authorize(ATTENDANCE_GATES, actor, 'manage');
}

const nameTaken = () => conflict('work_site_name_taken', ATTENDANCE_MESSAGES.siteNameTaken, 'name');

/** The sites with the people bound to each, nearest first when the viewer's position is given. */
export async function listWorkSites(
  ctx: AppContext,
  actor: SessionUser,
  position: { latitude?: number; longitude?: number },
): Promise<WorkSiteListResponse> {
  requireManager(actor);
  const [sites, settings] = await Promise.all([findWorkSites(ctx.db), attendanceSettingsOf(ctx)]);
  const from =
    position.latitude !== undefined && position.longitude !== undefined
      ? { latitude: position.latitude, longitude: position.longitude }
      : null;
  const items: WorkSite[] = sites.map((site) => ({
    id: site.id,
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    radiusMeters: site.radiusMeters,
    members: site.members,
    distanceMeters: from ? Math.round(distanceMeters(from, site)) : null,
  }));
  if (from) items.sort((a, b) => a.distanceMeters! - b.distanceMeters!);
  return { items, settings };
}

function valuesOf(body: WorkSiteBody): WorkSiteValues {
  return {
    name: body.name.trim(),
    latitude: body.latitude,
    longitude: body.longitude,
    radiusMeters: body.radiusMeters,
  };
}

async function saveSite(
  ctx: AppContext,
  actor: SessionUser,
  body: WorkSiteBody,
  id?: number,
): Promise<WorkSite> {
  requireManager(actor);
  const values = valuesOf(body);
  const memberIds = [...new Set(body.memberIds)];
  const siteId = await ctx.db.transaction(async (tx) => {
    await lockWorkSites(tx);
    if (await workSiteNameTaken(tx, values.name, id)) throw nameTaken();
    const usable = await findActivePeopleIds(tx, memberIds);
    if (usable.length !== memberIds.length) throw fieldError('memberIds', ATTENDANCE_MESSAGES.membersInvalid);
    let saved: number;
    if (id === undefined) {
      saved = await insertWorkSite(tx, values);
      await replaceWorkSiteMembers(tx, saved, memberIds);
      await publish(tx, {
        type: 'work_site.created',
        actorId: actor.id,
        subject: { kind: 'work_site', id: saved },
        concerns: memberIds,
        data: { name: values.name, memberIds },
      });
      return saved;
    }
    const before = (await findWorkSites(tx)).find((site) => site.id === id);
    if (!before || !(await updateWorkSite(tx, id, values))) throw notFound(SITE_NOT_FOUND);
    saved = id;
    await replaceWorkSiteMembers(tx, saved, memberIds);
    const formerIds = before.members.map((m) => m.id);
    const changes: EventChanges = changesOf(before, values, [
      'name',
      'latitude',
      'longitude',
      'radiusMeters',
    ]);
    const sameMembers =
      formerIds.length === memberIds.length && formerIds.every((memberId) => memberIds.includes(memberId));
    if (!sameMembers) changes.memberIds = { from: formerIds, to: memberIds };
    await publish(tx, {
      type: 'work_site.updated',
      actorId: actor.id,
      subject: { kind: 'work_site', id: saved },
      concerns: [...formerIds, ...memberIds],
      changes,
      data: { name: values.name },
    });
    return saved;
  });
  const site = (await listWorkSites(ctx, actor, {})).items.find((s) => s.id === siteId);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

export function createWorkSite(ctx: AppContext, actor: SessionUser, body: WorkSiteBody): Promise<WorkSite> {
  return saveSite(ctx, actor, body);
}

export function editWorkSite(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: WorkSiteBody,
): Promise<WorkSite> {
  return saveSite(ctx, actor, body, id);
}

export async function removeWorkSite(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  requireManager(actor);
  await ctx.db.transaction(async (tx) => {
    const site = (await findWorkSites(tx)).find((s) => s.id === id);
    if (!site || !(await deleteWorkSite(tx, id))) throw notFound(SITE_NOT_FOUND);
    await publish(tx, {
      type: 'work_site.deleted',
      actorId: actor.id,
      subject: { kind: 'work_site', id },
      concerns: site.members.map((m) => m.id),
      data: { name: site.name },
    });
  });
}

async function attendanceSettingsOf(ctx: AppContext): Promise<AttendanceSettings> {
  const [compensatoryExpiryDays, workDay] = await Promise.all([
    organisationCompensatoryExpiryDays(ctx),
    organisationWorkDay(ctx),
  ]);
  return {
    compensatoryExpiryDays,
    workDayStart: clockOfMinutes(workDay.startMinutes),
    workDayEnd: clockOfMinutes(workDay.endMinutes),
  };
}

/** The settings; a working hour left out keeps its stored value, and the day must still start before it ends. */
export async function updateAttendanceSettings(
  ctx: AppContext,
  actor: SessionUser,
  body: AttendanceSettingsBody,
): Promise<AttendanceSettings> {
  requireManager(actor);
  const stored = await organisationWorkDay(ctx);
  const startMinutes =
    body.workDayStart === undefined ? stored.startMinutes : minutesOfClock(body.workDayStart)!;
  const endMinutes = body.workDayEnd === undefined ? stored.endMinutes : minutesOfClock(body.workDayEnd)!;
  if (startMinutes >= endMinutes) throw fieldError('workDayEnd', ATTENDANCE_MESSAGES.workDayOrder);
  const storedExpiryDays = await organisationCompensatoryExpiryDays(ctx);
  const values = {
    compensatoryExpiryDays: body.compensatoryExpiryDays,
    workDayStartMinutes: startMinutes,
    workDayEndMinutes: endMinutes,
  };
  const changes = changesOf(
    {
      compensatoryExpiryDays: storedExpiryDays,
      workDayStartMinutes: stored.startMinutes,
      workDayEndMinutes: stored.endMinutes,
    },
    values,
    ['compensatoryExpiryDays', 'workDayStartMinutes', 'workDayEndMinutes'],
  );
  await ctx.db.transaction(async (tx) => {
    await setOrganisationAttendanceSettings(ctx, values, tx);
    // Saving the same settings again changes nothing: no event.
    if (Object.keys(changes).length > 0)
      await publish(tx, {
        type: 'attendance.settings_changed',
        actorId: actor.id,
        subject: { kind: 'attendance_settings', id: 'organisation' },
        changes,
      });
  });
  return {
    compensatoryExpiryDays: body.compensatoryExpiryDays,
    workDayStart: clockOfMinutes(startMinutes),
    workDayEnd: clockOfMinutes(endMinutes),
  };
}
