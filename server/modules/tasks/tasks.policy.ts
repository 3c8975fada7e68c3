import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TaskAbilities } from '../../../shared/schemas/tasks.schema.ts';
import { canDeleteTaskState, canEditTaskState, type TaskState } from '../../../shared/rules/tasks.ts';

type Actor = Pick<SessionUser, 'permissions'>;

/**
 * What the caller may do to a task they can see (spec 000 §4, §6): EditTask edits, DeleteTask
 * deletes and restores, CloseTask may choose Closed. A Closed or deleted task cannot be edited or
 * deleted; In-progress and Completed ones cannot be deleted.
 */
export function taskAbilities(actor: Actor, task: TaskState): Omit<TaskAbilities, 'remind'> {
  const has = (p: SessionUser['permissions'][number]) => actor.permissions.includes(p);
  return {
    edit: has('EditTask') && canEditTaskState(task),
    delete: has('DeleteTask') && canDeleteTaskState(task),
    restore: has('DeleteTask') && task.isDeleted,
    close: has('CloseTask') && canEditTaskState(task),
  };
}

export function canCreateTask(actor: Actor): boolean {
  return actor.permissions.includes('CreateTask');
}
