/** Test data of the projects pages: valid ids and the shapes the projects API answers with. */
import type {
  MemberPreview,
  PersonOption,
  ProjectAbilities,
  ProjectDetails,
  ProjectListItem,
  ProjectListResponse,
  ProjectMemberRow,
  ProjectMembersResponse,
} from '../../../../shared/schemas/projects.schema.ts';
import type { SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import { TEST_USER } from '../../test/render-app.tsx';

export const people = {
  ada: TEST_USER.id,
  grace: '11111111-1111-4111-8111-111111111111',
  alan: '22222222-2222-4222-8222-222222222222',
  linus: '33333333-3333-4333-8333-333333333333',
  barbara: '44444444-4444-4444-8444-444444444444',
};

export const APOLLO_GUID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** Ada holding every project permission. */
export const PROJECT_MANAGER: SessionUser = {
  ...TEST_USER,
  permissions: ['CreateProject', 'EditProject', 'DeleteProject', 'AddProjectUser', 'DeleteProjectUser'],
};

export const ALL_ABILITIES: ProjectAbilities = {
  edit: true,
  delete: true,
  addMember: true,
  removeMember: true,
};
export const NO_ABILITIES: ProjectAbilities = {
  edit: false,
  delete: false,
  addMember: false,
  removeMember: false,
};

export function preview(id: string, fullName: string): MemberPreview {
  return { id, fullName, avatarUrl: null };
}

export function projectItem(
  overrides: Partial<ProjectListItem> & { id: number; name: string },
): ProjectListItem {
  return {
    guid: `${String(overrides.id).padStart(8, '0')}-0000-4000-8000-000000000000`,
    description: `${overrides.name} work`,
    thumbnailUrl: null,
    memberCount: 1,
    members: [preview(people.ada, 'Ada Lovelace')],
    abilities: NO_ABILITIES,
    ...overrides,
  };
}

export function projectsResponse(
  items: ProjectListItem[],
  extra: Partial<Omit<ProjectListResponse, 'items'>> = {},
): ProjectListResponse {
  return { items, total: items.length, page: 1, pageSize: 12, canCreate: false, ...extra };
}

export function projectDetails(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  return {
    id: 7,
    guid: APOLLO_GUID,
    name: 'Apollo',
    description: 'Moon landing',
    thumbnailUrl: null,
    createdBy: { id: people.grace, fullName: 'Grace Hopper' },
    counts: { new: 4, active: 3, completed: 9, inProgress: 2, inactive: 1, overdue: 5 },
    memberCount: 2,
    members: [preview(people.ada, 'Ada Lovelace'), preview(people.grace, 'Grace Hopper')],
    abilities: ALL_ABILITIES,
    ...overrides,
  };
}

export function personOption(id: string, fullName: string): PersonOption {
  const email = `${fullName.split(' ')[0]?.toLowerCase() ?? 'someone'}@example.com`;
  return { id, fullName, email, avatarUrl: null };
}

export function memberRow(id: string, fullName: string, remove = true): ProjectMemberRow {
  return { ...personOption(id, fullName), isActive: true, userType: 'Member', abilities: { remove } };
}

export function membersResponse(
  items: ProjectMemberRow[],
  extra: Partial<Omit<ProjectMembersResponse, 'items'>> = {},
): ProjectMembersResponse {
  return {
    project: { id: 7, guid: APOLLO_GUID, name: 'Apollo' },
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    abilities: ALL_ABILITIES,
    ...extra,
  };
}
