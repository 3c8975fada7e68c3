import { addDays } from '../../../shared/rules/dates.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { insertTask } from '../../modules/projects/projects-test-kit.ts';
import { workingDays } from '../../modules/leave/leave-test-kit.ts';
import type { TestClient } from '../test-app.ts';
import { scenario, type EventScenario, type ScenarioWorld } from './types.ts';

const json = <T>(res: { statusCode: number; body: string; json<U>(): U }, step: string): T => {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

/** A task in Apollo, created by Mona (CreateTask) for Leo. */
async function newTask(w: ScenarioWorld): Promise<number> {
  const mona = await w.as(w.org.manager);
  const res = await mona.post('/api/v1/tasks', {
    name: 'Write the release notes',
    projectId: w.org.project.id,
    assignedToId: w.org.lead.id,
    dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 7),
    description: '<p>For the next release</p>',
  });
  return json<{ id: number }>(res, 'create a task').id;
}

async function newComment(w: ScenarioWorld, taskId: number): Promise<number> {
  const leo = await w.as(w.org.lead);
  return json<{ id: number }>(
    await leo.post(`/api/v1/tasks/${taskId}/comments`, { body: '<p>On it</p>' }),
    'comment',
  ).id;
}

let dayIndex = 0;
/** A working day of its own for each leave of the walk, so that none overlaps another. */
async function nextDay(w: ScenarioWorld): Promise<string> {
  const days = await workingDays(w.db, 10, 40);
  return days[dayIndex++]!;
}

/** A pending leave of Eve's (her manager is Leo). */
async function pendingLeave(w: ScenarioWorld): Promise<number> {
  const eve = await w.as(w.org.employee);
  const day = await nextDay(w);
  const res = await eve.post('/api/v1/leaves', {
    typeId: 2,
    fromDate: day,
    toDate: day,
    halfDay: null,
    reason: 'Family visit',
  });
  return json<{ id: number }>(res, 'apply for leave').id;
}

const decide = (client: TestClient, id: number, decision: 'approve' | 'reject' | 'cancel') =>
  client.post(`/api/v1/leaves/${id}/${decision}`, { note: 'Noted' });

