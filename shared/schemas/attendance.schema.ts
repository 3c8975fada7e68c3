import { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATES,
  COMPENSATORY_EXPIRY_MAX_DAYS,
  COMPENSATORY_EXPIRY_MIN_DAYS,
  LOCATION_ACCURACY_MAX_METERS,
  WORK_SITE_MAX_MEMBERS,
  WORK_SITE_NAME_MAX_LENGTH,
  WORK_SITE_RADIUS_MAX_METERS,
  WORK_SITE_RADIUS_MIN_METERS,
} from '../rules/attendance.ts';
import { listPage, listSearch, requiredString, serialIdParam } from './common.schema.ts';
import { minutesOfClock } from '../rules/team-reports.ts';

const latitude = z
  .number({ error: ATTENDANCE_MESSAGES.latitudeInvalid })
  .min(-90, { error: ATTENDANCE_MESSAGES.latitudeInvalid })
  .max(90, { error: ATTENDANCE_MESSAGES.latitudeInvalid });
const longitude = z
  .number({ error: ATTENDANCE_MESSAGES.longitudeInvalid })
  .min(-180, { error: ATTENDANCE_MESSAGES.longitudeInvalid })
  .max(180, { error: ATTENDANCE_MESSAGES.longitudeInvalid });
const accuracy = z
  .number({ error: ATTENDANCE_MESSAGES.accuracyInvalid })
  .min(0, { error: ATTENDANCE_MESSAGES.accuracyInvalid })
  .max(LOCATION_ACCURACY_MAX_METERS, { error: ATTENDANCE_MESSAGES.accuracyInvalid });

/** A decimal number sent as text (a multipart field or a query string), then checked as `number`. */
const decimalText = (number: z.ZodNumber, message: string) =>
  z
    .string({ error: message })
    .regex(/^-?\d{1,10}(\.\d{1,15})?$/, { error: message })
    .transform(Number)
    .pipe(number);

/** Where the browser says the person is, with its accuracy in metres (JSON). */
export const positionBodySchema = z.strictObject({
  latitude,
  longitude,
  accuracy: accuracy.nullish(),
});
export type PositionBody = z.infer<typeof positionBodySchema>;

/** The text fields of the check-in form (multipart, beside the photo in "files"). */
export const checkInFieldsSchema = z.strictObject({
  latitude: decimalText(latitude, ATTENDANCE_MESSAGES.latitudeInvalid),
  longitude: decimalText(longitude, ATTENDANCE_MESSAGES.longitudeInvalid),
  accuracy: decimalText(accuracy, ATTENDANCE_MESSAGES.accuracyInvalid).optional(),
});
export type CheckInFields = z.infer<typeof checkInFieldsSchema>;

export const placeQuerySchema = z.strictObject({
  latitude: decimalText(latitude, ATTENDANCE_MESSAGES.latitudeInvalid),
  longitude: decimalText(longitude, ATTENDANCE_MESSAGES.longitudeInvalid),
});

