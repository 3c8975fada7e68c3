import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_PHOTO_STORED_SIZE,
  matchSite,
  outsideSiteMessage,
  type Position,
} from '../../../shared/rules/attendance.ts';
import { isWeekend } from '../../../shared/rules/dates.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  checkInFieldsSchema,
  type AttendanceRecord,
  type AttendanceToday,
  type Place,
  type PositionBody,
} from '../../../shared/schemas/attendance.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, conflict, fieldError, notFound, validationFailed } from '../../lib/errors.ts';
import { reencodePhoto } from '../../lib/images.ts';
import { holidayLocationFor, holidaysBetween } from '../holidays/holidays.service.ts';
import { publish } from '../events/events.service.ts';
import { earnCompensatoryDay } from '../leave/compensatory-leave.service.ts';
import { isInSubtree, findLeavePerson } from '../users/users.queries.ts';
import { organisationCompensatoryExpiryDays, organisationToday } from '../org/org.service.ts';
import {
  ATTENDANCE_PHOTO_FOLDER,
  findDayRecord,
  findRecord,
  findSitesOf,
  insertCheckIn,
  updatePunchOut,
  type AttendanceRecordRow,
  type MarkValues,
} from './attendance-records.repository.ts';
import { RECORD_POLICY } from './attendance.policy.ts';
import { reverseGeocode } from './reverse-geocoder.ts';

const PHOTO_MESSAGES = {
  type: ATTENDANCE_MESSAGES.photoType,
  size: ATTENDANCE_MESSAGES.photoSize,
  failed: ATTENDANCE_MESSAGES.photoFailed,
};

/** A check-in as the multipart form sent it: the text fields and the photos (one expected). */
export interface CheckInForm {
  fields: Record<string, string>;
  files: { data: Buffer }[];
}

function presentRecord(row: NonNullable<AttendanceRecordRow>): AttendanceRecord {
  return {
    id: row.id,
    userId: row.userId,
    userName: `${row.firstName} ${row.lastName}`.trim(),
    workDate: row.workDate,
    checkIn: {
      at: row.checkInAt.toISOString(),
      latitude: row.checkInLatitude,
      longitude: row.checkInLongitude,
      accuracy: row.checkInAccuracy,
      place: row.checkInPlace,
      siteName: row.checkInSiteName,
    },
    checkOut:
      row.checkOutAt && row.checkOutLatitude !== null && row.checkOutLongitude !== null
        ? {
            at: row.checkOutAt.toISOString(),
            latitude: row.checkOutLatitude,
            longitude: row.checkOutLongitude,
            accuracy: row.checkOutAccuracy,
            place: row.checkOutPlace,
            siteName: row.checkOutSiteName,
          }
        : null,
    photoUrl: `/api/v1/attendance/records/${row.id}/photo`,
    compensatoryEarned: row.compensatoryEarned,
  };
}

/** The top bar's state (spec 000 §4): Pending, CheckedIn once marked, Done once punched out. */
export async function getToday(ctx: AppContext, actor: SessionUser): Promise<AttendanceToday> {
  const today = await organisationToday(ctx);
  const [record, sites] = await Promise.all([
    findDayRecord(ctx.db, actor.id, today),
    findSitesOf(ctx.db, actor.id),
  ]);
  return {
    state: !record ? 'pending' : record.checkOutAt ? 'done' : 'checkedIn',
    workDate: today,
    record: record ? presentRecord(record) : null,
    sites,
  };
}

/** Where a mark was made: the nearest city, and the site it is inside when the person has sites. */
async function markAt(
  ctx: AppContext,
  userId: string,
  position: Position & { accuracy?: number | null },
  refuseOutside: boolean,
): Promise<MarkValues> {
  const sites = await findSitesOf(ctx.db, userId);
  const match = matchSite(position, sites);
  if (refuseOutside && match && !match.inside) {
    throw new AppError(
      422,
      'outside_work_site',
      outsideSiteMessage(match.site.name, match.distanceMeters, match.site.radiusMeters),
    );
  }
  return {
    at: ctx.now(),
    latitude: position.latitude,
    longitude: position.longitude,
    accuracy: position.accuracy ?? null,
    place: reverseGeocode(position.latitude, position.longitude)?.label ?? null,
    siteName: match?.inside ? match.site.name : null,
  };
}

function checkInPosition(fields: Record<string, string>) {
  if (fields.latitude === undefined && fields.longitude === undefined) {
    throw fieldError('latitude', ATTENDANCE_MESSAGES.locationRequired);
  }
  const parsed = checkInFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}

/** Whether working on `day` earns a compensatory day: a weekend, or a holiday of the person's location. */
async function isDayOff(ctx: AppContext, userId: string, day: string): Promise<boolean> {
  if (isWeekend(day)) return true;
  const person = await findLeavePerson(ctx.db, userId);
  const location = await holidayLocationFor(ctx, person?.holidayLocation ?? null);
  return (await holidaysBetween(ctx, location, day, day)).size > 0;
}

