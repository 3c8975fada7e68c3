/**
 * The strings of the task detail page (issue 4), in English: the keys. Kept apart from en.ts so
 * that each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const TASK_DETAIL_MESSAGE_KEYS = [
  // Page, loading and not found
  'Edit task',
  'Task',
  'Task not found',
  'This task does not exist, or you do not have access to it.',
  'Back to tasks list',
  'Something went wrong !',
  // Task fields and statuses
  'Project',
  'Task ID',
  'Task name',
  'Assigned to',
  'Assigned by',
  'Created by',
  'Due date',
  'Status',
  'Description',
  'Unassigned',
  'Overdue',
  'New',
  'Active',
  'In-progress',
  'Completed',
  'Closed',
  'In-active',
  // Edit and delete
  'Edit',
  'Task has been updated successfully.',
  'This task has been deleted, so it cannot be edited or deleted.',
  'This task is closed, so it cannot be edited or deleted.',
  'Are you sure?',
  'You want to delete task {{name}}?',
  'Yes, delete',
  'No, cancel',
  'Deleted!',
  'Task has been deleted successfully.',
  // Messages of the shared task rules (TASK_MESSAGES) and of the tasks service
  'Task name is required!',
  'Task name must not exceed 50 characters!',
  'Due date is required!',
  'Due date must be between today and 2 years from now!',
  'Description is required!',
  'Description must not exceed 5000 characters!',
  'Status is required!',
  'The assignee must be a user of the project.',
  'Task cannot be completed without adding a comment.',
  'Only people with the CloseTask permission can close a task.',
  'Task not found.',
  'A closed or deleted task cannot be edited.',
  'You are not allowed to edit tasks.',
  'You are not allowed to delete tasks.',
] as const;

export type TaskDetailMessageKey = (typeof TASK_DETAIL_MESSAGE_KEYS)[number];
export type TaskDetailTranslations = Record<TaskDetailMessageKey, string>;
