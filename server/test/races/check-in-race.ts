import { and, eq, sql } from 'drizzle-orm';
import type { AttendanceRecord, AttendanceToday } from '../../../shared/schemas/attendance.schema.ts';
import { attendanceRecords, leaveLedger } from '../../db/schema.ts';
import { BENGALURU, checkInWithPhoto } from '../../modules/attendance/attendance-test-kit.ts';
import { countOf, eventTypes, freshPerson, storedFiles, type RaceContext } from './race-setup.ts';

/**
 * A round of the check-in race: a fresh person checks in with a photo from half the racers at
 * once, then punches out from the other half. One check-in and one punch-out go through, the
 * others get 409; the day has one record, one stored photo (the check-ins that lost keep none),
 * one event of each and, on a day off, one compensatory day.
 */
export async function checkInRound(ctx: RaceContext, n: number): Promise<void> {
  const db = ctx.t.testDb.database.db;
  const person = await freshPerson(ctx);
  const half = Math.ceil(ctx.racers / 2);

  const checkingIn = ctx.log.round('check-ins', `check-in ${n}`);
  const checkIns = await checkingIn.race(
    Array.from({ length: half }, (_, i) => [
      `check-in ${i + 1}`,
      () => checkInWithPhoto(person.client, ctx.photo, 18.5),
    ]),
  );
  const winner = checkingIn.oneWinner(checkIns, [[409, 'already_checked_in']]);
  const records = await db.select().from(attendanceRecords).where(eq(attendanceRecords.userId, person.id));
  checkingIn.times('attendance records for the day', records.length, 1);
  const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(attendanceRecords);
  checkingIn.times(
    'photos stored (one per record)',
    await storedFiles(ctx.t.ctx.storage, 'attendance'),
    all!.n,
  );
  if (!winner) return;
  const record = winner.res.json<AttendanceRecord>();
  const photo = await person.client.get(record.photoUrl);
  checkingIn.check(photo.statusCode === 200, 'unexpected', `the photo answered ${photo.statusCode}`);
  const earned = await db
    .select({ id: leaveLedger.id })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, person.id), eq(leaveLedger.kind, 'compensatory_earned')));
  checkingIn.times('compensatory days earned', earned.length, record.compensatoryEarned ? 1 : 0);

  const punching = ctx.log.round('check-ins', `check-in ${n}, punching out`);
  const punches = await punching.race(
    Array.from({ length: ctx.racers - half }, (_, i) => [
      `punch-out ${i + 1}`,
      () => person.client.post('/api/v1/attendance/punch-out', BENGALURU),
    ]),
  );
  punching.oneWinner(punches, [[409, 'already_punched_out']]);
  const today = (await person.client.get('/api/v1/attendance/today')).json<AttendanceToday>();
  punching.check(today.state === 'done', 'unexpected', `the day reads ${today.state}`);
  const events = await eventTypes(ctx.t, 'attendance_record', record.id);
  for (const type of ['attendance.checked_in', 'attendance.punched_out'])
    punching.times(`${type} events`, countOf(events, type), 1);
}
