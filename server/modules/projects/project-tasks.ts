import type { ProjectTaskCounts } from '../../../shared/schemas/projects.schema.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Scope } from '../users/users.queries.ts';

/**
 * What the projects module needs of a project's tasks, owned by the tasks module (which reads
 * projects' memberships): the app wires it (server/app.ts), so that projects does not depend on
 * tasks.
 */
export interface ProjectTasks {
  /** The project's tasks the scope may see, by status, and the overdue ones as of `today`. */
  counts(db: DbOrTx, scope: Scope, projectId: number, today: string): Promise<ProjectTaskCounts>;
  /** Whether the project still has open work. */
  hasOpen(db: DbOrTx, projectId: number): Promise<boolean>;
  /** Moves a leaving member's open tasks; returns the projects of the moved tasks. */
  handOver(
    tx: Tx,
    handover: {
      from: { id: string; fullName: string };
      to: { id: string; fullName: string };
      projectIds: number[] | null;
      actorId: string;
    },
  ): Promise<number[]>;
}
