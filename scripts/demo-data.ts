/**
 * The demo organisation seeded on first start (DEMO=0 skips it), and the first administrator of a
 * real install (ADMIN_EMAIL). Writes the tables directly: this runs before the app serves anyone.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, DEMO_PASSWORD, type LanguageCode } from '../shared/constants.ts';
import { PERMISSION_GROUPS, type Permission } from '../shared/permissions.ts';
import { todayIn } from '../shared/rules/dates.ts';
import { repeatRule } from '../shared/rules/task-repeat-rule.ts';
import type { TaskStatus } from '../shared/rules/tasks.ts';
import type { Db, Tx } from '../server/db/client.ts';
import {
  departments,
  designations,
  orgSettings,
  projectMembers,
  projects,
  roles,
  taskAttachments,
  taskMentions,
  taskTimeline,
  tasks,
  userPermissions,
  users,
} from '../server/db/schema.ts';
import { escapeHtml } from '../server/lib/html.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import type { FileStorage } from '../server/lib/storage.ts';
import { prepareAttachments, storeAttachments } from '../server/modules/tasks/task-attachments.service.ts';
import { createDefaultAllocation } from '../server/modules/leave/leave-ledger.repository.ts';
import { insertTaskSeries } from '../server/modules/tasks/task-series.repository.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoAttendance } from './demo-attendance.ts';
import { seedDemoLetters } from './demo-letters.ts';
import { seedDemoAppraisals } from './demo-appraisals.ts';
import { seedDemoTaxProofs } from './demo-tax-proofs.ts';
import { seedDemoTaxDeclarations } from './demo-tax-declarations.ts';
import { seedDemoLeave } from './demo-leave.ts';

/** Instances that start together on one PostgreSQL wait on this instead of seeding twice. */
const SEED_LOCK_KEY = 72_041_338;

export interface DemoAccount {
  email: string;
  name: string;
  role: string;
  designation: string;
  manager: string | null;
}

const TASK_ALL: Permission[] = [...PERMISSION_GROUPS.Tasks];
const PROJECT_ALL: Permission[] = [...PERMISSION_GROUPS.Projects];
const MANAGER_PERMISSIONS: Permission[] = ['AddUser', 'EditUser', ...TASK_ALL, ...PROJECT_ALL];
const LEAD_PERMISSIONS: Permission[] = [...TASK_ALL, 'AddProjectUser'];
const EMPLOYEE_PERMISSIONS: Permission[] = ['CreateTask', 'EditTask'];

interface DemoPerson {
  key: string;
  first: string;
  last: string;
  code: string;
  role: 'superAdmin' | 'admin' | 'Manager' | 'Employee';
  department: string;
  designation: string;
  manager: string | null;
  gender: 'Male' | 'Female';
  married: boolean;
  permissions: Permission[];
  /** The language chosen in the app (their mails' and, on a new browser, the interface's); none: English. */
  language?: LanguageCode;
}

