import type { SQL } from 'drizzle-orm';
import { percentagesOf } from '../../../shared/rules/percentages.ts';
import {
  DONE_TASK_STATUSES,
  INITIAL_TASK_STATUS,
  TASK_MESSAGES,
  dueDateRange,
  statusChangeProblem,
  type TaskStatus,
} from '../../../shared/rules/tasks.ts';
import { repeatRule } from '../../../shared/rules/task-repeat-rule.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  PERSON_TASKS_SHOWN,
  REPEAT_MESSAGES,
  taskListQuerySchema,
  type CreateTaskBody,
  type DashboardResponse,
  type PersonTaskSummary,
  type Task,
  type TaskFormOptions,
  type TaskListQuery,
  type TaskListResponse,
  type TaskRepeatBody,
  type TaskStatusBody,
  type UpdateTaskBody,
} from '../../../shared/schemas/tasks.schema.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SearchTerms } from '../../lib/text-search.ts';
import { conflict, type ErrorDetail, validationFailed } from '../../lib/errors.ts';
import { allows, authorize } from '../../lib/authorize.ts';
import { cacheRegion } from '../../lib/read-cache.ts';
import { publish } from '../events/events.service.ts';
import { authorizeOwnTeamMember, scopeOf, type Scope } from '../users/users.queries.ts';
import { organisationToday } from '../org/org.service.ts';
import { TASK_GATES, TASK_POLICY, canCreateTask } from './tasks.policy.ts';
import { presentTask } from './tasks.presenter.ts';
import { insertTaskComment } from './task-comments.service.ts';
import {
  countTasks,
  countTasksByCategory,
  countTasksByView,
  findSearchPage,
  findTaskPageWithTotal,
  findTaskAudience,
  findTasksCounted,
  findTaskHits,
  findTaskRows,
  isCountedByView,
  LAST_CHANGED_FIRST,
  orderFor,
  taskListWhere,
  type TaskAudience,
} from './task-list.repository.ts';
import {
  countTimelineComments,
  findProjectUsers,
  findTaskProjects,
  findVisibleTask,
  insertTask,
  insertTimelineEntries,
  findProjectPeople,
  lockTasks,
  updateTaskRow,
  type TaskInsert,
  type TaskRow,
} from './tasks.repository.ts';
import {
  findFollowingOpenTasks,
  findSeries,
  insertOccurrence,
  insertTaskSeries,
  lockSeries,
  moveOccurrence,
  stopSeries,
  updateSeries,
} from './task-series.repository.ts';

/** A viewed person's team and projects, which every list and dashboard of theirs starts from. */
const TASK_AUDIENCES = cacheRegion('task-audiences', ['user_closure', 'users', 'project_members'], 2_000);

/** Whose tasks the scope's lists show (findTaskAudience), kept until the tree or a team changes. */
export function taskAudienceOf(ctx: AppContext, scope: Scope): Promise<TaskAudience> {
  if (scope.all) return findTaskAudience(ctx.db, scope);
  return ctx.cache.get(TASK_AUDIENCES, scope.userId, () => findTaskAudience(ctx.db, scope));
}

