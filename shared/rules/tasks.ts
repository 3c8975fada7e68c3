/** Task rules (spec 000 §4, §5, §9): statuses, what may be done to a task, overdue, due dates. */
import { addYears } from './dates.ts';

export const TASK_STATUSES = ['New', 'Active', 'In-progress', 'Completed', 'Closed', 'In-active'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task starts New, and goes back to New when it is restored. */
export const INITIAL_TASK_STATUS: TaskStatus = 'New';

/** Statuses the list filter offers: Closed and In-active are never filter values. */
export const FILTERABLE_TASK_STATUSES: readonly TaskStatus[] = ['New', 'Active', 'In-progress', 'Completed'];

export const TASK_NAME_MAX_LENGTH = 50;
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;
/** The due date runs from today to this many years ahead. */
export const DUE_DATE_MAX_YEARS_AHEAD = 2;

export const TASK_MESSAGES = {
  nameRequired: 'Task name is required!',
  nameTooLong: `Task name must not exceed ${TASK_NAME_MAX_LENGTH} characters!`,
  projectRequired: 'Project title is required!',
  dueDateRequired: 'Due date is required!',
  dueDateRange: `Due date must be between today and ${DUE_DATE_MAX_YEARS_AHEAD} years from now!`,
  descriptionRequired: 'Description is required!',
  descriptionTooLong: `Description must not exceed ${TASK_DESCRIPTION_MAX_LENGTH} characters!`,
  statusRequired: 'Status is required!',
  assigneeNotInProject: 'The assignee must be a user of the project.',
  completeNeedsComment: 'Task cannot be completed without adding a comment.',
  closeNeedsPermission: 'Only people with the CloseTask permission can close a task.',
  reminderNotOverdue: 'Only an overdue task with an assignee can be reminded about.',
  reminderSentToday: 'A reminder about this task was already sent today.',
  notRepeating: 'This task does not repeat any more.',
  repeatFollowingOnly: 'How the task repeats can be changed for this and the following tasks only.',
  occurrenceTaken: 'Another task of this series is due on that day.',
} as const;

/** Whether the task list offers the overdue reminder mail: an overdue task with an assignee. */
export function canRemindOverdue(
  task: TaskState & { dueDate: string; assignedToId: string | null },
  today: string,
): boolean {
  return task.assignedToId !== null && isOverdue(task, today);
}

export interface TaskState {
  status: TaskStatus;
  isDeleted: boolean;
}

/** A Closed or deleted task cannot be edited (spec 000 §4). */
export function canEditTaskState(task: TaskState): boolean {
  return !task.isDeleted && task.status !== 'Closed';
}

/** Delete is hidden for In-progress and Completed tasks, and impossible for Closed or deleted ones. */
export function canDeleteTaskState(task: TaskState): boolean {
  return canEditTaskState(task) && task.status !== 'In-progress' && task.status !== 'Completed';
}

/**
 * Statuses the edit form offers: every status, Closed only with CloseTask (spec 000 §4). The
 * current status always stays on offer. The server applies the same rule (statusChangeProblem).
 */
export function selectableStatuses(current: TaskStatus, canClose: boolean): TaskStatus[] {
  return TASK_STATUSES.filter((s) => s === current || s !== 'Closed' || canClose);
}

export type StatusChangeProblem = 'closeNeedsPermission' | 'completeNeedsComment' | null;

/** Whether a status change may happen: Closed needs CloseTask, Completed a Timeline comment. */
export function statusChangeProblem(
  from: TaskStatus,
  to: TaskStatus,
  context: { canClose: boolean; timelineComments: number },
): StatusChangeProblem {
  if (from === to) return null;
  if (to === 'Closed' && !context.canClose) return 'closeNeedsPermission';
  if (to === 'Completed' && context.timelineComments < 1) return 'completeNeedsComment';
  return null;
}

/** The statuses of a task done with: never overdue (a person's page lists them as done). */
export const DONE_TASK_STATUSES: readonly TaskStatus[] = ['Completed', 'Closed'];

export function isDoneStatus(status: TaskStatus): boolean {
  return DONE_TASK_STATUSES.includes(status);
}

/** Overdue: the due date is before today (today itself is not overdue), for open tasks. */
export function isOverdue(task: TaskState & { dueDate: string }, today: string): boolean {
  return !task.isDeleted && !isDoneStatus(task.status) && task.dueDate < today;
}

/** The due dates allowed on a given day: from today to two years ahead, inclusive. */
export function dueDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addYears(today, DUE_DATE_MAX_YEARS_AHEAD) };
}

/** The readable, stable task id shown to people (TaskIdNumber): T-0042. */
export function formatTaskNumber(number: number): string {
  return `T-${String(number).padStart(4, '0')}`;
}