// A tree four levels deep: Aarav → Priya → Ananya → Neha.
const PEOPLE: DemoPerson[] = [
  {
    key: 'admin',
    first: 'Aarav',
    last: 'Mehta',
    code: 'EMP001',
    role: 'superAdmin',
    department: 'Management',
    designation: 'Chief Executive Officer',
    manager: null,
    gender: 'Male',
    married: true,
    permissions: [],
  },
  {
    key: 'priya.sharma',
    first: 'Priya',
    last: 'Sharma',
    code: 'EMP002',
    role: 'Manager',
    department: 'Engineering',
    designation: 'Engineering Manager',
    manager: 'admin',
    gender: 'Female',
    married: true,
    permissions: MANAGER_PERMISSIONS,
  },
  {
    key: 'rahul.verma',
    first: 'Rahul',
    last: 'Verma',
    code: 'EMP003',
    role: 'Manager',
    department: 'Sales',
    designation: 'Sales Manager',
    manager: 'admin',
    gender: 'Male',
    married: true,
    permissions: MANAGER_PERMISSIONS,
  },
  {
    key: 'meera.pillai',
    first: 'Meera',
    last: 'Pillai',
    code: 'EMP004',
    role: 'admin',
    department: 'Human Resources',
    designation: 'HR Manager',
    manager: null,
    gender: 'Female',
    married: false,
    permissions: [],
  },
  {
    key: 'ananya.iyer',
    first: 'Ananya',
    last: 'Iyer',
    code: 'EMP005',
    role: 'Employee',
    department: 'Engineering',
    designation: 'Team Lead',
    manager: 'priya.sharma',
    gender: 'Female',
    married: false,
    permissions: LEAD_PERMISSIONS,
  },
  {
    key: 'vikram.singh',
    first: 'Vikram',
    last: 'Singh',
    code: 'EMP006',
    role: 'Employee',
    department: 'Engineering',
    designation: 'Team Lead',
    manager: 'priya.sharma',
    gender: 'Male',
    married: true,
    permissions: LEAD_PERMISSIONS,
  },
  {
    key: 'neha.gupta',
    first: 'Neha',
    last: 'Gupta',
    code: 'EMP007',
    role: 'Employee',
    department: 'Engineering',
    designation: 'Software Engineer',
    manager: 'ananya.iyer',
    gender: 'Female',
    married: false,
    permissions: EMPLOYEE_PERMISSIONS,
  },
  {
    key: 'arjun.nair',
    first: 'Arjun',
    last: 'Nair',
    code: 'EMP008',
    role: 'Employee',
    department: 'Engineering',
    designation: 'Software Engineer',
    manager: 'ananya.iyer',
    gender: 'Male',
    married: false,
    permissions: EMPLOYEE_PERMISSIONS,
  },
  {
    key: 'kavya.reddy',
    first: 'Kavya',
    last: 'Reddy',
    code: 'EMP009',
    role: 'Employee',
    department: 'Engineering',
    designation: 'QA Engineer',
    manager: 'vikram.singh',
    gender: 'Female',
    married: true,
    permissions: EMPLOYEE_PERMISSIONS,
  },
  {
    key: 'rohan.das',
    first: 'Rohan',
    last: 'Das',
    code: 'EMP010',
    role: 'Employee',
    department: 'Engineering',
    designation: 'Software Engineer',
    manager: 'vikram.singh',
    gender: 'Male',
    married: false,
    permissions: EMPLOYEE_PERMISSIONS,
    // One person who chose French: their mails are in French, and so is the app where they sign in.
    language: 'fr',
  },
  {
    key: 'sneha.kapoor',
    first: 'Sneha',
    last: 'Kapoor',
    code: 'EMP011',
    role: 'Employee',
    department: 'Sales',
    designation: 'Sales Executive',
    manager: 'rahul.verma',
    gender: 'Female',
    married: false,
    permissions: EMPLOYEE_PERMISSIONS,
  },
  {
    key: 'aditya.joshi',
    first: 'Aditya',
    last: 'Joshi',
    code: 'EMP012',
    role: 'Employee',
    department: 'Sales',
    designation: 'Sales Executive',
    manager: 'rahul.verma',
    gender: 'Male',
    married: true,
    permissions: EMPLOYEE_PERMISSIONS,
  },
  {
    key: 'karan.malhotra',
    first: 'Karan',
    last: 'Malhotra',
    code: 'EMP013',
    role: 'Employee',
    department: 'Finance',
    designation: 'Accountant',
    manager: 'meera.pillai',
    gender: 'Male',
    married: true,
    permissions: EMPLOYEE_PERMISSIONS,
  },
];

const PROJECTS = [
  {
    name: 'Orgdesk Mobile App',
    description: 'The mobile companion app: attendance with photo and location, tasks on the go.',
    members: ['priya.sharma', 'ananya.iyer', 'neha.gupta', 'arjun.nair'],
    creator: 'priya.sharma',
  },
  {
    name: 'Website Redesign',
    description: 'A new public website with the refreshed brand.',
    members: ['vikram.singh', 'kavya.reddy', 'rohan.das', 'neha.gupta'],
    creator: 'priya.sharma',
  },
  {
    name: 'Q4 Sales Campaign',
    description: 'Regional campaign for the last quarter, with weekly targets.',
    members: ['rahul.verma', 'sneha.kapoor', 'aditya.joshi'],
    creator: 'rahul.verma',
  },
  // Every person belongs to a project: Edit user requires one (spec 001 §5), so a demo person
  // without any could not be saved as they are.
  {
    name: 'HR and Payroll',
    description: 'Monthly payroll, statutory filings and the leave policy.',
    members: ['karan.malhotra'],
    creator: 'meera.pillai',
  },
];

