/**
 * The keyboard shortcuts (issue 31): one list for the handler and the help sheet (`?`). Keys are
 * tinykeys' notation: a space separates the presses of a sequence ("g d": g, then d within a
 * second). Labels are English translation keys.
 */
export interface GoToShortcut {
  keys: string;
  label: string;
  to: string;
}

export const GO_TO_SHORTCUTS: readonly GoToShortcut[] = [
  { keys: 'g d', label: 'Go to the dashboard', to: '/dashboard' },
  { keys: 'g t', label: 'Go to tasks', to: '/tasks-list' },
  { keys: 'g p', label: 'Go to projects', to: '/projects-list' },
  { keys: 'g u', label: 'Go to users', to: '/users-list' },
  { keys: 'g o', label: 'Go to the organization chart', to: '/management-tree' },
  { keys: 'g a', label: 'Go to attendance', to: '/attendance-record' },
  { keys: 'g l', label: 'Go to leave', to: '/leave-approval' },
  { keys: 'g n', label: 'Go to notifications', to: '/notifications' },
  { keys: 'g s', label: 'Go to settings', to: '/settings' },
];

/** "c": Add task, on the task list. */
export const NEW_TASK_KEYS = 'c';
/** "?" (with or without Shift, as keyboards type it): the help sheet. */
export const HELP_KEYS = '[Shift]+?';

/** How the help sheet shows a binding: the keys of each press ("g d" → ["g", "d"]). */
export function pressesOf(keys: string): string[] {
  return keys.split(' ').map((press) => press.replace('[Shift]+', ''));
}

/** The address state that asks the task list to open Add task (a fresh number each time). */
export interface AddTaskRequest {
  addTask: number;
}

export function addTaskRequested(state: unknown): number | null {
  const value = (state as Partial<AddTaskRequest> | null)?.addTask;
  return typeof value === 'number' ? value : null;
}
