import { describe, expect, it } from 'vitest';
import { assignableRoles, managerAllowed, roleLocked, type SystemKey } from './roles.ts';

const roles = [
  { name: 'Super admin', systemKey: 'superAdmin' as SystemKey },
  { name: 'Admin', systemKey: 'admin' as SystemKey },
  { name: 'Manager', systemKey: null },
  { name: 'Employee', systemKey: null },
];

describe('role rules', () => {
  it.each([
    ['add mode', undefined, ['Manager', 'Employee']],
    ['editing an employee', null, ['Manager', 'Employee']],
    ['editing an Admin', 'admin', ['Admin', 'Manager', 'Employee']],
    ['editing the Super admin (locked, shown as is)', 'superAdmin', ['Super admin']],
  ] as const)('%s offers %j', (_case, edited, names) => {
    expect(assignableRoles(roles, edited).map((r) => r.name)).toEqual(names);
  });

  it.each([
    [undefined, false],
    [null, false],
    ['admin', true],
    ['superAdmin', true],
  ] as const)('role select locked for %s: %s', (edited, locked) => {
    expect(roleLocked(edited)).toBe(locked);
  });

  it('lets only Admin and Super admin go without a reporting manager', () => {
    expect(managerAllowed(null)).toBe(true);
    expect(managerAllowed('admin')).toBe(false);
    expect(managerAllowed('superAdmin')).toBe(false);
  });
});
