import { formatTaskNumber, todayIn } from '../../../shared/rules/tasks.ts';
import { TASK_EXPORT_COLUMNS } from '../../../shared/schemas/task-export.schema.ts';
import type { CsvCell } from '../../lib/csv.ts';
import type { TaskExportRow } from './task-export.repository.ts';

/** A calendar day as the app shows it (DESIGN.md, Time; the web's formatDay): 2026-11-22 → 22-11-2026. */
function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}

/** The time zone to show creation days in: the viewer's, or UTC when it is not one Intl knows. */
export function exportTimeZone(timeZone: string): string {
  try {
    todayIn(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * A task's cells, in TASK_EXPORT_COLUMNS' order, as the task list shows them: the readable id,
 * "Created by" the assigner, "Assigned to me" the assignee (empty when unassigned), the due and
 * creation days as DD-MM-YYYY (created in the viewer's time zone, as the list shows it) and the
 * status's name. `timeZone` must have passed exportTimeZone.
 */
export function taskExportCells(row: TaskExportRow, timeZone: string): CsvCell[] {
  return [
    formatTaskNumber(row.id),
    row.name,
    row.assignedByName,
    row.assignedToName ?? '',
    displayDay(row.dueDate),
    displayDay(todayIn(timeZone, row.createdAt)),
    row.description,
    row.status,
  ];
}

export const TASK_EXPORT_HEADER: readonly string[] = TASK_EXPORT_COLUMNS;
