/**
 * The recurrence of repeating tasks (issue 31): once a series' last task is due, its next one is
 * added, with the series' name, project, assignee and description, a TaskCreated entry and
 * task.created (told by the system), due on the rule's next date. The unique key of series and
 * date makes a run that repeats itself (two instances, a retry) add nothing twice; a run after a
 * pause catches up, a bounded number at a time.
 */
import { nextOccurrence } from '../../../shared/rules/task-repeat-rule.ts';
import type { Db } from '../../db/client.ts';
import { findDueSeries, insertOccurrence, lockSeries, stopSeries } from './task-series.repository.ts';
import { findProjectPeople } from './tasks.repository.ts';
import { recordNewTask } from './tasks.service.ts';

/** At most this many tasks of one series in one run (a daily series after a long pause). */
const CATCH_UP = 60;

/**
 * Adds what one series owes; returns how many tasks it added. The series is locked and read again
 * first: an edit may have changed how it repeats, or ended it, since the run listed it.
 */
async function addOwed(db: Db, id: number, today: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeries(tx, id);
    const [series] = await findDueSeries(tx, today, id);
    if (!series) return 0;
    // A project deleted since: the series ends with it.
    if (!series.projectLive) {
      await stopSeries(tx, [series.id], null, now);
      return 0;
    }
    // The assignee left the project: the next task is unassigned, as the project allows.
    const [assignee] = series.assignedToId
      ? await findProjectPeople(tx, series.projectId, [series.assignedToId])
      : [];
    let added = 0;
    let last = series.lastDate;
    while (added < CATCH_UP && last <= today) {
      const due = nextOccurrence(series.rule, series.startDate, last);
      if (due === null) break;
      const values = {
        name: series.name,
        projectId: series.projectId,
        assignedToId: assignee ? series.assignedToId : null,
        assignedById: series.assignedById,
        createdById: series.createdById,
        dueDate: due,
        description: series.description,
      };
      const id = await insertOccurrence(tx, { ...values, seriesId: series.id, occurrenceDate: due });
      if (id !== null) {
        await recordNewTask(tx, { id, ...values, projectName: series.projectName }, series.createdById, null);
        added += 1;
      }
      last = due;
    }
    return added;
  });
}

/** Adds the next task of every repeating task whose last one is due on `today` or before. */
export async function addDueOccurrences(db: Db, today: string, now: Date): Promise<number> {
  let added = 0;
  for (const { id } of await findDueSeries(db, today)) added += await addOwed(db, id, today, now);
  return added;
}