export const SCENARIOS: EventScenario[] = [
  scenario({
    operation: 'POST /api/v1/tasks/',
    request: async (w) => {
      const mona = await w.as(w.org.manager);
      const res = await mona.post('/api/v1/tasks', {
        name: 'Plan the sprint',
        projectId: w.org.project.id,
        assignedToId: w.org.lead.id,
        dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 5),
        description: '<p>Two weeks</p>',
      });
      return { res, type: 'task.created', subject: { kind: 'task', id: res.json<{ id: number }>().id } };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/tasks/{id}',
    prepare: newTask,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const task = json<Record<string, unknown>>(await sam.get(`/api/v1/tasks/${id}`), 'read the task');
      const res = await sam.request({
        method: 'PUT',
        url: `/api/v1/tasks/${id}`,
        payload: {
          name: task.name,
          assignedToId: w.org.manager.id,
          dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 9),
          status: task.status,
          description: task.description,
        },
      });
      return { res, type: 'task.updated', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'PATCH /api/v1/tasks/{id}/status',
    prepare: newTask,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.request({
        method: 'PATCH',
        url: `/api/v1/tasks/${id}/status`,
        payload: { status: 'In-progress' },
      });
      return { res, type: 'task.updated', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/tasks/{id}/stop-repeating',
    prepare: async (w) => {
      const mona = await w.as(w.org.manager);
      const res = await mona.post('/api/v1/tasks', {
        name: 'Weekly release notes',
        projectId: w.org.project.id,
        assignedToId: w.org.lead.id,
        dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 7),
        description: '<p>Every week</p>',
        repeat: { frequency: 'weekly' },
      });
      return json<{ id: number }>(res, 'create a repeating task').id;
    },
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.request({ method: 'POST', url: `/api/v1/tasks/${id}/stop-repeating` });
      return { res, type: 'task.updated', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/tasks/{id}/overdue-reminder',
    prepare: async (w) =>
      (
        await insertTask(w.t, {
          projectId: w.org.project.id,
          assignedToId: w.org.lead.id,
          assignedById: w.org.manager.id,
          dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), -3),
        })
      ).id,
    request: async (w, id) => {
      const mona = await w.as(w.org.manager);
      const res = await mona.post(`/api/v1/tasks/${id}/overdue-reminder`);
      return { res, type: 'task.reminder_sent', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/tasks/delete',
    prepare: newTask,
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post('/api/v1/tasks/delete', { taskIds: [id] });
      return { res, type: 'task.deleted', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/tasks/restore',
    prepare: async (w) => {
      const id = await newTask(w);
      json(await (await w.as(w.org.superAdmin)).post('/api/v1/tasks/delete', { taskIds: [id] }), 'delete');
      return id;
    },
    request: async (w, id) => {
      const sam = await w.as(w.org.superAdmin);
      const res = await sam.post('/api/v1/tasks/restore', { taskIds: [id] });
      return { res, type: 'task.restored', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/tasks/{id}/comments',
    prepare: newTask,
    request: async (w, id) => {
      const leo = await w.as(w.org.lead);
      const res = await leo.post(`/api/v1/tasks/${id}/comments`, { body: '<p>Started</p>' });
      return { res, type: 'task.commented', subject: { kind: 'task', id } };
    },
  }),
  scenario({
    operation: 'PATCH /api/v1/tasks/{id}/comments/{commentId}',
    prepare: async (w) => {
      const taskId = await newTask(w);
      return { taskId, commentId: await newComment(w, taskId) };
    },
    request: async (w, { taskId, commentId }) => {
      const leo = await w.as(w.org.lead);
      const res = await leo.request({
        method: 'PATCH',
        url: `/api/v1/tasks/${taskId}/comments/${commentId}`,
        payload: { body: '<p>Started, half done</p>' },
      });
      return { res, type: 'task.comment_edited', subject: { kind: 'task', id: taskId } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/leaves/',
    request: async (w) => {
      const eve = await w.as(w.org.employee);
      const day = await nextDay(w);
      const res = await eve.post('/api/v1/leaves', {
        typeId: 1,
        fromDate: day,
        toDate: day,
        halfDay: null,
        reason: 'Fever',
      });
      return { res, type: 'leave.applied', subject: { kind: 'leave', id: res.json<{ id: number }>().id } };
    },
  }),
  scenario({
    operation: 'PUT /api/v1/leaves/{id}',
    prepare: pendingLeave,
    request: async (w, id) => {
      const eve = await w.as(w.org.employee);
      const day = await nextDay(w);
      const res = await eve.request({
        method: 'PUT',
        url: `/api/v1/leaves/${id}`,
        payload: { typeId: 2, fromDate: day, toDate: day, halfDay: 'first', reason: 'Family visit' },
      });
      return { res, type: 'leave.updated', subject: { kind: 'leave', id } };
    },
  }),
  scenario({
    operation: 'DELETE /api/v1/leaves/{id}',
    prepare: pendingLeave,
    request: async (w, id) => {
      const eve = await w.as(w.org.employee);
      const res = await eve.request({ method: 'DELETE', url: `/api/v1/leaves/${id}` });
      return { res, type: 'leave.withdrawn', subject: { kind: 'leave', id } };
    },
  }),
  scenario({
    operation: 'POST /api/v1/leaves/{id}/approve',
    prepare: pendingLeave,
    request: async (w, id) => ({
      res: await decide(await w.as(w.org.lead), id, 'approve'),
      type: 'leave.approved',
      subject: { kind: 'leave', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/leaves/{id}/reject',
    prepare: pendingLeave,
    request: async (w, id) => ({
      res: await decide(await w.as(w.org.lead), id, 'reject'),
      type: 'leave.rejected',
      subject: { kind: 'leave', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/leaves/{id}/cancel',
    prepare: async (w) => {
      const id = await pendingLeave(w);
      json(await decide(await w.as(w.org.lead), id, 'approve'), 'approve');
      return id;
    },
    request: async (w, id) => ({
      res: await decide(await w.as(w.org.employee), id, 'cancel'),
      type: 'leave.cancelled',
      subject: { kind: 'leave', id },
    }),
  }),
  scenario({
    operation: 'POST /api/v1/users/{id}/leave-corrections',
    request: async (w) => {
      const ada = await w.as(w.org.admin);
      const res = await ada.post(`/api/v1/users/${w.org.employee.id}/leave-corrections`, {
        typeId: 1,
        days: 1.5,
        reason: 'Worked the offsite weekend',
      });
      return { res, type: 'leave.corrected', subject: { kind: 'person', id: w.org.employee.id } };
    },
  }),
];
