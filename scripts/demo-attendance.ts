/**
 * The demo organisation's attendance: two work sites with their people, four weeks of check-ins
 * and punch outs with a photo each person "took", a Saturday worked (a compensatory day earned),
 * and today marked by a few people only, so that everyone else finds the Mark attendance button.
 */
import { and, isNotNull, isNull } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { ATTENDANCE_PHOTO_STORED_SIZE } from '../shared/rules/attendance.ts';
import { addDays, isWeekend, weekdayOf, todayIn } from '../shared/rules/dates.ts';
import type { Tx } from '../server/db/client.ts';
import {
  attendanceRecords,
  holidays,
  leaveApplications,
  users,
  workSiteMembers,
  workSites,
} from '../server/db/schema.ts';
import { IMAGE_UPLOAD_MESSAGES, reencodePhoto } from '../server/lib/images.ts';
import type { FileStorage } from '../server/lib/storage.ts';
import { ATTENDANCE_PHOTO_FOLDER } from '../server/modules/attendance/attendance-records.repository.ts';
import { reverseGeocode } from '../server/modules/attendance/reverse-geocoder.ts';
import { earnCompensatoryDay } from '../server/modules/leave/compensatory-leave.service.ts';
import { COMPENSATORY_EXPIRY_DEFAULT_DAYS } from '../shared/rules/attendance.ts';

interface DemoSite {
  name: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  members: string[];
}

export const DEMO_SITES: DemoSite[] = [
  {
    name: 'Bengaluru HQ',
    latitude: 12.9352,
    longitude: 77.6245,
    radiusMeters: 300,
    members: ['ananya.iyer', 'arjun.nair', 'kavya.reddy', 'neha.gupta', 'vikram.singh'],
  },
  {
    name: 'San Jose office',
    latitude: 37.3352,
    longitude: -121.8811,
    radiusMeters: 300,
    members: ['sneha.kapoor', 'aditya.joshi'],
  },
];

/** Where the people bound to no site work from: home, around Bengaluru and Pune. */
const FREE_PLACES = [
  { latitude: 12.9716, longitude: 77.5946 },
  { latitude: 18.5204, longitude: 73.8567 },
  { latitude: 12.9141, longitude: 77.6411 },
];

/** The people who have already marked attendance today (when the seed runs after 10:00 in India). */
const MARKED_TODAY = ['priya.sharma', 'rahul.verma', 'neha.gupta', 'vikram.singh'];
const WORKED_SATURDAY = 'karan.malhotra';
const HISTORY_DAYS = 28;

/** A repeatable pseudo-random number in [0, 1) for a person and a day. */
function chance(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/** An instant on a day in India: `minutes` after midnight there. */
function atIndia(day: string, minutes: number): Date {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + minutes * 60_000);
}