interface DemoTask {
  project: number;
  name: string;
  to: string | null;
  by: string;
  /** Days from today: negative is overdue unless done. */
  due: number;
  /** Every status has a task, so that the board shows cards in each column. */
  status: TaskStatus;
  /** A Timeline comment by the assignee (every Completed task has one). */
  comment?: string;
  /** A picture attached to the assignee's comment, drawn with this caption. */
  picture?: { fileName: string; caption: string; colour: string };
  /** A comment by the assigner that mentions someone of the project: their Mentioned me tab. */
  mention?: { who: string; text: string };
  deleted?: boolean;
  /** History for the Timeline card: an earlier name and assignee (changed in one edit), a delete undone. */
  renamedFrom?: string;
  reassignedFrom?: string;
  restored?: boolean;
  /** It repeats every week on its due day (issue 31): the first task of its series. */
  repeats?: boolean;
}

const TASKS: DemoTask[] = [
  {
    project: 0,
    name: 'Camera capture for attendance',
    to: 'neha.gupta',
    by: 'ananya.iyer',
    due: 5,
    status: 'In-progress',
    mention: {
      who: 'arjun.nair',
      text: 'The Android permission prompt needs a second look. Could you check it,',
    },
  },
  {
    project: 0,
    name: 'Offline task sync',
    to: 'arjun.nair',
    by: 'ananya.iyer',
    due: 12,
    status: 'Active',
    renamedFrom: 'Offline sync',
    reassignedFrom: 'neha.gupta',
  },
  {
    project: 0,
    name: 'Push notification settings',
    to: 'neha.gupta',
    by: 'priya.sharma',
    due: 20,
    status: 'New',
    restored: true,
  },
  {
    project: 0,
    name: 'Fix login crash on Android',
    to: 'arjun.nair',
    by: 'ananya.iyer',
    due: -3,
    status: 'New',
  },
  {
    project: 0,
    name: 'App store screenshots',
    to: 'ananya.iyer',
    by: 'priya.sharma',
    due: -10,
    status: 'Completed',
    comment: 'Uploaded all five screenshots for both stores.',
    picture: { fileName: 'store-listing.png', caption: 'Orgdesk: your team, every day', colour: '#228be6' },
  },
  { project: 0, name: 'Location permission copy', to: null, by: 'priya.sharma', due: 7, status: 'New' },
  {
    project: 1,
    name: 'Homepage hero section',
    to: 'rohan.das',
    by: 'vikram.singh',
    due: 2,
    status: 'In-progress',
  },
  {
    project: 1,
    name: 'Accessibility audit',
    to: 'kavya.reddy',
    by: 'vikram.singh',
    due: -1,
    status: 'Active',
  },
  {
    project: 1,
    name: 'Contact form validation',
    to: 'kavya.reddy',
    by: 'vikram.singh',
    due: 9,
    status: 'New',
  },
  {
    project: 1,
    name: 'Blog migration',
    to: 'rohan.das',
    by: 'priya.sharma',
    due: -5,
    status: 'Completed',
    comment: 'All 120 posts moved; redirects are in place.',
  },
  { project: 1, name: 'Cookie banner', to: 'neha.gupta', by: 'vikram.singh', due: 30, status: 'New' },
  {
    project: 2,
    name: 'Prepare regional target sheet',
    to: 'sneha.kapoor',
    by: 'rahul.verma',
    due: 4,
    status: 'Active',
  },
  {
    project: 2,
    name: 'Client follow-up calls',
    to: 'aditya.joshi',
    by: 'rahul.verma',
    due: -2,
    status: 'In-progress',
  },
  { project: 2, name: 'Campaign budget review', to: 'rahul.verma', by: 'admin', due: 14, status: 'New' },
  {
    project: 2,
    name: 'Lead list cleanup',
    to: 'aditya.joshi',
    by: 'rahul.verma',
    due: -7,
    status: 'Completed',
    comment: 'Removed 340 duplicates.',
  },
  {
    project: 2,
    name: 'Old brochure reprint',
    to: 'sneha.kapoor',
    by: 'rahul.verma',
    due: 3,
    status: 'New',
    deleted: true,
  },
  {
    project: 3,
    name: 'Monthly payroll run',
    to: 'karan.malhotra',
    by: 'meera.pillai',
    due: 3,
    status: 'In-progress',
  },
  {
    project: 3,
    name: 'Leave policy review',
    to: 'meera.pillai',
    by: 'meera.pillai',
    due: 15,
    status: 'New',
  },
  {
    project: 1,
    name: 'Landing page analytics',
    to: 'rohan.das',
    by: 'priya.sharma',
    due: -12,
    status: 'Closed',
    comment: 'Tracking checked on every page; nothing left to do.',
  },
  { project: 0, name: 'Tablet layout', to: 'neha.gupta', by: 'ananya.iyer', due: 25, status: 'In-active' },
  {
    project: 1,
    name: 'Weekly status report',
    to: 'vikram.singh',
    by: 'priya.sharma',
    due: 3,
    status: 'New',
    repeats: true,
  },
];

