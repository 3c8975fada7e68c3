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

/** Add task (spec 000 §5): the due date range is checked on the server against today. */
export const createTaskBodySchema = z.strictObject({
  name: taskName,
  projectId: serialId({ error: TASK_MESSAGES.projectRequired }),
  /** null: unassigned. */
  assignedToId: z.uuid({ error: TASK_MESSAGES.assigneeNotInProject }).nullable(),
  dueDate: isoDay(TASK_MESSAGES.dueDateRequired, TASK_MESSAGES.dueDateRange),
  description,
});
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** Edit task: the task id, project and assigner are read-only. */
export const updateTaskBodySchema = z.strictObject({
  name: taskName,
  assignedToId: z.uuid({ error: TASK_MESSAGES.assigneeNotInProject }).nullable(),
  dueDate: isoDay(TASK_MESSAGES.dueDateRequired, TASK_MESSAGES.dueDateRange),
  status: z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusRequired }),
  description,
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