/** A person's "selfie": a plain portrait drawn here, re-encoded the way an upload is. */
async function portrait(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="460" height="340">
    <rect width="460" height="340" fill="hsl(${hue}, 45%, 82%)"/>
    <circle cx="230" cy="140" r="62" fill="hsl(${hue}, 30%, 45%)"/>
    <ellipse cx="230" cy="330" rx="120" ry="100" fill="hsl(${hue}, 30%, 45%)"/>
  </svg>`;
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return reencodePhoto(jpeg, ATTENDANCE_PHOTO_STORED_SIZE, IMAGE_UPLOAD_MESSAGES);
}

export async function seedDemoAttendance(
  tx: Tx,
  ids: ReadonlyMap<string, string>,
  storage: FileStorage,
  now: Date,
): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const siteOf = new Map<string, DemoSite>();
  for (const site of DEMO_SITES) {
    const [row] = await tx
      .insert(workSites)
      .values({
        name: site.name,
        latitude: site.latitude,
        longitude: site.longitude,
        radiusMeters: site.radiusMeters,
      })
      .returning({ id: workSites.id });
    await tx
      .insert(workSiteMembers)
      .values(site.members.map((key) => ({ siteId: row!.id, userId: ids.get(key)! })));
    for (const key of site.members) siteOf.set(key, site);
  }

  const people = await tx
    .select({ id: users.id, holidayLocation: users.holidayLocation })
    .from(users)
    .where(isNull(users.deletedAt));
  const locationOf = new Map(people.map((p) => [p.id, p.holidayLocation ?? 1]));
  const from = addDays(today, -HISTORY_DAYS);
  const holidayDays = new Map<number, Set<string>>();
  for (const row of await tx.select({ location: holidays.location, date: holidays.date }).from(holidays)) {
    if (!holidayDays.has(row.location)) holidayDays.set(row.location, new Set());
    holidayDays.get(row.location)!.add(row.date);
  }
  const approved = await tx
    .select({
      userId: leaveApplications.userId,
      from: leaveApplications.fromDate,
      to: leaveApplications.toDate,
    })
    .from(leaveApplications)
    .where(and(isNotNull(leaveApplications.approvedAt)));
  const onLeave = (userId: string, day: string) =>
    approved.some((l) => l.userId === userId && l.from <= day && day <= l.to);

  const lastSaturday = addDays(today, -((weekdayOf(today) + 1) % 7 || 7));
  const markToday = now.getTime() >= atIndia(today, 10 * 60).getTime();
  const records: (typeof attendanceRecords.$inferInsert)[] = [];
  let index = 0;
  for (const [key, userId] of ids) {
    const photoKey = `${ATTENDANCE_PHOTO_FOLDER}/demo-${key.replace(/[^a-z]/g, '')}.jpg`;
    await storage.put(photoKey, await portrait((index++ * 47) % 360));
    const site = siteOf.get(key);
    const off = holidayDays.get(locationOf.get(userId) ?? 1) ?? new Set<string>();
    for (let day = from; day <= today; day = addDays(day, 1)) {
      const worksWeekend = key === WORKED_SATURDAY && day === lastSaturday;
      if (day === today ? !(markToday && MARKED_TODAY.includes(key)) : false) continue;
      if (!worksWeekend && (isWeekend(day) || off.has(day) || onLeave(userId, day))) continue;
      if (!worksWeekend && day !== today && chance(`${key}${day}`) < 0.08) continue; // absent
      const r = chance(`${day}${key}`);
      const base = site ?? FREE_PLACES[index % FREE_PLACES.length]!;
      const position = {
        latitude: base.latitude + (r - 0.5) * 0.002,
        longitude: base.longitude + (chance(`${key}:${day}`) - 0.5) * 0.002,
      };
      const place = reverseGeocode(position.latitude, position.longitude)?.label ?? null;
      const checkInAt = atIndia(day, 8 * 60 + 45 + Math.round(r * 90));
      const checkOutAt = atIndia(day, 17 * 60 + 30 + Math.round(chance(`out${key}${day}`) * 120));
      const punchedOut = day !== today || checkOutAt.getTime() <= now.getTime();
      records.push({
        userId,
        workDate: day,
        checkInAt,
        checkInLatitude: position.latitude,
        checkInLongitude: position.longitude,
        checkInAccuracy: Math.round(8 + r * 30),
        checkInPlace: place,
        checkInSiteName: site?.name ?? null,
        photoKey,
        compensatoryEarned: worksWeekend,
        ...(punchedOut
          ? {
              checkOutAt,
              checkOutLatitude: position.latitude,
              checkOutLongitude: position.longitude,
              checkOutAccuracy: Math.round(10 + r * 25),
              checkOutPlace: place,
              checkOutSiteName: site?.name ?? null,
            }
          : {}),
        createdAt: checkInAt,
      });
      if (worksWeekend) await earnCompensatoryDay(tx, userId, day, COMPENSATORY_EXPIRY_DEFAULT_DAYS);
    }
  }
  for (let i = 0; i < records.length; i += 200)
    await tx.insert(attendanceRecords).values(records.slice(i, i + 200));
}
