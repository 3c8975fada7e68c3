import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  SubtreeNode,
  UserDetail,
  UserFormOptions,
  UserListItem,
  UserListResponse,
} from '../../../shared/schemas/users.schema.ts';
import { TEST_USER } from './render-app.tsx';

/** Test data of the people pages: valid ids, names and the shapes the API answers with. */
export const ids = {
  ada: TEST_USER.id,
  grace: '11111111-1111-4111-8111-111111111111',
  alan: '22222222-2222-4222-8222-222222222222',
  linus: '33333333-3333-4333-8333-333333333333',
  barbara: '44444444-4444-4444-8444-444444444444',
  engineering: '55555555-5555-4555-8555-555555555555',
  developer: '66666666-6666-4666-8666-666666666666',
  employeeRole: '77777777-7777-4777-8777-777777777777',
  adminRole: '88888888-8888-4888-8888-888888888888',
};

/** Ada with the people permissions: she may add, edit and delete users. */
export const MANAGER: SessionUser = {
  ...TEST_USER,
  permissions: ['AddUser', 'EditUser', 'DeleteUser', 'CreateTask', 'EditTask'],
  abilities: { ...TEST_USER.abilities, addUser: true },
};

export function listItem(overrides: Partial<UserListItem> & { id: string; fullName: string }): UserListItem {
  const [firstName = '', lastName = ''] = overrides.fullName.split(' ');
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    employeeCode: `E${overrides.id.slice(0, 3)}`,
    designation: { id: ids.developer, name: 'Developer' },
    department: { id: ids.engineering, name: 'Engineering' },
    reportingManager: { id: ids.ada, fullName: 'Ada Lovelace' },
    avatarUrl: null,
    isActive: true,
    teamCount: 0,
    abilities: { edit: true, delete: true, activate: false, deactivate: true, viewTasks: true },
    ...overrides,
  };
}

export function listResponse(
  items: UserListItem[],
  extra: Partial<Omit<UserListResponse, 'items'>> = {},
): UserListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    filters: {
      designations: [{ id: ids.developer, name: 'Developer' }],
      departments: [{ id: ids.engineering, name: 'Engineering' }],
    },
    ...extra,
  };
}

export function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...listItem({ id: ids.grace, fullName: 'Grace Hopper' }),
    email: 'grace@example.com',
    employeeCode: 'EMP7',
    countryIso: 'IN',
    countryCode: '+91',
    phoneNumber: '9876543210',
    gender: 'Female',
    maritalStatus: 'Married',
    role: { id: ids.employeeRole, name: 'Employee', systemKey: null },
    permissions: ['CreateTask'],
    grantedPermissions: ['CreateTask'],
    projects: [{ id: 1, guid: '99999999-9999-4999-8999-999999999991', name: 'Apollo', description: '' }],
    holidayLocation: null,
    ...overrides,
  };
}

export function formOptions(overrides: Partial<UserFormOptions> = {}): UserFormOptions {
  return {
    departments: [{ id: ids.engineering, name: 'Engineering' }],
    designations: [{ id: ids.developer, name: 'Developer' }],
    roles: [{ id: ids.employeeRole, name: 'Employee', systemKey: null }],
    managers: [
      { id: ids.ada, fullName: 'Ada Lovelace', email: 'ada@example.com' },
      { id: ids.alan, fullName: 'Alan Turing', email: 'alan@example.com' },
    ],
    projects: [],
    permissions: {
      Users: ['AddUser', 'EditUser'],
      Tasks: ['CreateTask', 'EditTask'],
      Projects: [],
      Holidays: [],
      Attendance: [],
      HR: [],
    },
    canChooseHolidayLocation: false,
    ...overrides,
  };
}

/** Ada ─┬─ Grace ─── Linus ─── Barbara
 *       └─ Alan */
export const SUBTREE: SubtreeNode[] = [
  { id: ids.ada, fullName: 'Ada Lovelace', designation: 'CTO', managerId: null, level: 0 },
  { id: ids.alan, fullName: 'Alan Turing', designation: 'Architect', managerId: ids.ada, level: 1 },
  { id: ids.grace, fullName: 'Grace Hopper', designation: 'Lead', managerId: ids.ada, level: 1 },
  { id: ids.linus, fullName: 'Linus Torvalds', designation: 'Developer', managerId: ids.grace, level: 2 },
  { id: ids.barbara, fullName: 'Barbara Liskov', designation: 'Developer', managerId: ids.linus, level: 3 },
];