const emailOf = (key: string) => `${key}@example.com`;

export type FirstRunResult =
  | { kind: 'demo'; accounts: DemoAccount[] }
  | { kind: 'admin'; email: string }
  | { kind: 'none' }
  | { kind: 'existing'; demo: boolean };

/**
 * Runs once per database: seeds the demo organisation, or creates the first Super admin of a real
 * install. Returns what it did; 'existing' when the organisation was already set up.
 */
export async function setUpOnFirstRun(
  db: Db,
  options: { demo: boolean; adminEmail: string | undefined; scryptLog2N: number },
  /** Where the demo's comment files go; without it the demo has no attachments. */
  storage?: FileStorage,
): Promise<FirstRunResult> {
  const passwordHash = options.demo ? await hashPassword(DEMO_PASSWORD, options.scryptLog2N) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ demo: orgSettings.demo }).from(orgSettings);
    if (existing) return { kind: 'existing', demo: existing.demo } as const;
    const roleIds = await seedRoles(tx);
    if (options.demo && passwordHash) {
      await tx
        .insert(orgSettings)
        .values({ id: 1, name: 'Acme Corporation (demo)', timeZone: DEFAULT_TIME_ZONE, demo: true });
      return { kind: 'demo', accounts: await seedDemo(tx, roleIds, passwordHash, storage) } as const;
    }
    await tx
      .insert(orgSettings)
      .values({ id: 1, name: 'My organisation', timeZone: DEFAULT_TIME_ZONE, demo: false });
    if (!options.adminEmail) return { kind: 'none' } as const;
    const email = options.adminEmail.trim().toLowerCase();
    await tx.insert(users).values({
      email,
      firstName: 'Super',
      lastName: 'Admin',
      employeeCode: 'ADMIN',
      roleId: roleIds.superAdmin,
    });
    return { kind: 'admin', email } as const;
  });
}

async function seedRoles(tx: Tx): Promise<Record<DemoPerson['role'], string>> {
  const rows = await tx
    .insert(roles)
    .values([
      { name: 'Super admin', systemKey: 'superAdmin' },
      { name: 'Admin', systemKey: 'admin' },
      { name: 'Manager' },
      { name: 'Employee' },
    ])
    .returning({ id: roles.id, name: roles.name, systemKey: roles.systemKey });
  const byName = (name: string) => rows.find((r) => r.name === name)!.id;
  return {
    superAdmin: byName('Super admin'),
    admin: byName('Admin'),
    Manager: byName('Manager'),
    Employee: byName('Employee'),
  };
}

