import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workSiteMembers, workSites } from '../../db/schema/attendance.ts';
import { people } from '../users/users.queries.ts';

/** Serialises the changes of site names, so that two forms cannot take the same name. */
export async function lockWorkSites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('work-sites', 0))`);
}

export async function workSiteNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workSites.id })
    .from(workSites)
    .where(
      and(
        sql`lower(${workSites.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(workSites.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findWorkSites(db: DbOrTx) {
  const [sites, members] = await Promise.all([
    db
      .select()
      .from(workSites)
      .orderBy(asc(sql`lower(${workSites.name})`)),
    db
      .select({
        siteId: workSiteMembers.siteId,
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
      })
      .from(workSiteMembers)
      .innerJoin(people, eq(people.id, workSiteMembers.userId))
      .orderBy(asc(people.firstName), asc(people.lastName)),
  ]);
  return sites.map((site) => ({
    ...site,
    members: members
      .filter((m) => m.siteId === site.id)
      .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() })),
  }));
}

export async function workSiteExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: workSites.id }).from(workSites).where(eq(workSites.id, id));
  return row !== undefined;
}

/** Of the people given, those who are in the organisation and active. */
export async function findActivePeopleIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(and(inArray(people.id, ids), isNull(people.deletedAt), eq(people.isActive, true)));
  return rows.map((r) => r.id);
}

export interface WorkSiteValues {
  name: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

export async function insertWorkSite(tx: DbOrTx, values: WorkSiteValues): Promise<number> {
  const [row] = await tx.insert(workSites).values(values).returning({ id: workSites.id });
  return row!.id;
}

export async function updateWorkSite(tx: DbOrTx, id: number, values: WorkSiteValues): Promise<boolean> {
  const rows = await tx
    .update(workSites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workSites.id, id))
    .returning({ id: workSites.id });
  return rows.length > 0;
}

/** Binds exactly these people to the site. */
export async function replaceWorkSiteMembers(tx: DbOrTx, siteId: number, userIds: string[]): Promise<void> {
  await tx.delete(workSiteMembers).where(eq(workSiteMembers.siteId, siteId));
  if (userIds.length > 0) {
    await tx.insert(workSiteMembers).values(userIds.map((userId) => ({ siteId, userId })));
  }
}

export async function deleteWorkSite(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(workSites).where(eq(workSites.id, id)).returning({ id: workSites.id });
  return rows.length > 0;
}