/**
 * Marks attendance (spec 000 §2): a photo and the position, once per person and day. The photo
 * is checked and re-encoded before anything is stored; the record and, on a weekend or holiday,
 * the compensatory day it earns are written in one transaction. Of two check-ins sent at once,
 * the database keeps one and the other is told it was already marked.
 */
export async function checkIn(
  ctx: AppContext,
  actor: SessionUser,
  form: CheckInForm,
): Promise<AttendanceRecord> {
  const position = checkInPosition(form.fields);
  const photo = form.files[0];
  if (!photo) throw fieldError('files', ATTENDANCE_MESSAGES.photoRequired);
  const today = await organisationToday(ctx);
  if (await findDayRecord(ctx.db, actor.id, today)) {
    throw conflict('already_checked_in', ATTENDANCE_MESSAGES.alreadyCheckedIn);
  }
  const mark = await markAt(ctx, actor.id, position, true);
  const [image, dayOff, expiryDays] = await Promise.all([
    reencodePhoto(photo.data, ATTENDANCE_PHOTO_STORED_SIZE, PHOTO_MESSAGES),
    isDayOff(ctx, actor.id, today),
    organisationCompensatoryExpiryDays(ctx),
  ]);
  const photoKey = `${ATTENDANCE_PHOTO_FOLDER}/${randomBytes(16).toString('base64url')}.jpg`;
  await ctx.storage.put(photoKey, image);
  const id = await ctx.db.transaction(async (tx) => {
    const recordId = await insertCheckIn(tx, {
      userId: actor.id,
      workDate: today,
      photoKey,
      compensatoryEarned: dayOff,
      ...mark,
    });
    if (recordId === null) return null;
    // Neither the photo nor the position: the day and the site say what happened.
    await publish(tx, {
      type: 'attendance.checked_in',
      actorId: actor.id,
      subject: { kind: 'attendance_record', id: recordId },
      concerns: [actor.id],
      data: { workDate: today, siteName: mark.siteName },
    });
    if (dayOff) await earnCompensatoryDay(tx, actor.id, today, expiryDays);
    return recordId;
  });
  if (id === null) {
    await ctx.storage.remove(photoKey);
    throw conflict('already_checked_in', ATTENDANCE_MESSAGES.alreadyCheckedIn);
  }
  return presentRecord((await findRecord(ctx.db, id))!);
}

/** Punch out (spec 000 §4): the time and the position of the end of the day's check-in. */
export async function punchOut(
  ctx: AppContext,
  actor: SessionUser,
  body: PositionBody,
): Promise<AttendanceRecord> {
  const today = await organisationToday(ctx);
  const record = await findDayRecord(ctx.db, actor.id, today);
  if (!record) throw conflict('not_checked_in', ATTENDANCE_MESSAGES.notCheckedIn);
  if (record.checkOutAt) throw conflict('already_punched_out', ATTENDANCE_MESSAGES.alreadyPunchedOut);
  const mark = await markAt(ctx, actor.id, body, false);
  const id = await ctx.db.transaction(async (tx) => {
    const punched = await updatePunchOut(tx, record.id, mark);
    if (punched !== null)
      await publish(tx, {
        type: 'attendance.punched_out',
        actorId: actor.id,
        subject: { kind: 'attendance_record', id: punched },
        concerns: [actor.id],
        data: { workDate: record.workDate, siteName: mark.siteName },
      });
    return punched;
  });
  if (id === null) throw conflict('already_punched_out', ATTENDANCE_MESSAGES.alreadyPunchedOut);
  return presentRecord((await findRecord(ctx.db, id))!);
}

/** A record its person or someone above them may see; 404 for anyone else. */
async function visibleRecord(ctx: AppContext, actor: SessionUser, id: number) {
  const row = await findRecord(ctx.db, id);
  const seen = row && {
    row,
    userId: row.userId,
    isAbove: row.userId !== actor.id && (await isInSubtree(ctx.db, actor.id, row.userId)),
  };
  authorize(RECORD_POLICY, actor, 'view', seen);
  return seen.row;
}

export async function getRecord(ctx: AppContext, actor: SessionUser, id: number): Promise<AttendanceRecord> {
  return presentRecord(await visibleRecord(ctx, actor, id));
}

/** The check-in photo, for the same people as the record. */
export async function getRecordPhoto(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<{ stream: Readable; size: number }> {
  const row = await visibleRecord(ctx, actor, id);
  const file = await ctx.storage.read(row.photoKey);
  if (!file) throw notFound('The photo is no longer stored.');
  return file;
}

/** The top bar's location text: the nearest city to where the browser says the person is. */
export function placeOf(latitude: number, longitude: number): Place {
  const place = reverseGeocode(latitude, longitude);
  if (!place) throw notFound('No town or city is near this position.');
  return place;
}
