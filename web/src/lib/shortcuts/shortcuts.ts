/**
 * The keyboard shortcuts (issue 31): one list for the handlers and the help sheet (`?`). Keys are
 * tinykeys' notation: a space separates the presses of a sequence ("g d": g, then d within a
 * second). Labels are English translation keys.
 */
import { useEffect, useRef } from 'react';
import { defaultKeybindingsHandlerIgnore, tinykeys } from 'tinykeys';

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
/** "/" and Ctrl+K (⌘K on a Mac): the search palette. */
export const SEARCH_KEYS = '/';
export const SEARCH_MOD_KEYS = '$mod+KeyK';
/** "?" (with or without Shift, as keyboards type it): the help sheet. */
export const HELP_KEYS = '[Shift]+?';

/** In a list: the next and the previous row (its link takes the focus; Enter opens it). */
export const NEXT_ROW_KEYS = 'j';
export const PREVIOUS_ROW_KEYS = 'k';
/** On a task: Edit, and the comment box. */
export const EDIT_TASK_KEYS = 'e';
export const COMMENT_KEYS = 'm';

/** The rows of the help sheet, in its order: every shortcut with what it does. */
export const SHORTCUT_SHEET: ReadonlyArray<{ keys: string; label: string }> = [
  { keys: HELP_KEYS, label: 'Show these shortcuts' },
  { keys: SEARCH_KEYS, label: 'Search' },
  { keys: SEARCH_MOD_KEYS, label: 'Search' },
  { keys: NEW_TASK_KEYS, label: 'Add a task' },
  ...GO_TO_SHORTCUTS,
  { keys: NEXT_ROW_KEYS, label: 'In a list: next row' },
  { keys: PREVIOUS_ROW_KEYS, label: 'In a list: previous row' },
  { keys: 'Enter', label: 'In a list: open the row' },
  { keys: EDIT_TASK_KEYS, label: 'On a task: edit it' },
  { keys: COMMENT_KEYS, label: 'On a task: write a comment' },
];

/**
 * A key typed in a field, a menu, a list box or a dialog is the field's, never a shortcut (the
 * help sheet closes with Escape, as every dialog).
 */
export function ignoreShortcut(event: KeyboardEvent): boolean {
  if (defaultKeybindingsHandlerIgnore(event)) return true;
  const target = event.target;
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="combobox"]') !== null
  );
}

/**
 * Binds shortcuts for as long as the component is on the page. The handlers may change from one
 * render to the next (they see the latest props); the keys are bound once.
 */
export function useShortcuts(bindings: Record<string, (event: KeyboardEvent) => void>): void {
  const latest = useRef(bindings);
  useEffect(() => {
    latest.current = bindings;
  });
  const keys = Object.keys(bindings).join('\n');
  useEffect(
    () =>
      tinykeys(
        window,
        Object.fromEntries(
          keys.split('\n').map((key) => [key, (event: KeyboardEvent) => latest.current[key]?.(event)]),
        ),
        { ignore: ignoreShortcut },
      ),
    [keys],
  );
}

/** How the help sheet shows a binding: the keys of each press ("g d" → ["g", "d"]). */
export function pressesOf(keys: string, mac = isMac()): string[] {
  return keys.split(' ').map((press) =>
    press
      .replace('[Shift]+', '')
      .replace('$mod+', mac ? '⌘ ' : 'Ctrl + ')
      .replace(/Key([A-Z])/, '$1'),
  );
}

/** Whether $mod is ⌘ (Apple's systems) rather than Ctrl, as tinykeys decides it. */
function isMac(): boolean {
  return typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform);
}

/**
 * The address state that asks a page to open a form (a fresh number each time, so that each
 * request opens it once): the task list's Add task (`c`, the search's quick action), the leave
 * page's Apply leave (the search's quick action).
 */
export interface AddTaskRequest {
  addTask: number;
}
export interface ApplyLeaveRequest {
  applyLeave: number;
}

function requested(state: unknown, name: 'addTask' | 'applyLeave'): number | null {
  const value = (state as Record<string, unknown> | null)?.[name];
  return typeof value === 'number' ? value : null;
}

export const addTaskRequested = (state: unknown) => requested(state, 'addTask');
export const applyLeaveRequested = (state: unknown) => requested(state, 'applyLeave');