async function seedDemo(
  tx: Tx,
  roleIds: Record<DemoPerson['role'], string>,
  passwordHash: string,
  storage: FileStorage | undefined,
): Promise<DemoAccount[]> {
  const departmentIds = await insertNamed(tx, departments, unique(PEOPLE.map((p) => p.department)));
  const designationIds = await insertNamed(tx, designations, unique(PEOPLE.map((p) => p.designation)));
  const now = new Date();
  const ids = new Map<string, string>();
  // Managers first: PEOPLE lists everyone after their manager.
  for (const [index, p] of PEOPLE.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        email: emailOf(p.key),
        passwordHash,
        firstName: p.first,
        lastName: p.last,
        countryIso: 'IN',
        countryCode: '+91',
        phoneNumber: `98${p.code.replace(/\D/g, '').padStart(8, '0')}`,
        gender: p.gender,
        maritalStatus: p.married ? 'Married' : 'Unmarried',
        employeeCode: p.code,
        departmentId: departmentIds.get(p.department)!,
        designationId: designationIds.get(p.designation)!,
        roleId: roleIds[p.role],
        reportingManagerId: p.manager ? ids.get(p.manager)! : null,
        language: p.language ?? null,
        emailConfirmedAt: now,
        passwordChangedAt: now,
        // The account's day is the joining day letters print: the founder about eight years ago,
        // the newest hire about a year and a half ago.
        createdAt: new Date(now.getTime() - (3000 - index * 200) * 86_400_000),
      })
      .returning({ id: users.id });
    ids.set(p.key, row!.id);
    await createDefaultAllocation(tx, {
      userId: row!.id,
      gender: p.gender,
      maritalStatus: p.married ? 'Married' : 'Unmarried',
    });
    if (p.permissions.length > 0) {
      await tx
        .insert(userPermissions)
        .values(p.permissions.map((permission) => ({ userId: row!.id, permission })));
    }
  }
  const projectIds: number[] = [];
  for (const project of PROJECTS) {
    const [row] = await tx
      .insert(projects)
      .values({
        name: project.name,
        description: project.description,
        createdById: ids.get(project.creator)!,
      })
      .returning({ id: projects.id });
    projectIds.push(row!.id);
    const members = membersWithManagers(project.members, project.creator);
    await tx
      .insert(projectMembers)
      .values(members.map((key) => ({ projectId: row!.id, userId: ids.get(key)! })));
  }
  await seedTasks(tx, ids, projectIds, storage);
  await seedDemoLeave(tx, ids, now);
  if (storage) await seedDemoAttendance(tx, ids, storage, now);
  if (storage) await seedDemoLetters(tx, ids, storage, now);
  await seedDemoAppraisals(tx, ids, now);
  if (storage) await seedDemoTaxProofs(tx, ids, storage, now);
  await seedDemoTaxDeclarations(tx, ids, now);
  await seedDemoActivity(tx);
  const roleLabel = { superAdmin: 'Super admin', admin: 'Admin', Manager: 'Manager', Employee: 'Employee' };
  return PEOPLE.map((p) => ({
    email: emailOf(p.key),
    name: `${p.first} ${p.last}`,
    role: roleLabel[p.role],
    designation: p.designation,
    manager: p.manager ? emailOf(p.manager) : null,
  }));
}

