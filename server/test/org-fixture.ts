import { eq } from 'drizzle-orm';
import type { Permission } from '../../shared/permissions.ts';
import type { Db } from '../db/client.ts';
import { departments, designations, projectMembers, projects } from '../db/schema.ts';
import { createUser, ensureRole } from './fixtures.ts';

/**
 * A small organisation for policy tests:
 *
 *   superAdmin ── manager ── lead ── employee
 *              │          └─ lead2
 *              └─ peer ── peerReport
 *   admin (no manager)
 */
export async function createOrg(db: Db) {
  const mk = (
    name: string,
    role: 'superAdmin' | 'admin' | 'Employee',
    managerId: string | null,
    permissions: Permission[] = [],
  ) =>
    createUser(db, {
      firstName: name,
      lastName: 'Test',
      email: `${name.toLowerCase()}@example.com`,
      role,
      managerId,
      permissions,
    });
  const superAdmin = await mk('Sam', 'superAdmin', null);
  const admin = await mk('Ada', 'admin', null);
  const manager = await mk('Mona', 'Employee', superAdmin.id, ['AddUser', 'EditUser', 'CreateTask']);
  const lead = await mk('Leo', 'Employee', manager.id);
  const lead2 = await mk('Lena', 'Employee', manager.id);
  const employee = await mk('Eve', 'Employee', lead.id);
  const peer = await mk('Pete', 'Employee', superAdmin.id, ['AddUser', 'EditUser', 'DeleteUser']);
  const peerReport = await mk('Quinn', 'Employee', peer.id);
  const [department] = await db.insert(departments).values({ name: 'Engineering' }).returning();
  const [designation] = await db.insert(designations).values({ name: 'Engineer' }).returning();
  const employeeRole = await ensureRole(db, 'Employee');
  const adminRole = await ensureRole(db, 'Admin', 'admin');
  const superAdminRole = await ensureRole(db, 'Super admin', 'superAdmin');
  const [project] = await db.insert(projects).values({ name: 'Apollo', description: 'Moon' }).returning();
  const [otherProject] = await db
    .insert(projects)
    .values({ name: 'Zephyr', description: 'Wind' })
    .returning();
  await db.insert(projectMembers).values([
    { projectId: project!.id, userId: manager.id },
    { projectId: project!.id, userId: lead.id },
    { projectId: otherProject!.id, userId: peer.id },
  ]);
  return {
    superAdmin,
    admin,
    manager,
    lead,
    lead2,
    employee,
    peer,
    peerReport,
    employeeRole,
    adminRole,
    superAdminRole,
    department: department!,
    designation: designation!,
    project: project!,
    otherProject: otherProject!,
  };
}

export type Org = Awaited<ReturnType<typeof createOrg>>;

export async function departmentIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db.select().from(departments).where(eq(departments.name, name));
  return row!.id;
}

/** A complete, valid add-user form for someone reporting to Mona. */
export function validCreate(org: Org, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Nina',
    lastName: 'New',
    email: 'nina.new@example.com',
    countryIso: 'IN',
    countryCode: '+91',
    phoneNumber: '9876543210',
    gender: 'Female',
    maritalStatus: 'Married',
    employeeCode: 'EMP900',
    departmentId: org.department.id,
    designationId: org.designation.id,
    reportingManagerId: org.manager.id,
    roleId: org.employeeRole.id,
    projectIds: [org.project.id],
    permissions: ['CreateTask'],
    ...overrides,
  };
}

/** A complete, valid edit form for Eve. */
export function validUpdate(org: Org, overrides: Record<string, unknown> = {}) {
  const {
    email: _email,
    employeeCode: _code,
    ...rest
  } = validCreate(org, {
    firstName: 'Eve',
    lastName: 'Test',
    reportingManagerId: org.lead.id,
  });
  return { ...rest, ...overrides };
}
