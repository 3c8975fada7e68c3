/**
 * Attendance marking's bench cases (issue 13):
 * - a check-in server-side, the image processing aside: people of the generated organisation
 *   bound to a work site each check in once with a 64 × 48 photo (whose re-encoding takes about a
 *   millisecond), through the service as the route calls it. Budget p95 ≤ 50 ms.
 * - the re-encoding of a 2 MB phone photo (12 megapixels of noise, EXIF and GPS included), alone.
 *   Budget p95 ≤ 300 ms.
 * Each check-in is a new person's: a second one the same day would be refused.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ATTENDANCE_PHOTO_STORED_SIZE } from '../shared/rules/attendance.ts';
import { queryRows, type Db } from '../server/db/client.ts';
import { workSiteMembers, workSites } from '../server/db/schema.ts';
import type { AppContext } from '../server/lib/context.ts';
import { IMAGE_UPLOAD_MESSAGES, reencodePhoto } from '../server/lib/images.ts';
import { checkIn } from '../server/modules/attendance/attendance.service.ts';
import { warmReverseGeocoder } from '../server/modules/attendance/reverse-geocoder.ts';
import { organisationToday } from '../server/modules/org/org.service.ts';
import { presentSessionUser } from '../server/modules/users/users.presenter.ts';
import { findActiveSessionUser } from '../server/modules/users/users.repository.ts';
import { sized } from './bench-sizes.ts';

export const CHECK_IN_BUDGET_MS = 50;
export const PHOTO_BUDGET_MS = 300;

type Result = { p50: number; p95: number; max: number };
type Measure = (run: () => Promise<unknown>) => Promise<Result>;
type Line = (label: string, r: Result, budget: number) => void;

const SITE = { name: 'Bench site', latitude: 12.9352, longitude: 77.6245, radiusMeters: 500 };

/**
 * A phone photo of about 2 MB: 4000 × 3000 pixels of noise, with an EXIF block naming where
 * (400 × 300 under --smoke, where making and re-encoding the full one would take most of the run).
 */
async function phonePhoto(): Promise<{ photo: Buffer; megapixels: number }> {
  const width = sized(4000, 400);
  const height = sized(3000, 300);
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    // Smooth gradients with a little noise, so that JPEG lands near 2 MB as a camera's does.
    pixels[i] = (((i / 3) % width) / 16 + (seed % 40)) & 0xff;
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'BenchPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { photo, megapixels: (width * height) / 1_000_000 };
}

export async function benchAttendanceServerSide(
  ctx: AppContext,
  db: Db,
  iterations: number,
  measure: Measure,
  line: Line,
) {
  const today = await organisationToday(ctx);
  const needed = iterations + 3;
  const people = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u where u.is_active and u.deleted_at is null
      and not exists (select 1 from attendance_records a where a.user_id = u.id and a.work_date = ${today})
      order by u.id limit ${needed}`,
  );
  if (people.length < needed) throw new Error(`Fewer than ${needed} people have not checked in today`);
  const [site] = await db
    .insert(workSites)
    .values(SITE)
    .onConflictDoNothing()
    .returning({ id: workSites.id });
  const siteId =
    site?.id ??
    (await queryRows<{ id: number }>(db, sql`select id from work_sites where name = ${SITE.name}`))[0]!.id;
  await db
    .insert(workSiteMembers)
    .values(people.map((p) => ({ siteId, userId: p.id })))
    .onConflictDoNothing();
  const actors = await Promise.all(
    people.map(async (p) => presentSessionUser((await findActiveSessionUser(db, p.id))!)),
  );
  warmReverseGeocoder();
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const form = {
    fields: { latitude: '12.9355', longitude: '77.6241', accuracy: '14' },
    files: [{ data: small }],
  };
  console.log(`\nAttendance marking (${people.length} people, each checking in once at ${SITE.name}):`);
  let next = 0;
  line(
    'check-in, 64 × 48 photo',
    await measure(() => checkIn(ctx, actors[next++]!, form)),
    CHECK_IN_BUDGET_MS,
  );

  const { photo, megapixels } = await phonePhoto();
  line(
    `photo re-encoding, ${(photo.length / 1_048_576).toFixed(1)} MB ${megapixels} MP JPEG`,
    await measure(() => reencodePhoto(photo, ATTENDANCE_PHOTO_STORED_SIZE, IMAGE_UPLOAD_MESSAGES)),
    PHOTO_BUDGET_MS,
  );
}
