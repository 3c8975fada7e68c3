/**
 * The strings of the tasks pages (issue 4), in English: the keys. Kept apart from en.ts so that
 * each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const TASKS_MESSAGE_KEYS = [
  // Task list: tabs and toolbar
  'All tasks',
  'Assigned to me',
  'Mentioned me',
  'Assigned by me',
  'Over due tasks',
  'Deleted tasks',
  'Task views',
  'Task view',
  'Search tasks',
  'Filters',
  '{{number}} active filters',
  'Restore selected',
  'Add task',
  // Task list: filters
  'Due date range',
  'DD/MM/YYYY – DD/MM/YYYY',
  'Clear due dates',
  'All projects',
  'All statuses',
  'Anyone',
  '@Me',
  'Someone else',
  'Clear filters',
  // Task list: table, pages and states
  '{{first}}–{{last}} of {{total}}',
  '{{first}}–{{last}}, counting…',
  'Select all tasks on this page',
  'Select task {{name}}',
  'Action',
  'Restore',
  'Restore {{name}}',
  'Created date',
  'Get started by creating a new task.',
  'Restored',
  'Task {{name}} has been restored.',
  '{{number}} tasks have been restored.',
  // Add task
  'Task {{name}} has been created.',
  'Choose a project',
  'Choose a project first',
  'This project has no users yet.',
  'Clear assignee',
  'DD-MM-YYYY',
  'Clear due date',
  // Date pickers
  'Next month',
  'Previous month',
  'Next year',
  'Previous year',
  'Next decade',
  'Previous decade',
  'Choose a month',
  'Choose a year',
  // A person's or project's tasks (user view)
  'Project name',
  'End date',
  'Clear status filter',
  "Open a person's tasks from the users list, or a project's tasks from its details.",
  // Exports: selected rows, the whole list, one task (spec 000 §2, §9; spec 001 §6)
  'Export selected',
  'Download tasks',
  'Download',
  'Download task {{name}}',
  'You want to download task {{name}}?',
  'Yes, download',
  // Server messages of the task list and Add task
  'Project title is required!',
  'You are not allowed to create tasks.',
  'You are not allowed to restore tasks.',
  'Choose at least one task.',
] as const;

export type TasksMessageKey = (typeof TASKS_MESSAGE_KEYS)[number];
export type TasksTranslations = Record<TasksMessageKey, string>;
