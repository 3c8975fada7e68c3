import { and, eq } from 'drizzle-orm';
import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { holidays } from '../../db/schema.ts';
import { BENGALURU, checkInWithPhoto } from '../../modules/attendance/attendance-test-kit.ts';
import { createDefaultAllocation } from '../../modules/leave/leave-ledger.repository.ts';
import { createUser } from '../fixtures.ts';
import type { TestClient } from '../test-app.ts';
import { phonePhoto } from '../uploads.ts';
import { scenario, type EventScenario, type ScenarioWorld } from './types.ts';

const json = <T>(res: { statusCode: number; body: string; json<U>(): U }, step: string): T => {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });

let checkInNumber = 0;
/** Someone of their own for each check-in (one check-in a person and day), with no work site. */
async function newcomer(w: ScenarioWorld): Promise<TestClient> {
  checkInNumber += 1;
  const person = await createUser(w.db, {
    firstName: `Atlas${checkInNumber}`,
    lastName: 'Events',
    email: `atlas${checkInNumber}.events@example.com`,
    managerId: w.org.lead.id,
  });
  // A check-in on a weekend or holiday earns a compensatory day, which needs the allocation.
  await createDefaultAllocation(w.db, { userId: person.id, gender: null, maritalStatus: null });
  return w.as(person);
}

const checkIn = async (client: TestClient) => checkInWithPhoto(client, await phonePhoto(640, 480));

let siteNumber = 0;
async function newSite(w: ScenarioWorld): Promise<number> {
  siteNumber += 1;
  const ada = await w.as(w.org.admin);
  const res = await ada.post('/api/v1/work-sites', {
    name: `Events site ${siteNumber}`,
    latitude: 18.5204,
    longitude: 73.8567,
    radiusMeters: 150,
    memberIds: [],
  });
  return json<{ id: number }>(res, 'add a work site').id;
}

/** A day of location 2 (US) three weeks or more ahead that has no holiday yet. */
async function freeHolidayDay(w: ScenarioWorld): Promise<string> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  for (let n = 21; ; n++) {
    const day = addDays(today, n);
    const [taken] = await w.db
      .select({ id: holidays.id })
      .from(holidays)
      .where(and(eq(holidays.location, 2), eq(holidays.date, day)));
    if (!taken) return day;
  }
}

async function newHoliday(w: ScenarioWorld): Promise<number> {
  const ada = await w.as(w.org.admin);
  const res = await ada.post('/api/v1/holidays', {
    name: 'Events day',
    typeId: 2,
    date: await freeHolidayDay(w),
    comments: 'The office is closed.',
    location: 2,
  });
  return json<{ id: number }>(res, 'add a holiday').id;
}

/** The write operations of this area, each called once as a user would (see ./types.ts). */
export const SCENARIOS: EventScenario[] = [
  scenario({
    operation: 'POST /api/v1/attendance/check-in',
    prepare: newcomer,
    request: async (_w, client) => {
      const res = await checkIn(client);
      return {
        res,
        type: 'attendance.checked_in',
        subject: { kind: 'attendance_record', id: res.json<{ id: number }>().id },
      };
    },
  }),
  scenario({
    operation: 'POST /api/v1/attendance/punch-out',
    prepare: async (w) => {
      const client = await newcomer(w);
      const id = json<{ id: number }>(await checkIn(client), 'check in').id;
      return { client, id };
    },
    request: async (_w, { client, id }) => ({
      res: await client.post('/api/v1/attendance/punch-out', { ...BENGALURU, accuracy: 12 }),
      type: 'attendance.punched_out',
      subject: { kind: 'attendance_record', id },
    }),
  }),
  scenario({
    operation: 'PUT /api/v1/attendance/settings',
    request: async (w) => {
      const ada = await w.as(w.org.admin);
      const current = json<{ settings: { compensatoryExpiryDays: number } }>(
        await ada.get('/api/v1/work-sites'),
        'read the settings',
      ).settings;
      const res = await put(ada, '/api/v1/attendance/settings', {
        compensatoryExpiryDays: current.compensatoryExpiryDays === 60 ? 61 : 60,
      });
      return {
        res,
        type: 'attendance.settings_changed',
        subject: { kind: 'attendance_settings', id: 'organisation' },
      };
    },
  }),
  scenario({
    operation: 'POST /api/v1/work-sites/',
    request: async (w) => {
      const ada = await w.as(w.org.admin);
      const res = await ada.post('/api/v1/work-sites', {
        name: 'Events head office',
        latitude: 19.076,
        longitude: 72.8777,
        radiusMeters: 200,
        memberIds: [],
      });
      return {
        res,
        type: 'work_site.created',
        subject: { kind: 'work_site', id: res.json<{ id: number }>().id },
      };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/work-sites/{id}',
    prepare: newSite,
    request: async (w, id) => {
      const ada = await w.as(w.org.admin);
      const res = await put(ada, `/api/v1/work-sites/${id}`, {
        name: `Events site ${id} (moved)`,
        latitude: 18.53,
        longitude: 73.85,
        radiusMeters: 300,
        memberIds: [],
      });
      return { res, type: 'work_site.updated', subject: { kind: 'work_site', id } };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/work-sites/{id}',
    prepare: newSite,
    request: async (w, id) => {
      const ada = await w.as(w.org.admin);
      const res = await ada.request({ method: 'DELETE', url: `/api/v1/work-sites/${id}` });
      return { res, type: 'work_site.deleted', subject: { kind: 'work_site', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/holidays/',
    request: async (w) => {
      const ada = await w.as(w.org.admin);
      const res = await ada.post('/api/v1/holidays', {
        name: 'Founders day',
        typeId: 2,
        date: await freeHolidayDay(w),
        comments: 'The office is closed.',
        location: 2,
      });
      return { res, type: 'holiday.added', subject: { kind: 'holiday', id: res.json<{ id: number }>().id } };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/holidays/{id}',
    prepare: newHoliday,
    request: async (w, id) => {
      const ada = await w.as(w.org.admin);
      const res = await put(ada, `/api/v1/holidays/${id}`, {
        name: 'Events day (moved)',
        typeId: 2,
        date: await freeHolidayDay(w),
        comments: 'Moved a week.',
      });
      return { res, type: 'holiday.updated', subject: { kind: 'holiday', id } };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/holidays/{id}',
    prepare: newHoliday,
    request: async (w, id) => {
      const ada = await w.as(w.org.admin);
      const res = await ada.request({ method: 'DELETE', url: `/api/v1/holidays/${id}` });
      return { res, type: 'holiday.removed', subject: { kind: 'holiday', id } };
    },
  }),
];
