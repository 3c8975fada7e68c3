import { desc, sql } from 'drizzle-orm';
import type { CycleBody, StatusCounts } from '../../../shared/schemas/appraisals.schema.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { appraisalCycles } from '../../db/schema.ts';

/**
 * Inserts the cycle and an appraisal for every active person in one statement each; null when
 * the name is taken (the unique key on lower(name) decides, so two forms cannot both win).
 */
export async function insertCycleWithAppraisals(
  tx: DbOrTx,
  body: CycleBody,
  createdBy: string,
): Promise<number | null> {
  const [cycle] = await tx
    .insert(appraisalCycles)
    .values({ ...body, createdBy })
    .onConflictDoNothing()
    .returning({ id: appraisalCycles.id });
  if (!cycle) return null;
  await tx.execute(sql`
    insert into appraisals (cycle_id, user_id)
    select ${cycle.id}, id from users where is_active and deleted_at is null
    on conflict (cycle_id, user_id) do nothing`);
  return cycle.id;
}

export function findCycles(db: DbOrTx) {
  return db
    .select({
      id: appraisalCycles.id,
      name: appraisalCycles.name,
      periodStart: appraisalCycles.periodStart,
      periodEnd: appraisalCycles.periodEnd,
      dueDate: appraisalCycles.dueDate,
    })
    .from(appraisalCycles)
    .orderBy(desc(appraisalCycles.periodStart), desc(appraisalCycles.id));
}

/** Counts by status per cycle, with the same precedence as the shared rule `appraisalStatus`. */
export async function countByStatus(db: DbOrTx): Promise<Map<number, StatusCounts>> {
  const rows = await queryRows<StatusCounts & { cycleId: number }>(
    db,
    sql`select cycle_id as "cycleId",
      count(*) filter (where released_at is not null)::int as "released",
      count(*) filter (where released_at is null and manager_submitted_at is not null)::int as "completed",
      count(*) filter (where released_at is null and manager_submitted_at is null
        and manager_saved_at is not null)::int as "managerDraft",
      count(*) filter (where manager_submitted_at is null and manager_saved_at is null
        and released_at is null and self_submitted_at is not null)::int as "selfSubmitted",
      count(*) filter (where self_submitted_at is null and manager_saved_at is null
        and manager_submitted_at is null and released_at is null and self_saved_at is not null)::int as "selfDraft",
      count(*) filter (where self_submitted_at is null and manager_saved_at is null
        and manager_submitted_at is null and released_at is null and self_saved_at is null)::int as "notStarted"
    from appraisals group by cycle_id`,
  );
  return new Map(rows.map(({ cycleId, ...counts }) => [cycleId, counts]));
}
