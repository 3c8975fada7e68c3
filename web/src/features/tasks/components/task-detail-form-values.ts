import { z } from 'zod';
import { selectableStatuses, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import { repeatFrom } from '../../../../../shared/rules/task-repeat-rule.ts';
import { NO_REPEAT, repeatBody, repeatValuesOf, type RepeatValues } from './task-repeat-values.ts';
import {
  updateTaskBodySchema,
  type Task,
  type TaskEditScope,
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
  /** A repeating task (issue 31): the change is this task's alone, or the following ones' too. */
  applyTo: TaskEditScope;
  /** With `following`: how the series repeats from this task on. */
  repeat: RepeatValues;
}

/** Whether a task's series goes on, so that the following tasks can be changed with it. */
export function repeatsOn(task: Task): boolean {
  return task.series?.stopped === false;
}

/** The stored task as form values: what Cancel goes back to and what Update compares with. */
export function valuesFromTask(task: Task): TaskDetailFormValues {
  return {
    name: task.name,
    assignedToId: task.assignedTo?.id ?? UNASSIGNED,
    dueDate: task.dueDate.slice(0, 10),
    status: task.status,
    description: task.description,
    applyTo: 'task',
    repeat:
      task.series && repeatsOn(task)
        ? repeatValuesOf(repeatFrom(task.series.rule, task.series.startDate, task.series.occurrenceDate))
        : NO_REPEAT,
  };
}

/**
 * Whether how the series repeats was changed for this and the following tasks: its choices, or
 * the due date it is counted from.
 */
function repeatChanged(values: TaskDetailFormValues, stored: TaskDetailFormValues): boolean {
  return (
    values.applyTo === 'following' &&
    (values.dueDate !== stored.dueDate ||
      JSON.stringify(repeatBody(values.repeat)) !== JSON.stringify(repeatBody(stored.repeat)))
  );
}

/**
 * The shared schema, so the form says what the server would: "nobody" is sent as null, and the
 * series' repeat only when it was changed for this and the following tasks (null: it stops).
 */
export function taskDetailSchema(stored: TaskDetailFormValues): z.ZodType<UpdateTaskBody> {
  return z.preprocess((input) => {
    const values = input as TaskDetailFormValues;
    return {
      ...values,
      assignedToId: values.assignedToId === UNASSIGNED ? null : values.assignedToId,
      repeat: repeatChanged(values, stored) ? repeatBody(values.repeat) : undefined,
    };
  }, updateTaskBodySchema);
}

/**
 * Whether the form differs from the stored task (spec 000 §4: Update needs a change), or changes
 * how its series repeats. The name is compared trimmed, as the server stores it.
 */
export function differsFromTask(values: TaskDetailFormValues, stored: TaskDetailFormValues): boolean {
  return (
    values.name.trim() !== stored.name ||
    values.assignedToId !== stored.assignedToId ||
    values.dueDate !== stored.dueDate ||
    values.status !== stored.status ||
    values.description !== stored.description ||
    repeatChanged(values, stored)
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