/** The nearest city to a position, from the bundled offline data set. */
export const placeSchema = z.object({
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  /** 'Pune, Maharashtra, India'. */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

const markSchema = z.object({
  at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  /** The nearest city when it was recorded, or null when the position matched none. */
  place: z.string().nullable(),
  /** The work site it was made at, when the person is bound to sites. */
  siteName: z.string().nullable(),
});
export type AttendanceMark = z.infer<typeof markSchema>;

export const attendanceRecordSchema = z.object({
  id: z.number().int(),
  userId: z.uuid(),
  userName: z.string(),
  /** The organisation's calendar day of the check-in (YYYY-MM-DD). */
  workDate: z.string(),
  checkIn: markSchema,
  checkOut: markSchema.nullable(),
  /** The check-in photo, for the person and the people above them. */
  photoUrl: z.string(),
  /** A weekend or holiday check-in that earned a compensatory day. */
  compensatoryEarned: z.boolean(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const workSiteBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusMeters: z.number().int(),
});
export type WorkSiteBrief = z.infer<typeof workSiteBriefSchema>;

/** What the top bar needs: the button's state and today's record. */
export const attendanceTodaySchema = z.object({
  state: z.enum(ATTENDANCE_STATES),
  /** Today in the organisation's time zone. */
  workDate: z.string(),
  record: attendanceRecordSchema.nullable(),
  /** The sites the caller may check in at; empty means anywhere. */
  sites: z.array(workSiteBriefSchema),
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

export const attendanceRecordParamsSchema = z.strictObject({ id: serialIdParam() });

// --- work sites (Admins, with ManageAttendance) -----------------------------------------------

export const workSiteBodySchema = z.strictObject({
  name: requiredString(ATTENDANCE_MESSAGES.siteNameRequired)
    .refine((v) => v.trim().length > 0, { error: ATTENDANCE_MESSAGES.siteNameRequired, abort: true })
    .max(WORK_SITE_NAME_MAX_LENGTH, { error: `Must not exceed ${WORK_SITE_NAME_MAX_LENGTH} characters!` }),
  latitude,
  longitude,
  radiusMeters: z
    .number({ error: ATTENDANCE_MESSAGES.radiusInvalid })
    .int({ error: ATTENDANCE_MESSAGES.radiusInvalid })
    .min(WORK_SITE_RADIUS_MIN_METERS, { error: ATTENDANCE_MESSAGES.radiusInvalid })
    .max(WORK_SITE_RADIUS_MAX_METERS, { error: ATTENDANCE_MESSAGES.radiusInvalid }),
  /** Everyone bound to the site; the people not listed are unbound from it. */
  memberIds: z
    .array(z.uuid({ error: ATTENDANCE_MESSAGES.membersInvalid }), {
      error: ATTENDANCE_MESSAGES.membersInvalid,
    })
    .max(WORK_SITE_MAX_MEMBERS, { error: ATTENDANCE_MESSAGES.membersInvalid }),
});
export type WorkSiteBody = z.infer<typeof workSiteBodySchema>;

export const workSiteParamsSchema = z.strictObject({ id: serialIdParam() });

export const workSiteListQuerySchema = z.strictObject({
  /** The viewer's position, to show each site's distance from it. */
  latitude: decimalText(latitude, ATTENDANCE_MESSAGES.latitudeInvalid).optional(),
  longitude: decimalText(longitude, ATTENDANCE_MESSAGES.longitudeInvalid).optional(),
});

export const workSiteSchema = workSiteBriefSchema.extend({
  members: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** From the position given in the query, in metres. */
  distanceMeters: z.number().nullable(),
});
export type WorkSite = z.infer<typeof workSiteSchema>;

const workDayTime = z
  .string({ error: ATTENDANCE_MESSAGES.workDayTimeInvalid })
  .refine((v) => minutesOfClock(v) !== null, { error: ATTENDANCE_MESSAGES.workDayTimeInvalid });

/**
 * PUT /api/v1/attendance/settings: how long a compensatory day lasts and, optionally, the
 * organisation's working hours ("HH:MM" in its time zone; the late/early and overtime reports
 * count from them). A start not before the end is refused, also against the one stored.
 */
export const attendanceSettingsBodySchema = z
  .strictObject({
    compensatoryExpiryDays: z
      .number({ error: ATTENDANCE_MESSAGES.expiryInvalid })
      .int({ error: ATTENDANCE_MESSAGES.expiryInvalid })
      .min(COMPENSATORY_EXPIRY_MIN_DAYS, { error: ATTENDANCE_MESSAGES.expiryInvalid })
      .max(COMPENSATORY_EXPIRY_MAX_DAYS, { error: ATTENDANCE_MESSAGES.expiryInvalid }),
    workDayStart: workDayTime.optional(),
    workDayEnd: workDayTime.optional(),
  })
  .refine(
    (b) =>
      b.workDayStart === undefined ||
      b.workDayEnd === undefined ||
      minutesOfClock(b.workDayStart)! < minutesOfClock(b.workDayEnd)!,
    { error: ATTENDANCE_MESSAGES.workDayOrder, path: ['workDayEnd'] },
  );
export type AttendanceSettingsBody = z.infer<typeof attendanceSettingsBodySchema>;

/** The organisation's attendance settings as stored. */
export const attendanceSettingsSchema = z.object({
  compensatoryExpiryDays: z.number(),
  workDayStart: z.string(),
  workDayEnd: z.string(),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;

export const workSiteListResponseSchema = z.object({
  items: z.array(workSiteSchema),
  settings: attendanceSettingsSchema,
});
export type WorkSiteListResponse = z.infer<typeof workSiteListResponseSchema>;

// --- the monthly grid (spec 002 §2 Attendance screen, §4) ---------------------------------------

export const GRID_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The most days one grid shows when a date range replaces the month. */
export const GRID_MAX_DAYS = 62;

export const attendanceGridQuerySchema = z
  .strictObject({
    year: z.coerce.number().int().min(2000).max(2100),
    month: z.coerce.number().int().min(1).max(12),
    /** A date range (DD/MM/YYYY in the picker) shows those days instead of the month. */
    from: z.iso.date({ error: 'From date must be a date.' }).optional(),
    to: z.iso.date({ error: 'To date must be a date.' }).optional(),
    /** The leave-type filter: only people with an approved leave of this type in the days shown. */
    typeId: z.coerce.number().int().min(1).max(9).optional(),
    search: listSearch(),
    page: listPage(),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (GRID_PAGE_SIZES as readonly number[]).includes(n), {
        error: 'Page size must be 10, 25, 50 or 100.',
      })
      .default(10),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    error: 'Choose both dates of the range.',
    path: ['to'],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: 'To date cannot be before From date.',
    path: ['to'],
  });
export type AttendanceGridQuery = z.infer<typeof attendanceGridQuerySchema>;

export const gridDaySchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int(),
});

export const gridRowSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** One category code per day of `days` (see shared/rules/attendance-grid.ts). */
  cells: z.array(z.string()),
  /** The attendance record of each day, for a manager to open; null where there is none. */
  recordIds: z.array(z.number().int().nullable()),
});
export type GridRow = z.infer<typeof gridRowSchema>;

export const attendanceGridSchema = z.object({
  days: z.array(gridDaySchema),
  rows: z.array(gridRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Today in the organisation's time zone. */
  today: z.string(),
});
export type AttendanceGrid = z.infer<typeof attendanceGridSchema>;
