import { z } from 'zod';
import { selectableStatuses, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import {
  updateTaskBodySchema,
  type Task,
  type TaskFormOptions,
  type UpdateTaskBody,
} from '../../../../../shared/schemas/tasks.schema.ts';

// Mantine's Select needs a string for "nobody".
export const UNASSIGNED = 'unassigned';

/** The edit task form as typed: a cleared due date is ''. */
export interface TaskDetailFormValues {
  name: string;
  /** UNASSIGNED: nobody. */
  assignedToId: string;
  dueDate: string;
  status: TaskStatus;
  description: string;
}

/** The stored task as form values: what Cancel goes back to and what Update compares with. */
export function valuesFromTask(task: Task): TaskDetailFormValues {
  return {
    name: task.name,
    assignedToId: task.assignedTo?.id ?? UNASSIGNED,
    dueDate: task.dueDate.slice(0, 10),
    status: task.status,
    description: task.description,
  };
}

/** The shared schema, so the form says what the server would; "nobody" is sent as null. */
export const taskDetailSchema = updateTaskBodySchema.extend({
  assignedToId: z.preprocess(
    (value) => (value === UNASSIGNED ? null : value),
    updateTaskBodySchema.shape.assignedToId,
  ),
}) as z.ZodType<UpdateTaskBody>;

/**
 * Whether the form differs from the stored task (spec 000 §4: Update needs a change). The name is
 * compared trimmed, as the server stores it.
 */
export function differsFromTask(values: TaskDetailFormValues, stored: TaskDetailFormValues): boolean {
  return (
    values.name.trim() !== stored.name ||
    values.assignedToId !== stored.assignedToId ||
    values.dueDate !== stored.dueDate ||
    values.status !== stored.status ||
    values.description !== stored.description
  );
}

/** The statuses the edit form offers (the shared rule the server applies too). */
export function statusChoices(task: Task): TaskStatus[] {
  return selectableStatuses(task.status, task.abilities.close);
}

/**
 * Who the task may be assigned to: the active users of its project. The current assignee stays on
 * offer even when they have left the project (or the project is not among the caller's own).
 */
export function assigneeChoices(
  task: Task,
  options: TaskFormOptions | undefined,
): { id: string; fullName: string }[] {
  const users = options?.projects.find((project) => project.id === task.project.id)?.users ?? [];
  const people = users.map(({ id, fullName }) => ({ id, fullName }));
  if (task.assignedTo && !people.some((person) => person.id === task.assignedTo?.id))
    people.unshift(task.assignedTo);
  return people;
}
