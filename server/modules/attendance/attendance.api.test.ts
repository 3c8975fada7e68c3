import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../../shared/rules/attendance.ts';
import { addDays, weekdayOf } from '../../../shared/rules/dates.ts';
import type {
  AttendanceRecord,
  AttendanceToday,
  WorkSite,
} from '../../../shared/schemas/attendance.schema.ts';
import { attendanceRecords, domainEvents, leaveLedger } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import {
  BOUNDARY,
  describeImage,
  multipartBody,
  PHONE_MAKER,
  phonePhoto,
  type Part,
} from '../../test/uploads.ts';
import { createDefaultAllocation } from '../leave/leave-ledger.repository.ts';
import { balanceOf, del, put, today } from '../leave/leave-test-kit.ts';
import { signIn } from '../projects/projects-test-kit.ts';

/**
 *   Sam ── Mona ── Leo ── Eve
 *       │       └─ Lena
 *       └─ Pete ── Quinn
 *   Ada (Admin)
 */
let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
let lena: TestClient;
let pete: TestClient;
let quinn: TestClient;
let ada: TestClient;
let photo: Buffer;
const db = () => t.testDb.database.db;

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
const PUNE_OFFICE = { latitude: 18.5204, longitude: 73.8567 };

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  for (const person of [org.employee, org.lead, org.lead2, org.peer, org.peerReport])
    await createDefaultAllocation(db(), { userId: person.id, gender: null, maritalStatus: null });
  eve = await signIn(t, org.employee);
  leo = await signIn(t, org.lead);
  lena = await signIn(t, org.lead2);
  pete = await signIn(t, org.peer);
  quinn = await signIn(t, org.peerReport);
  ada = await signIn(t, org.admin);
  photo = await phonePhoto();
});
afterAll(async () => {
  await t.close();
});

function checkInParts(
  position: { latitude: number; longitude: number } | null,
  file: Buffer | null = photo,
  accuracy = '18.5',
): Part[] {
  const parts: Part[] = [];
  if (position) {
    parts.push({ field: 'latitude', data: String(position.latitude) });
    parts.push({ field: 'longitude', data: String(position.longitude) });
    parts.push({ field: 'accuracy', data: accuracy });
  }
  if (file) parts.push({ field: 'files', filename: 'photo.jpg', contentType: 'image/jpeg', data: file });
  return parts;
}

