import { formatDay, todayIn } from '../../../shared/rules/dates.ts';
import { formatTaskNumber } from '../../../shared/rules/tasks.ts';
import type { CsvCell } from '../../lib/csv.ts';
import type { TaskExportRow } from './task-export.repository.ts';

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
 * A task's cells, in the order of TASK_EXPORT_COLUMNS, as the task list shows them: the readable
 * id, "Created by" the assigner, "Assigned to me" the assignee (empty when unassigned), the due
 * and creation days as DD-MM-YYYY (created in the viewer's time zone, as the list shows it) and
 * the status's name. `timeZone` must have passed exportTimeZone.
 */
export function taskExportCells(row: TaskExportRow, timeZone: string): CsvCell[] {
  return [
    formatTaskNumber(row.id),
    row.name,
    row.assignedByName,
    row.assignedToName ?? '',
    formatDay(row.dueDate),
    formatDay(todayIn(timeZone, row.createdAt)),
    row.description,
    row.status,
  ];
}
