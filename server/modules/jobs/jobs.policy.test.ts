import { describe, expect, it } from 'vitest';
import { authorize } from '../../lib/authorize.ts';
import { refusalOf } from '../../test/policy-answers.ts';
import { JOB_GATES } from './jobs.policy.ts';

const role = (systemKey: 'superAdmin' | 'admin' | null) => ({ id: 'r', name: 'Role', systemKey });

describe('who sees the scheduled jobs', () => {
  it.each([
    ['an employee without a role', { role: null }, false],
    ['someone in a custom role (a manager, HR)', { role: role(null) }, false],
    ['an Admin', { role: role('admin') }, true],
    ['the Super admin', { role: role('superAdmin') }, true],
  ] as const)('%s: %s', (_who, actor, allowed) => {
    expect(refusalOf(() => authorize(JOB_GATES, actor, 'view'))).toEqual(
      allowed ? null : { status: 403, code: 'forbidden', message: 'Only Admins can see the scheduled jobs.' },
    );
  });
});
