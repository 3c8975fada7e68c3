import type { Task, TaskFormOptions, TaskListResponse } from '../../../shared/schemas/tasks.schema.ts';
import { TEST_USER } from './render-app.tsx';

/** Test data of the task pages, in the shapes the API answers with (used by the component tests only). */
export const taskIds = {
  ada: TEST_USER.id,
  grace: '11111111-1111-4111-8111-111111111111',
  alan: '22222222-2222-4222-8222-222222222222',
  project: '99999999-9999-4999-8999-999999999991',
};

export function task(overrides: Partial<Task> & { id: number; name: string }): Task {
  return {
    number: `T-${String(overrides.id).padStart(4, '0')}`,
    project: { id: 1, name: 'Apollo' },
    assignedTo: { id: taskIds.grace, fullName: 'Grace Hopper' },
    assignedBy: { id: taskIds.ada, fullName: 'Ada Lovelace' },
    createdBy: { id: taskIds.ada, fullName: 'Ada Lovelace' },
    dueDate: '2026-12-01',
    description: `About ${overrides.name}.`,
    status: 'New',
    isDeleted: false,
    isOverdue: false,
    overdueMailSentAt: null,
    seriesId: null,
    createdAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:00:00.000Z',
    abilities: { edit: true, delete: true, restore: false, close: false, remind: false },
    ...overrides,
  };
}

export function taskPage(
  items: Task[],
  extra: Partial<Omit<TaskListResponse, 'items'>> = {},
): TaskListResponse {
  return { items, total: items.length, page: 1, pageSize: 15, canCreate: true, ...extra };
}

export const FORM_OPTIONS: TaskFormOptions = {
  projects: [
    {
      id: 1,
      name: 'Apollo',
      users: [
        { id: taskIds.grace, fullName: 'Grace Hopper', email: 'grace@example.com' },
        { id: taskIds.alan, fullName: 'Alan Turing', email: 'alan@example.com' },
      ],
    },
    {
      id: 2,
      name: 'Gemini',
      users: [{ id: taskIds.ada, fullName: 'Ada Lovelace', email: 'ada@example.com' }],
    },
    { id: 3, name: 'Empty project', users: [] },
  ],
  today: '2026-11-23',
  maxDueDate: '2028-11-23',
};
