import { and, eq, gt, inArray, isNotNull, isNull, max, notInArray, sql } from 'drizzle-orm';
import { DONE_TASK_STATUSES } from '../../../shared/rules/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks, taskSeries } from '../../db/schema/tasks.ts';
import { projectSummaries } from '../projects/projects.queries.ts';
import type { TaskInsert } from './tasks.repository.ts';

export type TaskSeriesRow = typeof taskSeries.$inferSelect;

export async function insertTaskSeries(
  db: DbOrTx,
  values: Omit<typeof taskSeries.$inferInsert, 'id' | 'stoppedAt' | 'stoppedById'>,
): Promise<number> {
  const [row] = await db.insert(taskSeries).values(values).returning({ id: taskSeries.id });
  return row!.id;
}

/**
 * One task of a series for its date, or nothing when that date's task is there already (the
 * unique key of series and date): the id of the task added, or null.
 */
export async function insertOccurrence(
  db: DbOrTx,
  values: TaskInsert & { seriesId: number; occurrenceDate: string },
): Promise<number | null> {
  const [row] = await db
    .insert(tasks)
    .values(values)
    .onConflictDoNothing({ target: [tasks.seriesId, tasks.occurrenceDate] })
    .returning({ id: tasks.id });
  return row?.id ?? null;
}

/**
 * The live series whose last task is due on `today` or before (the next one is owed), with that
 * date and whether its project is still there; `only`: that one, when it is.
 */
export async function findDueSeries(
  db: DbOrTx,
  today: string,
  only?: number,
): Promise<Array<TaskSeriesRow & { lastDate: string; projectLive: boolean; projectName: string }>> {
  const last = db
    .select({ seriesId: tasks.seriesId, lastDate: max(tasks.occurrenceDate).as('last_date') })
    .from(tasks)
    .where(isNotNull(tasks.seriesId))
    .groupBy(tasks.seriesId)
    .as('last');
  const rows = await db
    .select({
      series: taskSeries,
      lastDate: last.lastDate,
      projectLive: sql<boolean>`${projectSummaries.deletedAt} is null`,
      projectName: projectSummaries.name,
    })
    .from(taskSeries)
    .innerJoin(last, eq(last.seriesId, taskSeries.id))
    .innerJoin(projectSummaries, eq(projectSummaries.id, taskSeries.projectId))
    .where(
      and(
        isNull(taskSeries.stoppedAt),
        sql`${last.lastDate} <= ${today}`,
        only === undefined ? undefined : eq(taskSeries.id, only),
      ),
    )
    .orderBy(taskSeries.id);
  return rows.map((row) => ({
    ...row.series,
    lastDate: row.lastDate!,
    projectLive: row.projectLive,
    projectName: row.projectName,
  }));
}

/** Ends series (their tasks stay): none is added from now on. Returns those it ended. */
export async function stopSeries(
  db: DbOrTx,
  ids: readonly number[],
  by: string | null,
  at: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(taskSeries)
    .set({ stoppedAt: at, stoppedById: by, updatedAt: at })
    .where(and(inArray(taskSeries.id, [...ids]), isNull(taskSeries.stoppedAt)))
    .returning({ id: taskSeries.id });
  return rows.map((row) => row.id);
}

/** A series by id. */
export async function findSeries(db: DbOrTx, id: number): Promise<TaskSeriesRow | null> {
  const [row] = await db.select().from(taskSeries).where(eq(taskSeries.id, id));
  return row ?? null;
}

/**
 * A series, locked until the transaction ends: whoever adds its tasks (the recurrence job) or
 * changes how it repeats (an edit of this and the following tasks) takes it first, one at a time.
 */
export async function lockSeries(db: DbOrTx, id: number): Promise<TaskSeriesRow | null> {
  const [row] = await db.select().from(taskSeries).where(eq(taskSeries.id, id)).for('update');
  return row ?? null;
}

/** A series' tasks after `date` that are not done yet (neither Completed, Closed nor deleted). */
export async function findFollowingOpenTasks(db: DbOrTx, seriesId: number, date: string): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.seriesId, seriesId),
        gt(tasks.occurrenceDate, date),
        eq(tasks.isDeleted, false),
        notInArray(tasks.status, [...DONE_TASK_STATUSES]),
      ),
    )
    .orderBy(tasks.occurrenceDate);
  return rows.map((row) => row.id);
}

/** What the tasks to come of a live series are made of, and how it repeats. */
export async function updateSeries(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<TaskSeriesRow, 'name' | 'description' | 'assignedToId' | 'rule' | 'startDate'>>,
  at: Date,
): Promise<void> {
  await db
    .update(taskSeries)
    .set({ ...values, updatedAt: at })
    .where(eq(taskSeries.id, id));
}

/**
 * Moves a task to another date of its series (its series counted anew from it), the series locked
 * (lockSeries). False when another task of the series holds that date already.
 */
export async function moveOccurrence(
  db: DbOrTx,
  taskId: number,
  seriesId: number,
  date: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.seriesId, seriesId), eq(tasks.occurrenceDate, date), sql`${tasks.id} <> ${taskId}`));
  if (taken) return false;
  await db.update(tasks).set({ occurrenceDate: date }).where(eq(tasks.id, taskId));
  return true;
}
