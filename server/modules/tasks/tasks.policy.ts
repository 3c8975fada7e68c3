import { FIGURE_MESSAGES, fillMessage } from '../../../shared/validation-messages.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaskAbilities } from '../../../shared/schemas/tasks.schema.ts';
import { COMMENT_MESSAGES } from '../../../shared/schemas/task-comments.schema.ts';
import {
  TASK_MESSAGES,
  canDeleteTaskState,
  canEditTaskState,
  type TaskState,
} from '../../../shared/rules/tasks.ts';
import type { Permission } from '../../../shared/permissions.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';

const has = (actor: Pick<SessionUser, 'permissions'>, p: Permission) => actor.permissions.includes(p);

export const TASK_NOT_FOUND = 'Task not found.';

export const TASK_GATES: Gates<Pick<SessionUser, 'permissions'>, 'create'> = {
  gates: {
    create: { allow: (actor) => has(actor, 'CreateTask'), refuse: 'You are not allowed to create tasks.' },
  },
};

/**
 * What the caller may do to a task they can see (spec 000 §4, §6): EditTask edits, DeleteTask
 * deletes and restores, CloseTask may choose Closed. A Closed or deleted task cannot be edited or
 * deleted; In-progress and Completed ones cannot be deleted. Which tasks the caller sees the
 * queries decide (findVisibleTask): anyone else hears the task's 404.
 */
export const TASK_POLICY: Policy<
  Pick<SessionUser, 'permissions'>,
  TaskState & { name: string },
  'edit' | 'delete' | 'restore' | 'close'
> = {
  notFound: TASK_NOT_FOUND,
  see: null,
  actions: {
    edit: {
      allow: (actor, task) => has(actor, 'EditTask') && canEditTaskState(task),
      refuse: (actor) =>
        has(actor, 'EditTask')
          ? 'A closed or deleted task cannot be edited.'
          : 'You are not allowed to edit tasks.',
    },
    delete: {
      allow: (actor, task) => has(actor, 'DeleteTask') && canDeleteTaskState(task),
      refuse: (actor, task) =>
        has(actor, 'DeleteTask')
          ? fillMessage(FIGURE_MESSAGES.taskNotDeletable, { name: task.name })
          : 'You are not allowed to delete tasks.',
    },
    restore: {
      allow: (actor, task) => has(actor, 'DeleteTask') && task.isDeleted,
      refuse: (actor, task) =>
        has(actor, 'DeleteTask')
          ? fillMessage(FIGURE_MESSAGES.taskNotDeleted, { name: task.name })
          : 'You are not allowed to restore tasks.',
    },
    close: {
      allow: (actor, task) => has(actor, 'CloseTask') && canEditTaskState(task),
      refuse: TASK_MESSAGES.closeNeedsPermission,
    },
  },
};

/** A Timeline comment of a task the caller sees: only its author edits it (403 for anyone else). */
export const COMMENT_POLICY: Policy<Pick<SessionUser, 'id'>, { authorId: string }, 'edit'> = {
  notFound: COMMENT_MESSAGES.notFound,
  see: null,
  actions: {
    edit: { allow: (actor, comment) => comment.authorId === actor.id, refuse: COMMENT_MESSAGES.notAuthor },
  },
};

/** A task's timeline, read only within the caller's sight (findTimelinePage): anyone else hears the task's 404. */
export const TIMELINE_POLICY: Policy<unknown, { taskDeleted: boolean }, never> = {
  notFound: TASK_NOT_FOUND,
  see: null,
  actions: {},
};

/** The task's abilities sent to the web, from the same rules as the checks. */
export function taskAbilities(
  actor: Pick<SessionUser, 'permissions'>,
  task: TaskState & { name: string },
): Omit<TaskAbilities, 'remind'> {
  return {
    edit: allows(TASK_POLICY, actor, 'edit', task),
    delete: allows(TASK_POLICY, actor, 'delete', task),
    restore: allows(TASK_POLICY, actor, 'restore', task),
    close: allows(TASK_POLICY, actor, 'close', task),
  };
}

export function canCreateTask(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(TASK_GATES, actor, 'create');
}
