import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../shared/permissions.ts';
import {
  canCheckName,
  canChoosePeople,
  canCreateProject,
  canRemoveMember,
  canUploadThumbnail,
  projectAbilities,
  seesAllProjects,
} from './projects.policy.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const SOMEONE = '00000000-0000-4000-8000-000000000002';

type Role = { id: string; name: string; systemKey: 'superAdmin' | 'admin' | null } | null;
const role = (systemKey: 'superAdmin' | 'admin' | null): Role => ({ id: 'r', name: 'Role', systemKey });
const actor = (permissions: Permission[], systemKey: 'superAdmin' | 'admin' | null = null) => ({
  id: ME,
  permissions,
  role: role(systemKey),
});

const ALL_PROJECT: Permission[] = [
  'CreateProject',
  'EditProject',
  'DeleteProject',
  'AddProjectUser',
  'DeleteProjectUser',
];

describe('projects policy', () => {
  it.each([
    ['an employee without project permissions', actor([]), false],
    ['a manager with every project permission', actor(ALL_PROJECT), false],
    ['an Admin', actor(ALL_PROJECT, 'admin'), true],
    ['the Super admin', actor(ALL_PROJECT, 'superAdmin'), true],
  ])('%s sees every project: %s', (_who, who, expected) => {
    expect(seesAllProjects(who)).toBe(expected);
  });

  it.each([
    [[], { edit: false, delete: false, addMember: false, removeMember: false }],
    [['EditProject'], { edit: true, delete: false, addMember: false, removeMember: false }],
    [['DeleteProject'], { edit: false, delete: true, addMember: false, removeMember: false }],
    [['AddProjectUser'], { edit: false, delete: false, addMember: true, removeMember: false }],
    [['DeleteProjectUser'], { edit: false, delete: false, addMember: false, removeMember: true }],
    [ALL_PROJECT, { edit: true, delete: true, addMember: true, removeMember: true }],
  ] as [Permission[], object][])('with %j the abilities are %j', (permissions, expected) => {
    expect(projectAbilities(actor(permissions))).toEqual(expected);
  });

  it.each([
    // permissions, create, upload a thumbnail, choose people, check a name
    [[], false, false, false, false],
    [['CreateProject'], true, true, true, true],
    [['EditProject'], false, true, false, true],
    [['AddProjectUser'], false, false, true, false],
    [['DeleteProjectUser'], false, false, false, false],
  ] as [Permission[], boolean, boolean, boolean, boolean][])(
    'with %j: create %s, upload %s, choose people %s, check a name %s',
    (permissions, create, upload, choose, check) => {
      const who = actor(permissions);
      expect(canCreateProject(who)).toBe(create);
      expect(canUploadThumbnail(who)).toBe(upload);
      expect(canChoosePeople(who)).toBe(choose);
      expect(canCheckName(who)).toBe(check);
    },
  );

  it('lets DeleteProjectUser remove anyone from a team but oneself', () => {
    expect(canRemoveMember(actor(['DeleteProjectUser']), SOMEONE)).toBe(true);
    expect(canRemoveMember(actor(['DeleteProjectUser']), ME)).toBe(false);
    expect(canRemoveMember(actor([]), SOMEONE)).toBe(false);
    expect(canRemoveMember(actor(ALL_PROJECT, 'superAdmin'), ME)).toBe(false);
  });
});
