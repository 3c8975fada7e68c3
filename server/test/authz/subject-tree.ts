/**
 * A person placed in the middle of a reporting hierarchy, and someone of every relationship to
 * them that the authorization rules name (CONVENTIONS.md rule 5), for the authorization matrix:
 *
 *   parent ── skipManager ── manager ── self ── report ── skipReport
 *          │                         └─ peer
 *          ├─ otherProject   (a member of another project only)
 *          ├─ unrelated      (on no project)
 *          └─ hr             (unrelated, holding the HR group: letters, appraisals, tax documents)
 *
 * The Admin and the Super admin are the organisation's own (the Super admin heads the tree, so it
 * is above everyone). Everyone from skipManager down to skipReport, and the peer, is on the
 * subject's project. Every employee here holds the Users, Tasks and Projects permissions, so that
 * what the matrix sees is the hierarchy and the projects deciding, not a missing permission.
 */
import { PERMISSION_GROUPS, type Permission } from '../../../shared/permissions.ts';
import type { Db } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema.ts';
import { createUser } from '../fixtures.ts';
import type { Org } from '../org-fixture.ts';

export const RELATIONSHIPS = [
  'self',
  'manager',
  'skipManager',
  'report',
  'skipReport',
  'peer',
  'otherProject',
  'unrelated',
  'hr',
  'admin',
  'superAdmin',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export interface Person {
  id: string;
  email: string;
}

export interface SubjectTree {
  /** Tells this tree's people and objects from another tree's: `s1`. */
  tag: string;
  /** Names the subject in failures: `Paul (s1)`. */
  label: string;
  people: Record<Relationship, Person>;
  project: { id: number; guid: string };
  otherProject: { id: number; guid: string };
}

const SCOPED: Permission[] = [
  ...PERMISSION_GROUPS.Users,
  ...PERMISSION_GROUPS.Tasks,
  ...PERMISSION_GROUPS.Projects,
];

/** The subject and its relations, under `parentId` (someone below the Super admin, or the Super admin). */
export async function createSubjectTree(
  db: Db,
  org: Org,
  tag: string,
  parentId: string,
): Promise<SubjectTree> {
  const mk = (name: string, managerId: string, permissions: Permission[] = SCOPED) =>
    createUser(db, {
      firstName: name,
      lastName: tag,
      email: `authz.${tag}.${name}@example.com`.toLowerCase(),
      role: 'Employee',
      managerId,
      permissions,
    });
  const skipManager = await mk('Gwen', parentId);
  const manager = await mk('Mark', skipManager.id);
  const self = await mk('Paul', manager.id);
  const peer = await mk('Pia', manager.id);
  const report = await mk('Rosa', self.id);
  const skipReport = await mk('Sid', report.id);
  const otherProject = await mk('Owen', parentId);
  const unrelated = await mk('Ursula', parentId);
  const hr = await mk('Hana', parentId, [...SCOPED, ...PERMISSION_GROUPS.HR]);
  const [project, other] = await db
    .insert(projects)
    .values([
      { name: `Matrix ${tag}`, description: 'The subject’s project' },
      { name: `Elsewhere ${tag}`, description: 'Another project' },
    ])
    .returning();
  await db.insert(projectMembers).values([
    ...[skipManager, manager, self, peer, report, skipReport].map((p) => ({
      projectId: project!.id,
      userId: p.id,
    })),
    { projectId: other!.id, userId: otherProject.id },
  ]);
  return {
    tag,
    label: `${self.firstName} (${tag})`,
    people: {
      self,
      manager,
      skipManager,
      report,
      skipReport,
      peer,
      otherProject,
      unrelated,
      hr,
      admin: org.admin,
      superAdmin: org.superAdmin,
    },
    project: { id: project!.id, guid: project!.guid },
    otherProject: { id: other!.id, guid: other!.guid },
  };
}
