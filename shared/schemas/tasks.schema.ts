import { z } from 'zod';
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_MESSAGES,
  TASK_NAME_MAX_LENGTH,
  TASK_STATUSES,
} from '../rules/tasks.ts';
import {
  isoDay,
  listPage,
  listSearch,
  queryList,
  requiredString,
  serialId,
  serialIdParam,
} from './common.schema.ts';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from './task-comments.schema.ts';
import {
  REPEAT_FREQUENCIES,
  REPEAT_MAX_COUNT,
  REPEAT_MAX_INTERVAL,
  REPEAT_WEEKDAYS,
} from '../rules/task-repeat.ts';

/** Page sizes of the task list (spec 000 §9). */
export const TASK_PAGE_SIZES = [15, 25, 50, 100] as const;
export const TASK_DEFAULT_PAGE_SIZE = 15;
/** Page sizes of a user's or project's task view (spec 001 §6). */
export const USER_VIEW_PAGE_SIZES = [10, 25, 50, 100] as const;
const ANY_TASK_PAGE_SIZE: readonly number[] = [...new Set([...TASK_PAGE_SIZES, ...USER_VIEW_PAGE_SIZES])];
/** The task list reaches further than other lists: a manager may see a million tasks. */
export const TASK_LIST_MAX_PAGE = 1_000_000;
export const DASHBOARD_PAGE_SIZES = [10, 25, 50] as const;

const taskName = requiredString(TASK_MESSAGES.nameRequired)
  .refine((v) => v.trim().length > 0, { error: TASK_MESSAGES.nameRequired, abort: true })
  .max(TASK_NAME_MAX_LENGTH, { error: TASK_MESSAGES.nameTooLong });
const description = requiredString(TASK_MESSAGES.descriptionRequired)
  .refine((v) => v.trim().length > 0, { error: TASK_MESSAGES.descriptionRequired, abort: true })
  .max(TASK_DESCRIPTION_MAX_LENGTH, { error: TASK_MESSAGES.descriptionTooLong });

/** What a repeat's choices answer when they are not right (issue 31). */
export const REPEAT_MESSAGES = {
  frequency: 'Choose how often the task repeats.',
  interval: `Repeat every 1 to ${REPEAT_MAX_INTERVAL}.`,
  weekdays: 'Choose the days of the week it repeats on.',
  until: 'The last date must be on or after the due date.',
  count: `Repeat 1 to ${REPEAT_MAX_COUNT} times.`,
} as const;

/**
 * How a new task repeats (issue 31), counted from its due date; the series is kept as an RRULE
 * (shared/rules/task-repeat.ts).
 */
export const taskRepeatSchema = z.strictObject({
  frequency: z.enum(REPEAT_FREQUENCIES, { error: REPEAT_MESSAGES.frequency }),
  interval: z
    .number({ error: REPEAT_MESSAGES.interval })
    .int({ error: REPEAT_MESSAGES.interval })
    .min(1, { error: REPEAT_MESSAGES.interval })
    .max(REPEAT_MAX_INTERVAL, { error: REPEAT_MESSAGES.interval })
    .default(1),
  weekdays: z
    .array(z.enum(REPEAT_WEEKDAYS, { error: REPEAT_MESSAGES.weekdays }), { error: REPEAT_MESSAGES.weekdays })
    .max(7, { error: REPEAT_MESSAGES.weekdays })
    .default([]),
  monthlyBy: z.enum(['day', 'weekday']).default('day'),
  end: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('never') }),
      z.strictObject({
        kind: z.literal('until'),
        date: isoDay(REPEAT_MESSAGES.until, REPEAT_MESSAGES.until),
      }),
      z.strictObject({
        kind: z.literal('count'),
        count: z
          .number({ error: REPEAT_MESSAGES.count })
          .int({ error: REPEAT_MESSAGES.count })
          .min(1, { error: REPEAT_MESSAGES.count })
          .max(REPEAT_MAX_COUNT, { error: REPEAT_MESSAGES.count }),
      }),
    ])
    .default({ kind: 'never' }),
});
export type TaskRepeatBody = z.infer<typeof taskRepeatSchema>;

/** Add task (spec 000 §5): the due date range is checked on the server against today. */
export const createTaskBodySchema = z.strictObject({
  name: taskName,
  projectId: serialId({ error: TASK_MESSAGES.projectRequired }),
  /** null: unassigned. */
  assignedToId: z.uuid({ error: TASK_MESSAGES.assigneeNotInProject }).nullable(),
  dueDate: isoDay(TASK_MESSAGES.dueDateRequired, TASK_MESSAGES.dueDateRange),
  description,
  /** The task repeats: the next one is added when this one is due. Absent or null: once. */
  repeat: taskRepeatSchema.nullable().optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** Whose change an edit of a repeating task is: this task's alone, or the following ones' too. */
export const TASK_EDIT_SCOPES = ['task', 'following'] as const;
export type TaskEditScope = (typeof TASK_EDIT_SCOPES)[number];

/** Edit task: the task id, project and assigner are read-only. */
export const updateTaskBodySchema = z.strictObject({
  name: taskName,
  assignedToId: z.uuid({ error: TASK_MESSAGES.assigneeNotInProject }).nullable(),
  dueDate: isoDay(TASK_MESSAGES.dueDateRequired, TASK_MESSAGES.dueDateRange),
  status: z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusRequired }),
  description,
  /**
   * A repeating task (issue 31): the change is this task's alone, or also its series' (the tasks
   * to come, and the following ones already added that are not done yet).
   */
  applyTo: z.enum(TASK_EDIT_SCOPES).default('task'),
  /**
   * With `following` only: how the series repeats from this task on, counted from its due date
   * (null: it stops repeating); absent: as it does.
   */
  repeat: taskRepeatSchema.nullable().optional(),
});
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

