import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../../../shared/permissions.ts';
import { COMMENT_MESSAGES } from '../../../shared/schemas/task-comments.schema.ts';
import { TASK_MESSAGES, type TaskStatus } from '../../../shared/rules/tasks.ts';
import { authorize } from '../../lib/authorize.ts';
import { refusalOf, statusOf } from '../../test/policy-answers.ts';
import { COMMENT_POLICY, TASK_GATES, TASK_POLICY, canCreateTask, taskAbilities } from './tasks.policy.ts';

/**
 * Which tasks someone sees the queries decide (their own, their team's, their projects'), so the
 * rows here are by what the caller holds: the task permissions, whatever their place in the tree.
 */
const person = (id: string, permissions: readonly Permission[] = []) => ({
  id,
  permissions: [...permissions],
});
const employee = person('eve');
const editor = person('leo', ['EditTask']);
const deleter = person('mona', ['DeleteTask']);
const closer = person('carl', ['EditTask', 'CloseTask']);
const admin = person('ada', ALL_PERMISSIONS);
const task = (status: TaskStatus, isDeleted = false) => ({ name: 'Ship it', status, isDeleted });

describe('what may be done to a task the caller sees (spec 000 §4, §6)', () => {
  it.each([
    // who, actor, task, edit/delete/restore/close as 1s and 0s
    ['an employee without task permissions', employee, task('New'), '0000'],
    ['an EditTask holder', editor, task('New'), '1000'],
    ['an EditTask holder', editor, task('Closed'), '0000'],
    ['an EditTask holder', editor, task('New', true), '0000'],
    ['a DeleteTask holder', deleter, task('New'), '0100'],
    ['a DeleteTask holder', deleter, task('In-progress'), '0000'],
    ['a DeleteTask holder', deleter, task('Completed'), '0000'],
    ['a DeleteTask holder', deleter, task('New', true), '0010'],
    ['a CloseTask holder', closer, task('Completed'), '1001'],
    ['a CloseTask holder', closer, task('Closed'), '0000'],
    ['an Admin', admin, task('New'), '1101'],
    ['an Admin', admin, task('In-progress'), '1001'],
    ['an Admin', admin, task('Closed'), '0000'],
    ['an Admin', admin, task('New', true), '0010'],
  ] as const)('%s, %o', (_who, actor, t, expected) => {
    const a = taskAbilities(actor, t);
    expect([a.edit, a.delete, a.restore, a.close].map((b) => (b ? '1' : '0')).join('')).toBe(expected);
    for (const [i, action] of (['edit', 'delete', 'restore', 'close'] as const).entries())
      expect(statusOf(() => authorize(TASK_POLICY, actor, action, t))).toBe(
        expected[i] === '1' ? 'allowed' : 403,
      );
  });

  it.each([
    // who, actor, action, task, message
    ['an employee', employee, 'edit', task('New'), 'You are not allowed to edit tasks.'],
    ['an EditTask holder', editor, 'edit', task('Closed'), 'A closed or deleted task cannot be edited.'],
    ['an employee', employee, 'delete', task('New'), 'You are not allowed to delete tasks.'],
    [
      'a DeleteTask holder',
      deleter,
      'delete',
      task('Completed'),
      'Task Ship it cannot be deleted in its current state.',
    ],
    ['an employee', employee, 'restore', task('New', true), 'You are not allowed to restore tasks.'],
    ['a DeleteTask holder', deleter, 'restore', task('New'), 'Task Ship it is not deleted.'],
    ['an EditTask holder', editor, 'close', task('New'), TASK_MESSAGES.closeNeedsPermission],
  ] as const)('tells %s why %s is refused', (_who, actor, action, t, message) => {
    expect(refusalOf(() => authorize(TASK_POLICY, actor, action, t))).toEqual({
      status: 403,
      code: 'forbidden',
      message,
    });
  });

  it('answers a task out of the caller’s sight (not found by the scoped query) with 404', () => {
    expect(refusalOf(() => authorize(TASK_POLICY, admin, 'edit', null))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Task not found.',
    });
  });
});

describe('who creates tasks', () => {
  it.each([
    ['an employee', employee, false],
    ['a CreateTask holder', person('pete', ['CreateTask']), true],
    ['an Admin', admin, true],
  ] as const)('%s: %s', (_who, actor, expected) => {
    expect(canCreateTask(actor)).toBe(expected);
    expect(statusOf(() => authorize(TASK_GATES, actor, 'create'))).toBe(expected ? 'allowed' : 403);
  });
});

describe('who edits a Timeline comment', () => {
  const comment = { authorId: 'eve' };
  it.each([
    ['its author', employee, 'allowed'],
    ['another member of the project', person('pete'), 403],
    ['their manager', person('leo'), 403],
    ['an Admin', admin, 403],
  ] as const)('%s: %s', (_who, actor, expected) => {
    expect(statusOf(() => authorize(COMMENT_POLICY, actor, 'edit', comment))).toBe(expected);
  });

  it('says only the author may, and a missing comment is 404', () => {
    expect(refusalOf(() => authorize(COMMENT_POLICY, admin, 'edit', comment))?.message).toBe(
      COMMENT_MESSAGES.notAuthor,
    );
    expect(statusOf(() => authorize(COMMENT_POLICY, employee, 'edit', null))).toBe(404);
  });
});
