import { desc, eq, sql } from 'drizzle-orm';
import type { CycleBody, StatusCounts } from '../../../shared/schemas/appraisals.schema.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { appraisalCycles } from '../../db/schema/appraisals.ts';
import { people } from '../users/users.queries.ts';

/**
 * Inserts the cycle and an appraisal for every active person in one statement each; null when
 * the name is taken (the unique key on lower(name) decides, so two forms cannot both win).
 */
export async function insertCycleWithAppraisals(
  tx: DbOrTx,
  body: CycleBody,
  createdBy: string,
): Promise<{ id: number; userIds: string[] } | null> {
  const [cycle] = await tx
    .insert(appraisalCycles)
    .values({ ...body, createdBy })
    .onConflictDoNothing()
    .returning({ id: appraisalCycles.id });
  if (!cycle) return null;
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`insert into appraisals (cycle_id, user_id)
    select ${cycle.id}, id from ${people} where is_active and deleted_at is null
    on conflict (cycle_id, user_id) do nothing
    returning user_id`,
  );
  return { id: cycle.id, userIds: rows.map((r) => r.user_id) };
}

/** Every cycle newest first, or only the cycle `cycleId`. */
export function findCycles(db: DbOrTx, cycleId?: number) {
  return db
    .select({
      id: appraisalCycles.id,
      name: appraisalCycles.name,
      periodStart: appraisalCycles.periodStart,
      periodEnd: appraisalCycles.periodEnd,
      dueDate: appraisalCycles.dueDate,
    })
    .from(appraisalCycles)
    .where(cycleId === undefined ? undefined : eq(appraisalCycles.id, cycleId))
    .orderBy(desc(appraisalCycles.periodStart), desc(appraisalCycles.id));
}

/**
 * Counts by status per cycle (or of the cycle `cycleId` only): each appraisal's status is told in
 * the order of the shared rule `appraisalStatus`, the furthest step its instants show.
 */
export async function countByStatus(db: DbOrTx, cycleId?: number): Promise<Map<number, StatusCounts>> {
  const rows = await queryRows<StatusCounts & { cycleId: number }>(
    db,
    sql`select cycle_id as "cycleId",
      count(*) filter (where status = 'released')::int as "released",
      count(*) filter (where status = 'completed')::int as "completed",
      count(*) filter (where status = 'managerDraft')::int as "managerDraft",
      count(*) filter (where status = 'selfSubmitted')::int as "selfSubmitted",
      count(*) filter (where status = 'selfDraft')::int as "selfDraft",
      count(*) filter (where status = 'notStarted')::int as "notStarted"
    from (
      select cycle_id, case
        when released_at is not null then 'released'
        when manager_submitted_at is not null then 'completed'
        when manager_saved_at is not null then 'managerDraft'
        when self_submitted_at is not null then 'selfSubmitted'
        when self_saved_at is not null then 'selfDraft'
        else 'notStarted' end as status
      from appraisals
      ${cycleId === undefined ? sql`` : sql`where cycle_id = ${cycleId}`}
    ) as told
    group by cycle_id`,
  );
  return new Map(rows.map(({ cycleId: id, ...counts }) => [id, counts]));
}