/** Tasks in every state, with due dates around today so that some are overdue whenever it runs. */
async function seedTasks(
  tx: Tx,
  ids: Map<string, string>,
  projectIds: number[],
  storage: FileStorage | undefined,
): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const day = (offset: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  // Each task's history is spread over the past days, so the Timeline shows "yesterday", dates
  // and hours as well as "minutes ago".
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  for (const [index, task] of TASKS.entries()) {
    const by = ids.get(task.by)!;
    const createdHoursAgo = 24 * (3 + (index % 9)) + 5;
    const values = {
      name: task.name,
      projectId: projectIds[task.project]!,
      assignedToId: task.to ? ids.get(task.to)! : null,
      assignedById: by,
      createdById: by,
      dueDate: day(task.due),
      description: `${task.name}. Notes and links: https://example.com/orgdesk/${task.project + 1}`,
    };
    const series = task.repeats
      ? await insertTaskSeries(tx, {
          ...values,
          rule: repeatRule(
            { frequency: 'weekly', interval: 1, weekdays: [], monthlyBy: 'day', end: { kind: 'never' } },
            values.dueDate,
          ),
          startDate: values.dueDate,
          createdAt: hoursAgo(createdHoursAgo),
        })
      : null;
    const [row] = await tx
      .insert(tasks)
      .values({
        ...values,
        status: task.status,
        isDeleted: task.deleted ?? false,
        seriesId: series,
        occurrenceDate: series === null ? null : values.dueDate,
        createdAt: hoursAgo(createdHoursAgo),
      })
      .returning({ id: tasks.id });
    const taskId = row!.id;
    const assignee = task.to ? ids.get(task.to)! : null;
    const firstName = task.renamedFrom ?? task.name;
    const entries: Array<typeof taskTimeline.$inferInsert> = [
      {
        taskId,
        type: 'TaskCreated',
        authorId: by,
        current: { name: firstName, status: 'New', dueDate: day(task.due - 7) },
        createdAt: hoursAgo(createdHoursAgo),
      },
    ];
    if (task.comment)
      entries.push({
        taskId,
        type: 'Timeline',
        authorId: assignee!,
        body: `<p>${escapeHtml(task.comment)}</p>`,
        createdAt: hoursAgo(createdHoursAgo - 10),
      });
    if (task.mention) {
      const person = PEOPLE.find((p) => p.key === task.mention!.who)!;
      const name = escapeHtml(`${person.first} ${person.last}`);
      const mentionedId = ids.get(person.key)!;
      entries.push({
        taskId,
        type: 'Timeline',
        authorId: by,
        // As the editor writes it and the server keeps it (server/lib/rich-text.ts).
        body: `<p>${escapeHtml(task.mention.text)} <span data-type="mention" data-id="${mentionedId}" data-label="${name}">@${name}</span>? <strong>Before Friday</strong>, please.</p>`,
        createdAt: hoursAgo(createdHoursAgo - 12),
      });
      await tx.insert(taskMentions).values({ taskId, userId: mentionedId });
    }
    if (task.status !== 'New' || task.renamedFrom || task.reassignedFrom) {
      // One edit of several fields, as updateTask records it.
      const previous: Record<string, unknown> = { dueDate: day(task.due - 7) };
      const current: Record<string, unknown> = { dueDate: day(task.due) };
      if (task.renamedFrom) {
        previous.name = task.renamedFrom;
        current.name = task.name;
      }
      if (task.reassignedFrom) {
        previous.assignedToId = ids.get(task.reassignedFrom)!;
        current.assignedToId = assignee;
      }
      if (task.status !== 'New') {
        previous.status = 'New';
        current.status = task.status;
      }
      entries.push({
        taskId,
        type: 'TaskEdited',
        authorId: by,
        previous,
        current,
        createdAt: hoursAgo(createdHoursAgo - 20),
      });
    }
    if (task.restored)
      entries.push(
        { taskId, type: 'TaskDeleted', authorId: by, createdAt: hoursAgo(30) },
        {
          taskId,
          type: 'TaskRestored',
          authorId: by,
          previous: { status: task.status },
          current: { status: 'New' },
          createdAt: hoursAgo(3),
        },
      );
    if (task.deleted) entries.push({ taskId, type: 'TaskDeleted', authorId: by, createdAt: hoursAgo(0.5) });
    const inserted = await tx
      .insert(taskTimeline)
      .values(entries)
      .returning({ id: taskTimeline.id, type: taskTimeline.type, authorId: taskTimeline.authorId });
    const comment = inserted.find((entry) => entry.type === 'Timeline' && entry.authorId === assignee);
    if (task.picture && comment && storage)
      await attachPicture(tx, storage, taskId, comment.id, task.picture);
  }
}

/** A project's members are the chosen people, their reporting managers, and the creator (spec 001 §4). */
function membersWithManagers(chosen: string[], creator: string): string[] {
  const result = new Set<string>([creator]);
  for (const key of chosen) {
    result.add(key);
    const manager = PEOPLE.find((p) => p.key === key)?.manager;
    if (manager) result.add(manager);
  }
  return [...result];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

async function insertNamed(
  tx: Tx,
  table: typeof departments | typeof designations,
  names: string[],
): Promise<Map<string, string>> {
  const rows = await tx
    .insert(table)
    .values(names.map((name) => ({ name })))
    .returning({ id: table.id, name: table.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * A picture on a demo comment, drawn here (an SVG made into a PNG), stored and thumbnailed the way
 * an upload is (server/modules/tasks/task-attachments.service.ts).
 */
async function attachPicture(
  tx: Tx,
  storage: FileStorage,
  taskId: number,
  commentId: number,
  picture: NonNullable<DemoTask['picture']>,
): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <rect width="960" height="540" fill="${picture.colour}"/>
    <rect x="330" y="70" width="300" height="400" rx="36" fill="#fff" opacity="0.95"/>
    <text x="480" y="500" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeHtml(picture.caption)}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const [prepared] = await prepareAttachments([{ fileName: picture.fileName, data: png }]);
  const stored = await storeAttachments(storage, [prepared!], { taskId });
  await tx.insert(taskAttachments).values(stored.rows.map((row) => ({ ...row, commentId })));
}