/**
 * A move on the task board: the status alone, through the edit form's rules, with a Timeline
 * comment written in the move's dialog when the new status needs one (Completed).
 */
export const taskStatusBodySchema = z.strictObject({
  status: z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusRequired }),
  /** A comment's HTML from the editor, added in the same transaction as the change. */
  comment: z
    .string({ error: COMMENT_MESSAGES.empty })
    .max(COMMENT_MAX_LENGTH, { error: COMMENT_MESSAGES.tooLong })
    .optional(),
});
export type TaskStatusBody = z.infer<typeof taskStatusBodySchema>;

export const TASK_TABS = [
  'all',
  'assigned-to-me',
  'mentioned-me',
  'assigned-by-me',
  'overdue',
  'deleted',
] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TASK_SORT_COLUMNS = [
  'number',
  'name',
  'project',
  'assignedTo',
  'assignedBy',
  'dueDate',
  'createdAt',
  'status',
] as const;
export type TaskSortColumn = (typeof TASK_SORT_COLUMNS)[number];

/** An assignee filter value: @Me, Unassigned, or a person's id. */
export const assigneeFilterSchema = z.union([z.literal('me'), z.literal('unassigned'), z.uuid()]);

export const taskListQuerySchema = z.strictObject({
  tab: z.enum(TASK_TABS).default('all'),
  search: listSearch(),
  /** Due dates from and to, inclusive. */
  from: isoDay('Choose a valid start date.').optional(),
  to: isoDay('Choose a valid end date.').optional(),
  projectIds: queryList(serialIdParam()),
  /**
   * Any status: the list's filter offers only FILTERABLE_TASK_STATUSES, but a project's In-active
   * count opens its task view filtered by In-active (spec 001 §2.8).
   */
  statuses: queryList(z.enum(TASK_STATUSES)),
  assignees: queryList(assigneeFilterSchema),
  orderBy: z.enum(TASK_SORT_COLUMNS).default('createdAt'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: listPage(TASK_LIST_MAX_PAGE),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => ANY_TASK_PAGE_SIZE.includes(n), {
      error: 'Page size must be 10, 15, 25, 50 or 100.',
    })
    .default(TASK_DEFAULT_PAGE_SIZE),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

const personRefSchema = z.object({ id: z.uuid(), fullName: z.string() });

export const taskAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  restore: z.boolean(),
  close: z.boolean(),
  /** The task list's overdue reminder mail: an overdue task with an assignee. */
  remind: z.boolean(),
});
export type TaskAbilities = z.infer<typeof taskAbilitiesSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  /** The readable id (TaskIdNumber), e.g. T-0042. */
  number: z.string(),
  name: z.string(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  assignedTo: personRefSchema.nullable(),
  assignedBy: personRefSchema,
  createdBy: personRefSchema,
  dueDate: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  isDeleted: z.boolean(),
  isOverdue: z.boolean(),
  /** When the last overdue reminder was mailed (IsOverdueEmailSent, OverDueEmailSentDate); null if never. */
  overdueMailSentAt: z.string().nullable(),
  /** The repeating task it is one of (issue 31); null for a task that does not repeat. */
  seriesId: z.number().int().nullable(),
  /** One task's page only: how its series repeats (an RRULE from `startDate`) and whether it ended. */
  series: z
    .object({
      rule: z.string(),
      startDate: z.string(),
      stopped: z.boolean(),
      /** This task's date in the series (its first due date). */
      occurrenceDate: z.string(),
    })
    .nullable()
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: taskAbilitiesSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const taskListResponseSchema = z.object({
  items: z.array(taskSchema),
  /**
   * How many tasks the list has; null when a search found its page without counting them all
   * (a common term among many tasks), the count then coming from GET /tasks/count.
   */
  total: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the caller may add tasks (CreateTask). */
  canCreate: z.boolean(),
});
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

export const taskCountResponseSchema = z.object({ total: z.number().int() });
export type TaskCountResponse = z.infer<typeof taskCountResponseSchema>;

export const taskIdsBodySchema = z.strictObject({
  taskIds: z.array(serialId()).min(1, { error: 'Choose at least one task.' }).max(500),
});

/** The choices of the add and edit task forms. */
export const taskFormOptionsSchema = z.object({
  projects: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      users: z.array(z.object({ id: z.uuid(), fullName: z.string(), email: z.string() })),
    }),
  ),
  today: z.string(),
  maxDueDate: z.string(),
});
export type TaskFormOptions = z.infer<typeof taskFormOptionsSchema>;

export const DASHBOARD_CATEGORIES = ['New', 'Active', 'In-progress', 'Completed', 'Overdue'] as const;
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

export const dashboardQuerySchema = z.strictObject({
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (DASHBOARD_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25 or 50.',
    })
    .default(10),
});

/** How many tasks each list of a person's page shows; the counts say how many there are in all. */
export const PERSON_TASKS_SHOWN = 5;

/**
 * A person's tasks on their page (issue 31): among the tasks the viewer's own lists show, those
 * assigned to the person: how many are open (of which overdue) and done (Completed or Closed), the
 * open ones due first (the overdue among them first), and the ones done last.
 */
export const personTaskSummarySchema = z.object({
  counts: z.object({ open: z.number().int(), overdue: z.number().int(), done: z.number().int() }),
  open: z.array(taskSchema),
  recentlyDone: z.array(taskSchema),
});
export type PersonTaskSummary = z.infer<typeof personTaskSummarySchema>;

export const dashboardResponseSchema = z.object({
  counts: z.array(
    z.object({ category: z.enum(DASHBOARD_CATEGORIES), count: z.number().int(), percentage: z.number() }),
  ),
  myTasks: z.object({
    items: z.array(taskSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