/** One page of a task list tab, filtered in SQL by the viewed scope. */
export async function listTasks(
  ctx: AppContext,
  actor: SessionUser,
  scope: Scope,
  query: TaskListQuery,
): Promise<TaskListResponse> {
  const today = await organisationToday(ctx);
  const audience = await taskAudienceOf(ctx, scope);
  const where = taskListWhere(audience, query, today);
  const { rows, total } = query.search?.trim()
    ? await findSearchPage(
        ctx.db,
        { list: taskListWhere(audience, { ...query, search: undefined }, today), indexed: where },
        query,
      )
    : await Promise.all([
        findTaskRows(ctx.db, where, query),
        countTaskList(ctx, scope, query, today, where),
      ]).then(([found, count]) => ({ rows: found, total: count }));
  return {
    items: rows.map((row) => presentTask(row, actor, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    canCreate: canCreateTask(actor),
  };
}

/** The global search's tasks: among those the caller's own lists show, deleted ones aside. */
export async function searchTasks(
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'task'>>> {
  const audience = await taskAudienceOf(ctx, scopeOf(actor));
  const rows = await findTaskHits(ctx.db, audience, terms, limit);
  return rows.map((row) => ({ kind: 'task', ...row }));
}

/** A person's tasks for their page (personTaskSummarySchema): 404 for anyone outside the viewer's team. */
export async function getPersonTaskSummary(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
): Promise<PersonTaskSummary> {
  await authorizeOwnTeamMember(ctx, actor, personId);
  const [today, audience] = await Promise.all([organisationToday(ctx), taskAudienceOf(ctx, scopeOf(actor))]);
  const theirs = (statuses: TaskStatus[] = []) =>
    taskListWhere(audience, { ...taskListQuerySchema.parse({}), assignees: [personId], statuses }, today);
  // Two reads: each list's counts ride on its first rows.
  const [open, done] = await Promise.all([
    findTasksCounted(
      ctx.db,
      theirs(['New', 'Active', 'In-progress']),
      orderFor({ orderBy: 'dueDate', sort: 'asc' }),
      PERSON_TASKS_SHOWN,
      today,
    ),
    findTasksCounted(ctx.db, theirs([...DONE_TASK_STATUSES]), LAST_CHANGED_FIRST, PERSON_TASKS_SHOWN, today),
  ]);
  const counts = { open: open.total, overdue: open.dueBefore, done: done.total };
  const present = (row: TaskRow) => presentTask(row, actor, today);
  return { counts, open: open.rows.map(present), recentlyDone: done.rows.map(present) };
}

/** A list's total: from task_view_counts where it can be (isCountedByView), else row by row. */
function countTaskList(
  ctx: AppContext,
  scope: Scope,
  query: TaskListQuery,
  today: string,
  where: SQL | undefined,
) {
  return isCountedByView(query) ? countTasksByView(ctx.db, scope, query, today) : countTasks(ctx.db, where);
}

/** How many tasks a list has: the total a searched list leaves to this second request (see findSearchPage). */
export async function countTasksOfList(ctx: AppContext, scope: Scope, query: TaskListQuery): Promise<number> {
  const today = await organisationToday(ctx);
  return countTaskList(
    ctx,
    scope,
    query,
    today,
    taskListWhere(await taskAudienceOf(ctx, scope), query, today),
  );
}

/** The dashboard of the viewed person: the five counts with their shares, and their own tasks. */
export async function getDashboard(
  ctx: AppContext,
  actor: SessionUser,
  scope: Scope,
  query: { page: number; pageSize: number },
): Promise<DashboardResponse> {
  const today = await organisationToday(ctx);
  const mineQuery = { tab: 'assigned-to-me', orderBy: 'createdAt', sort: 'desc', ...query } as const;
  const mineWhere = taskListWhere(await taskAudienceOf(ctx, scope), mineQuery, today);
  const [counts, mine] = await Promise.all([
    countTasksByCategory(ctx.db, scope, today),
    findTaskPageWithTotal(ctx.db, mineWhere, mineQuery),
  ]);
  const values = [counts.new, counts.active, counts.inProgress, counts.completed, counts.overdue];
  const shares = percentagesOf(values);
  const categories = ['New', 'Active', 'In-progress', 'Completed', 'Overdue'] as const;
  return {
    counts: categories.map((category, i) => ({ category, count: values[i]!, percentage: shares[i]! })),
    myTasks: {
      items: mine.rows.map((row) => presentTask(row, actor, today)),
      total: mine.total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

/** The projects the caller may file tasks under, each with its active users, and the due-date range. */
export async function getTaskFormOptions(ctx: AppContext, actor: SessionUser): Promise<TaskFormOptions> {
  const scope = scopeOf(actor);
  const [projectList, today] = await Promise.all([
    findTaskProjects(ctx.db, actor.id, scope.all),
    organisationToday(ctx),
  ]);
  const members = await findProjectUsers(
    ctx.db,
    projectList.map((p) => p.id),
  );
  const range = dueDateRange(today);
  return {
    projects: projectList.map((p) => ({
      id: p.id,
      name: p.name,
      users: members
        .filter((m) => m.projectId === p.id)
        .map((m) => ({ id: m.id, fullName: m.fullName, email: m.email })),
    })),
    today: range.min,
    maxDueDate: range.max,
  };
}

/**
 * A task the caller may read (findVisibleTask: their lists' tasks, and those of their projects
 * that mention them), deleted or not; any other is a 404 that never tells whether it exists. Opening
 * a task and downloading its file both ask this.
 */
export async function loadVisibleTask(ctx: AppContext, actor: SessionUser, id: number): Promise<TaskRow> {
  const row = await findVisibleTask(ctx.db, scopeOf(actor), id);
  authorize(TASK_POLICY, actor, 'view', row);
  return row;
}

export async function getTask(ctx: AppContext, actor: SessionUser, id: number): Promise<Task> {
  const [row, today] = await Promise.all([loadVisibleTask(ctx, actor, id), organisationToday(ctx)]);
  // A repeating task's page says how it repeats.
  const series = row.seriesId === null ? null : await findSeries(ctx.db, row.seriesId);
  return {
    ...presentTask(row, actor, today),
    series: series && {
      rule: series.rule,
      startDate: series.startDate,
      stopped: series.stoppedAt !== null,
      occurrenceDate: row.occurrenceDate ?? series.startDate,
    },
  };
}

function dueDateProblem(dueDate: string, today: string): ErrorDetail | null {
  const range = dueDateRange(today);
  const valid = !Number.isNaN(Date.parse(`${dueDate}T00:00:00Z`));
  return valid && dueDate >= range.min && dueDate <= range.max
    ? null
    : { path: 'dueDate', message: TASK_MESSAGES.dueDateRange };
}

/**
 * What a new task writes beside its row: its TaskCreated entry (by `authorId`) and task.created
 * (by `actorId`; null for the recurrence job, which adds a repeating task's next one).
 */
export async function recordNewTask(
  tx: DbOrTx,
  task: TaskInsert & { id: number; projectName: string },
  authorId: string,
  actorId: string | null = authorId,
): Promise<void> {
  await insertTimelineEntries(tx, [
    {
      taskId: task.id,
      type: 'TaskCreated',
      authorId,
      current: { name: task.name, status: INITIAL_TASK_STATUS, dueDate: task.dueDate },
    },
  ]);
  await publish(tx, {
    type: 'task.created',
    actorId,
    subject: { kind: 'task', id: task.id },
    concerns: [task.assignedToId],
    data: {
      name: task.name,
      projectId: task.projectId,
      projectName: task.projectName,
      assignedToId: task.assignedToId,
      dueDate: task.dueDate,
      status: INITIAL_TASK_STATUS,
    },
  });
}

/**
 * Add task: CreateTask, one of the caller's projects, an assignee from that project; a repeating
 * task (issue 31) starts its series, whose rule's last date may not come before the due date.
 */
export async function createTask(ctx: AppContext, actor: SessionUser, body: CreateTaskBody): Promise<Task> {
  authorize(TASK_GATES, actor, 'create');
  const today = await organisationToday(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const details: ErrorDetail[] = [];
    const projectsAllowed = await findTaskProjects(tx, actor.id, scopeOf(actor).all);
    const project = projectsAllowed.find((p) => p.id === body.projectId);
    if (!project) details.push({ path: 'projectId', message: TASK_MESSAGES.projectRequired });
    const [assignee] =
      project && body.assignedToId ? await findProjectPeople(tx, body.projectId, [body.assignedToId]) : [];
    if (project && body.assignedToId && !assignee)
      details.push({ path: 'assignedToId', message: TASK_MESSAGES.assigneeNotInProject });
    const due = dueDateProblem(body.dueDate, today);
    if (due) details.push(due);
    if (body.repeat?.end.kind === 'until' && body.repeat.end.date < body.dueDate)
      details.push({ path: 'repeat.end.date', message: REPEAT_MESSAGES.until });
    if (details.length > 0) throw validationFailed(details);

    const values: TaskInsert = {
      name: body.name.trim(),
      projectId: body.projectId,
      assignedToId: body.assignedToId,
      assignedById: actor.id,
      createdById: actor.id,
      dueDate: body.dueDate,
      description: body.description,
    };
    // A repeating task: its series is kept with it, the first of its tasks.
    const seriesId = body.repeat
      ? await insertTaskSeries(tx, {
          ...values,
          rule: repeatRule(body.repeat, body.dueDate),
          startDate: body.dueDate,
        })
      : null;
    const taskId = seriesId
      ? (await insertOccurrence(tx, { ...values, seriesId, occurrenceDate: body.dueDate }))!
      : await insertTask(tx, values);
    await recordNewTask(tx, { id: taskId, ...values, projectName: project?.name ?? '' }, actor.id);
    return taskId;
  });
  return getTask(ctx, actor, id);
}

const EDITABLE_FIELDS = ['name', 'assignedToId', 'dueDate', 'status', 'description'] as const;
type TaskValues = Pick<TaskRow, (typeof EDITABLE_FIELDS)[number]>;

/**
 * The task to change, found in the caller's sight (404 otherwise) and locked in this transaction:
 * EditTask, and neither Closed nor deleted (403). Returns the row as read and its locked state.
 */
async function lockEditableTask(tx: DbOrTx, actor: SessionUser, id: number) {
  const row = await findVisibleTask(tx, scopeOf(actor), id);
  authorize(TASK_POLICY, actor, 'view', row);
  const [locked] = await lockTasks(tx, [id]);
  authorize(TASK_POLICY, actor, 'edit', locked);
  return { row, locked };
}

/**
 * Writes a locked task's new values, through the edit form's rules: the due date's range and the
 * assignee's project when they change, Closed with CloseTask only, Completed after a Timeline
 * comment (statusChangeProblem). A TaskEdited entry keeps the previous and current values, and
 * task.updated tells of the change. Nothing changed: nothing written.
 */
async function writeTaskChange(
  tx: DbOrTx,
  actor: SessionUser,
  { row, locked }: Awaited<ReturnType<typeof lockEditableTask>>,
  next: TaskValues,
  today: string,
): Promise<void> {
  const id = row.id;
  const changed = EDITABLE_FIELDS.filter((f) => next[f] !== row[f]);
  if (changed.length === 0) return;

  const details: ErrorDetail[] = [];
  if (changed.includes('dueDate')) {
    const due = dueDateProblem(next.dueDate, today);
    if (due) details.push(due);
  }
  const [newAssignee] =
    changed.includes('assignedToId') && next.assignedToId
      ? await findProjectPeople(tx, row.projectId, [next.assignedToId])
      : [];
  if (changed.includes('assignedToId') && next.assignedToId && !newAssignee)
    details.push({ path: 'assignedToId', message: TASK_MESSAGES.assigneeNotInProject });
  const problem = statusChangeProblem(locked.status, next.status, {
    canClose: allows(TASK_POLICY, actor, 'close', locked),
    timelineComments: next.status === 'Completed' ? await countTimelineComments(tx, id) : 0,
  });
  if (problem === 'closeNeedsPermission') authorize(TASK_POLICY, actor, 'close', locked);
  if (problem === 'completeNeedsComment')
    details.push({ path: 'status', message: TASK_MESSAGES.completeNeedsComment });
  if (details.length > 0) throw validationFailed(details);

  const values = Object.fromEntries(changed.map((f) => [f, next[f]]));
  await updateTaskRow(tx, id, values, actor.id);
  await insertTimelineEntries(tx, [
    {
      taskId: id,
      type: 'TaskEdited',
      authorId: actor.id,
      previous: Object.fromEntries(changed.map((f) => [f, row[f]])),
      current: values,
    },
  ]);
  await publish(tx, {
    type: 'task.updated',
    actorId: actor.id,
    subject: { kind: 'task', id },
    concerns: [row.assignedToId, next.assignedToId],
    // A description is long rich text: the log says it changed, the task shows it.
    changes: Object.fromEntries(
      changed.map((f) => [f, f === 'description' ? {} : { from: row[f], to: next[f] }]),
    ),
    data: {
      name: next.name,
      projectId: row.projectId,
      projectName: row.projectName,
      assignedToId: next.assignedToId,
      dueDate: next.dueDate,
      status: next.status,
    },
  });
}

/**
 * Edit task: EditTask on a task that is neither Closed nor deleted. Closed needs CloseTask and
 * Completed a Timeline comment. A TaskEdited entry keeps the previous and current values.
 */
export async function updateTask(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: UpdateTaskBody,
): Promise<Task> {
  const today = await organisationToday(ctx);
  const { applyTo, repeat, ...values } = body;
  if (repeat !== undefined && applyTo !== 'following')
    throw validationFailed([{ path: 'repeat', message: TASK_MESSAGES.repeatFollowingOnly }]);
  await ctx.db.transaction(async (tx) => {
    const task = await lockEditableTask(tx, actor, id);
    const next = { ...values, name: values.name.trim() };
    await writeTaskChange(tx, actor, task, next, today);
    if (applyTo === 'following') await changeFollowing(ctx, tx, actor, task.row, next, repeat, today);
  });
  return getTask(ctx, actor, id);
}

const SERIES_FIELDS = ['name', 'assignedToId', 'description'] as const;

/**
 * "This and the following tasks" (issue 31): the series of a task edited takes its name, assignee
 * and description for the tasks to come, and the following tasks already added that are not done
 * yet (and the caller may edit) take the fields changed; a `repeat` counts the series anew from
 * this task's due date (null ends it). A task whose series has ended answers 409.
 */
async function changeFollowing(
  ctx: AppContext,
  tx: DbOrTx,
  actor: SessionUser,
  row: TaskRow,
  next: TaskValues,
  repeat: TaskRepeatBody | null | undefined,
  today: string,
): Promise<void> {
  const series = row.seriesId === null ? null : await lockSeries(tx, row.seriesId);
  if (!series || series.stoppedAt !== null || row.occurrenceDate === null)
    throw conflict('not_repeating', TASK_MESSAGES.notRepeating);

  const changed = SERIES_FIELDS.filter((f) => next[f] !== row[f]);
  for (const followingId of await findFollowingOpenTasks(tx, series.id, row.occurrenceDate)) {
    const following = await findVisibleTask(tx, scopeOf(actor), followingId);
    const [locked] = await lockTasks(tx, [followingId]);
    if (!following || !locked || !allows(TASK_POLICY, actor, 'edit', locked)) continue;
    const values = { ...following, ...Object.fromEntries(changed.map((f) => [f, next[f]])) };
    await writeTaskChange(tx, actor, { row: following, locked }, values, today);
  }

  const template = { name: next.name, assignedToId: next.assignedToId, description: next.description };
  const rule = repeat ? repeatRule(repeat, next.dueDate) : series.rule;
  const restart = rule !== series.rule || (repeat != null && next.dueDate !== row.occurrenceDate);
  if (repeat?.end.kind === 'until' && repeat.end.date < next.dueDate)
    throw validationFailed([{ path: 'repeat.end.date', message: REPEAT_MESSAGES.until }]);
  if (restart && !(await moveOccurrence(tx, row.id, series.id, next.dueDate)))
    throw validationFailed([{ path: 'dueDate', message: TASK_MESSAGES.occurrenceTaken }]);
  await updateSeries(
    tx,
    series.id,
    restart ? { ...template, rule, startDate: next.dueDate } : template,
    ctx.now(),
  );
  if (repeat === null) await stopSeries(tx, [series.id], actor.id, ctx.now());

  if (repeat === null || rule !== series.rule)
    await publish(tx, {
      type: 'task.updated',
      actorId: actor.id,
      subject: { kind: 'task', id: row.id },
      concerns: [next.assignedToId],
      // The rule is the series' own text: the log says it changed, the task says how it repeats.
      changes: { repeats: repeat === null ? { from: true, to: false } : {} },
      data: { name: next.name },
    });
}
/**
 * A move on the task board: the status alone, by the edit form's rules. The comment written in
 * the move's dialog is added first, in the same transaction, so that it counts for Completed and
 * is not kept when the move is refused.
 */
export async function moveTask(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: TaskStatusBody,
): Promise<Task> {
  const today = await organisationToday(ctx);
  await ctx.db.transaction(async (tx) => {
    const task = await lockEditableTask(tx, actor, id);
    if (body.comment !== undefined)
      await insertTaskComment(tx, actor, task.row, body.comment, { field: 'comment' });
    const { name, assignedToId, dueDate, description } = task.row;
    await writeTaskChange(
      tx,
      actor,
      task,
      { name, assignedToId, dueDate, description, status: body.status },
      today,
    );
  });
  return getTask(ctx, actor, id);
}

/**
 * Stop repeating (issue 31): the task's series ends, whoever may edit the task asks; its tasks
 * stay as they are. A task that does not repeat, or no longer does, answers 409.
 */
export async function stopRepeating(ctx: AppContext, actor: SessionUser, id: number): Promise<Task> {
  await ctx.db.transaction(async (tx) => {
    const { row } = await lockEditableTask(tx, actor, id);
    const stopped = row.seriesId === null ? [] : await stopSeries(tx, [row.seriesId], actor.id, ctx.now());
    if (stopped.length === 0) throw conflict('not_repeating', TASK_MESSAGES.notRepeating);
    await publish(tx, {
      type: 'task.updated',
      actorId: actor.id,
      subject: { kind: 'task', id },
      concerns: [row.assignedToId],
      changes: { repeats: { from: true, to: false } },
      data: { name: row.name },
    });
  });
  return getTask(ctx, actor, id);
}

/** Checks every task first: one that cannot be changed stops the whole batch. */
async function loadBatch(ctx: AppContext, actor: SessionUser, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await Promise.all(unique.map((id) => findVisibleTask(ctx.db, scopeOf(actor), id)));
  for (const row of rows) authorize(TASK_POLICY, actor, 'view', row);
  return unique;
}

/** Soft-deletes tasks (DeleteTask; not In-progress, Completed, Closed or already deleted). */
export async function deleteTasks(ctx: AppContext, actor: SessionUser, ids: number[]): Promise<number> {
  const unique = await loadBatch(ctx, actor, ids);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockTasks(tx, unique);
    for (const task of locked) {
      authorize(TASK_POLICY, actor, 'delete', task);
    }
    for (const task of locked) await updateTaskRow(tx, task.id, { isDeleted: true }, actor.id);
    // Deleting a task of a repeating one ends its series: no more are added.
    await stopSeries(
      tx,
      locked.flatMap((task) => (task.seriesId === null ? [] : [task.seriesId])),
      actor.id,
      ctx.now(),
    );
    await insertTimelineEntries(
      tx,
      locked.map((t) => ({ taskId: t.id, type: 'TaskDeleted' as const, authorId: actor.id })),
    );
    await publish(
      tx,
      locked.map((t) => ({
        type: 'task.deleted' as const,
        actorId: actor.id,
        subject: { kind: 'task' as const, id: t.id },
        concerns: [t.assignedToId],
        data: { name: t.name },
      })),
    );
  });
  return unique.length;
}

/** Restores deleted tasks: they come back as New, with a TaskRestored entry. */
export async function restoreTasks(ctx: AppContext, actor: SessionUser, ids: number[]): Promise<number> {
  const unique = await loadBatch(ctx, actor, ids);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockTasks(tx, unique);
    for (const task of locked) {
      authorize(TASK_POLICY, actor, 'restore', task);
    }
    for (const task of locked)
      await updateTaskRow(tx, task.id, { isDeleted: false, status: INITIAL_TASK_STATUS }, actor.id);
    await insertTimelineEntries(
      tx,
      locked.map((t) => ({
        taskId: t.id,
        type: 'TaskRestored' as const,
        authorId: actor.id,
        previous: { status: t.status },
        current: { status: INITIAL_TASK_STATUS },
      })),
    );
    await publish(
      tx,
      locked.map((t) => ({
        type: 'task.restored' as const,
        actorId: actor.id,
        subject: { kind: 'task' as const, id: t.id },
        concerns: [t.assignedToId],
        changes: { status: { from: t.status, to: INITIAL_TASK_STATUS } },
        data: { name: t.name },
      })),
    );
  });
  return unique.length;
}