function checkIn(client: TestClient, parts: Part[]) {
  return client.request({
    method: 'POST',
    url: '/api/v1/attendance/check-in',
    payload: multipartBody(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

async function stateOf(client: TestClient): Promise<AttendanceToday> {
  const res = await client.get('/api/v1/attendance/today');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttendanceToday>();
}

/** A PNG whose header declares 65,535 × 65,535 pixels (4.3 billion), with nothing behind it. */
function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(65_535, 0);
  ihdr.writeUInt32BE(65_535, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('marking attendance', () => {
  it('checks in with a photo and the position: the record, its place, and the state CheckedIn', async () => {
    expect((await stateOf(eve)).state).toBe('pending');
    const res = await checkIn(eve, checkInParts(BENGALURU));
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json<AttendanceRecord>();
    expect(record).toMatchObject({
      userId: org.employee.id,
      workDate: today(),
      checkIn: { ...BENGALURU, accuracy: 18.5, place: 'Bengaluru, Karnataka, India', siteName: null },
      checkOut: null,
    });
    const state = await stateOf(eve);
    expect(state.state).toBe('checkedIn');
    expect(state.record?.id).toBe(record.id);
  });

  it('records the check-in as an event without the photo, its key or the position', async () => {
    const { record } = await stateOf(eve);
    const [row] = await db().select().from(attendanceRecords).where(eq(attendanceRecords.id, record!.id));
    const events = await db()
      .select()
      .from(domainEvents)
      .where(
        and(eq(domainEvents.type, 'attendance.checked_in'), eq(domainEvents.subjectId, String(record!.id))),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: org.employee.id,
      subjectKind: 'attendance_record',
      concerns: [org.employee.id],
      changes: null,
      data: { workDate: today(), siteName: null },
    });
    const told = JSON.stringify(events[0]);
    for (const secret of [
      row!.photoKey,
      String(BENGALURU.latitude),
      String(BENGALURU.longitude),
      'Bengaluru',
    ])
      expect(told).not.toContain(secret);
  });

  it('stores the photo re-encoded, without the EXIF block or its GPS position', async () => {
    const { record } = await stateOf(eve);
    const res = await eve.get(record!.photoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const image = await describeImage(res.rawPayload);
    expect(image).toMatchObject({ format: 'jpeg', hasMetadata: false });
    expect(res.rawPayload.includes(Buffer.from(PHONE_MAKER))).toBe(false);
  });

  it('shows the record and photo to the people above the person, and answers 404 to anyone else', async () => {
    const { record } = await stateOf(eve);
    for (const client of [leo]) {
      expect((await client.get(`/api/v1/attendance/records/${record!.id}`)).statusCode).toBe(200);
      expect((await client.get(record!.photoUrl)).statusCode).toBe(200);
    }
    for (const client of [pete, quinn, lena, ada]) {
      expect((await client.get(`/api/v1/attendance/records/${record!.id}`)).statusCode).toBe(404);
      expect((await client.get(record!.photoUrl)).statusCode).toBe(404);
    }
    expect((await eve.get('/api/v1/attendance/records/999999/photo')).statusCode).toBe(404);
  });

  it('refuses a second check-in the same day', async () => {
    const res = await checkIn(eve, checkInParts(BENGALURU));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'already_checked_in',
      message: ATTENDANCE_MESSAGES.alreadyCheckedIn,
    });
  });

  it('keeps one record when two check-ins are sent at once', async () => {
    const answers = await Promise.all([
      checkIn(lena, checkInParts(BENGALURU)),
      checkIn(lena, checkInParts(BENGALURU)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.userId, org.lead2.id));
    expect(rows).toHaveLength(1);
  });

  it('needs a photo and the position, and says which is missing', async () => {
    const noPhoto = await checkIn(pete, checkInParts(BENGALURU, null));
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().error.details).toEqual([
      { path: 'files', message: ATTENDANCE_MESSAGES.photoRequired },
    ]);
    const noPosition = await checkIn(pete, checkInParts(null));
    expect(noPosition.statusCode).toBe(422);
    expect(noPosition.json().error.details).toEqual([
      { path: 'latitude', message: ATTENDANCE_MESSAGES.locationRequired },
    ]);
    const farNorth = await checkIn(pete, checkInParts({ latitude: 91, longitude: 10 }));
    expect(farNorth.statusCode).toBe(422);
    expect(farNorth.json().error.details).toEqual([
      { path: 'latitude', message: ATTENDANCE_MESSAGES.latitudeInvalid },
    ]);
    const badAccuracy = await checkIn(pete, checkInParts(BENGALURU, photo, 'close'));
    expect(badAccuracy.json().error.details).toEqual([
      { path: 'accuracy', message: ATTENDANCE_MESSAGES.accuracyInvalid },
    ]);
    const json = await pete.post('/api/v1/attendance/check-in', BENGALURU);
    expect(json.statusCode).toBe(415);
    expect((await stateOf(pete)).state).toBe('pending');
  });

  it('refuses a file that is not a picture, and one that declares 65,535 × 65,535 pixels before decoding it', async () => {
    const fake = await checkIn(pete, checkInParts(BENGALURU, Buffer.from('<html><script>alert(1)</script>')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe(ATTENDANCE_MESSAGES.photoType);
    const huge = await checkIn(pete, checkInParts(BENGALURU, hugePngHeader()));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(ATTENDANCE_MESSAGES.photoSize);
    expect((await stateOf(pete)).state).toBe('pending');
  });

  it('punches out once, after checking in', async () => {
    const early = await pete.post('/api/v1/attendance/punch-out', BENGALURU);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_checked_in');

    const res = await eve.post('/api/v1/attendance/punch-out', { ...PUNE_OFFICE, accuracy: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AttendanceRecord>().checkOut).toMatchObject({
      ...PUNE_OFFICE,
      accuracy: 12,
      place: 'Pune, Maharashtra, India',
    });
    expect((await stateOf(eve)).state).toBe('done');
    const again = await eve.post('/api/v1/attendance/punch-out', BENGALURU);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_punched_out');
    const bad = await lena.post('/api/v1/attendance/punch-out', { latitude: 'north', longitude: 1 });
    expect(bad.statusCode).toBe(422);
  });
});

describe('the location text', () => {
  it('names the nearest city, region and country, offline', async () => {
    const res = await eve.get('/api/v1/attendance/place?latitude=18.5204&longitude=73.8567');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      city: 'Pune',
      region: 'Maharashtra',
      country: 'India',
      countryCode: 'IN',
      label: 'Pune, Maharashtra, India',
    });
    const sanJose = await eve.get('/api/v1/attendance/place?latitude=37.3382&longitude=-121.8863');
    expect(sanJose.json().label).toBe('San Jose, California, United States');
  });

  it('answers 404 far from any town and 422 for a position that is not one', async () => {
    expect((await eve.get('/api/v1/attendance/place?latitude=0&longitude=-160')).statusCode).toBe(404);
    expect((await eve.get('/api/v1/attendance/place?latitude=abc&longitude=1')).statusCode).toBe(422);
    expect((await eve.get('/api/v1/attendance/place?latitude=10')).statusCode).toBe(422);
  });
});

describe('work sites', () => {
  let site: WorkSite;

  it('are for people with ManageAttendance only', async () => {
    expect((await eve.get('/api/v1/work-sites')).statusCode).toBe(403);
    const res = await eve.post('/api/v1/work-sites', {
      name: 'Mine',
      ...PUNE_OFFICE,
      radiusMeters: 100,
      memberIds: [],
    });
    expect(res.statusCode).toBe(403);
  });

  it('are added with their people, and a name is taken once', async () => {
    const res = await ada.post('/api/v1/work-sites', {
      name: '  Pune office ',
      ...PUNE_OFFICE,
      radiusMeters: 200,
      memberIds: [org.peerReport.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    site = res.json<WorkSite>();
    expect(site).toMatchObject({
      name: 'Pune office',
      radiusMeters: 200,
      members: [{ id: org.peerReport.id }],
    });
    const twice = await ada.post('/api/v1/work-sites', {
      name: 'PUNE OFFICE',
      ...BENGALURU,
      radiusMeters: 200,
      memberIds: [],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.details).toEqual([
      { path: 'name', message: ATTENDANCE_MESSAGES.siteNameTaken },
    ]);
  });

  it('refuse bad input field by field', async () => {
    const res = await ada.post('/api/v1/work-sites', {
      name: ' ',
      latitude: 100,
      longitude: 73,
      radiusMeters: 5,
      memberIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(422);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'latitude', 'radiusMeters']));
    const unknownPerson = await ada.post('/api/v1/work-sites', {
      name: 'Elsewhere',
      ...BENGALURU,
      radiusMeters: 300,
      memberIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownPerson.json().error.details).toEqual([
      { path: 'memberIds', message: ATTENDANCE_MESSAGES.membersInvalid },
    ]);
  });

  it('refuse a check-in outside every site of the person, naming the nearest and how far', async () => {
    const res = await checkIn(quinn, checkInParts(BENGALURU));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('outside_work_site');
    expect(res.json().error.message).toMatch(
      /^You are \d+ km from Pune office, the nearest of your work sites\. Attendance can be marked within 200 m of it\.$/,
    );
    expect((await stateOf(quinn)).sites.map((s) => s.name)).toEqual(['Pune office']);
    expect((await stateOf(quinn)).state).toBe('pending');
  });

  it('take a check-in inside the site, recording the site', async () => {
    const res = await checkIn(quinn, checkInParts({ latitude: 18.521, longitude: 73.857 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AttendanceRecord>().checkIn.siteName).toBe('Pune office');
  });

  it('list the distance from the viewer, nearest first, and are edited and deleted', async () => {
    const other = await ada.post('/api/v1/work-sites', {
      name: 'Bengaluru hub',
      ...BENGALURU,
      radiusMeters: 500,
      memberIds: [],
    });
    expect(other.statusCode).toBe(201);
    const list = await ada.get('/api/v1/work-sites?latitude=12.97&longitude=77.59');
    const items = list.json<{ items: WorkSite[] }>().items;
    expect(items.map((s) => s.name)).toEqual(['Bengaluru hub', 'Pune office']);
    expect(items[0]!.distanceMeters).toBeLessThan(1000);

    const edited = await put(ada, `/api/v1/work-sites/${site.id}`, {
      name: 'Pune office',
      ...PUNE_OFFICE,
      radiusMeters: 1000,
      memberIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<WorkSite>()).toMatchObject({ radiusMeters: 1000, members: [] });
    expect((await stateOf(quinn)).sites).toEqual([]);
    expect((await del(ada, `/api/v1/work-sites/${site.id}`)).statusCode).toBe(204);
    expect((await del(ada, `/api/v1/work-sites/${site.id}`)).statusCode).toBe(404);
  });
});

describe('compensatory days', () => {
  it('the expiry is an organisation setting for ManageAttendance', async () => {
    expect((await put(eve, '/api/v1/attendance/settings', { compensatoryExpiryDays: 30 })).statusCode).toBe(
      403,
    );
    const bad = await put(ada, '/api/v1/attendance/settings', { compensatoryExpiryDays: 0 });
    expect(bad.statusCode).toBe(422);
    const res = await put(ada, '/api/v1/attendance/settings', { compensatoryExpiryDays: 30 });
    expect(res.statusCode).toBe(200);
    expect((await ada.get('/api/v1/work-sites')).json().settings).toEqual({
      compensatoryExpiryDays: 30,
      workDayStart: '09:30',
      workDayEnd: '18:30',
    });
  });

  it('the working hours are HH:MM, the start before the end', async () => {
    const bad = await put(ada, '/api/v1/attendance/settings', {
      compensatoryExpiryDays: 30,
      workDayStart: '9am',
      workDayEnd: '18:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details).toEqual([
      { path: 'workDayStart', message: ATTENDANCE_MESSAGES.workDayTimeInvalid },
    ]);
    const backwards = await put(ada, '/api/v1/attendance/settings', {
      compensatoryExpiryDays: 30,
      workDayStart: '18:00',
      workDayEnd: '09:00',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.details).toEqual([
      { path: 'workDayEnd', message: ATTENDANCE_MESSAGES.workDayOrder },
    ]);
    // Against the stored end (18:30) when only the start is sent.
    const lateStart = await put(ada, '/api/v1/attendance/settings', {
      compensatoryExpiryDays: 30,
      workDayStart: '19:00',
    });
    expect(lateStart.statusCode).toBe(422);
    const ok = await put(ada, '/api/v1/attendance/settings', {
      compensatoryExpiryDays: 30,
      workDayStart: '08:45',
      workDayEnd: '17:15',
    });
    expect(ok.json()).toEqual({ compensatoryExpiryDays: 30, workDayStart: '08:45', workDayEnd: '17:15' });
    expect((await ada.get('/api/v1/work-sites')).json().settings).toMatchObject({
      workDayStart: '08:45',
      workDayEnd: '17:15',
    });
    await put(ada, '/api/v1/attendance/settings', {
      compensatoryExpiryDays: 30,
      workDayStart: '09:30',
      workDayEnd: '18:30',
    });
  });

  it('a weekend check-in earns one, lapsing after the organisation’s period', async () => {
    // The next Saturday (the app's clock moves there; the people above stay signed in).
    const daysAhead = (6 - weekdayOf(today()) + 7) % 7 || 7;
    const saturday = addDays(today(), daysAhead);
    const before = await balanceOf(pete, org.peer.id, 7);
    t.clock.advanceMinutes(daysAhead * 24 * 60);
    const res = await checkIn(pete, checkInParts(BENGALURU));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AttendanceRecord>()).toMatchObject({ workDate: saturday, compensatoryEarned: true });
    const after = await balanceOf(pete, org.peer.id, 7);
    expect(after.balance).toBe(before.balance + 1);
    const [earned] = await db()
      .select()
      .from(leaveLedger)
      .where(and(eq(leaveLedger.userId, org.peer.id), eq(leaveLedger.kind, 'compensatory_earned')));
    expect(earned).toMatchObject({ days: 1, period: saturday, expiresOn: addDays(saturday, 30) });
  });
});
