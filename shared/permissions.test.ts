import { describe, expect, it } from 'vitest';
import { permissionsByGroup } from './permissions.ts';

describe('permissions by group', () => {
  it("keeps the spec's order within a group and the caller's order of groups, an empty group included", () => {
    expect(
      permissionsByGroup(['CloseTask', 'AddUser', 'CreateTask', 'Nonsense'], ['Tasks', 'Users', 'HR']),
    ).toEqual([
      { group: 'Tasks', permissions: ['CreateTask', 'CloseTask'] },
      { group: 'Users', permissions: ['AddUser'] },
      { group: 'HR', permissions: [] },
    ]);
  });
});
