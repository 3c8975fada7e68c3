import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orgSettings } from '../../db/schema/org.ts';

export type OrgSettings = typeof orgSettings.$inferSelect;

export async function findOrgSettings(db: DbOrTx): Promise<OrgSettings | null> {
  const [row] = await db.select().from(orgSettings).where(eq(orgSettings.id, 1));
  return row ?? null;
}

export async function insertOrgSettings(
  db: DbOrTx,
  settings: { name: string; timeZone: string; demo: boolean },
): Promise<void> {
  await db
    .insert(orgSettings)
    .values({ id: 1, ...settings })
    .onConflictDoNothing();
}

/** The attendance settings: how long compensatory days last and the working hours. */
export async function updateAttendanceSettingsRow(
  db: DbOrTx,
  values: { compensatoryExpiryDays: number; workDayStartMinutes: number; workDayEndMinutes: number },
): Promise<void> {
  await db
    .update(orgSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orgSettings.id, 1));
}

/** How long the audit log keeps events (null: forever). */
export async function updateAuditRetentionRow(db: DbOrTx, retentionDays: number | null): Promise<void> {
  await db
    .update(orgSettings)
    .set({ auditRetentionDays: retentionDays, updatedAt: new Date() })
    .where(eq(orgSettings.id, 1));
}
