/**
 * A person's recent activity on their page (issue 31): what they did, newest first, only about
 * objects the reader may open, each kind as the module owning it decides (its own page's scope):
 * tasks, leave, projects, letter requests and people. Sign-ins are not activity and are left out.
 */
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorHistory } from '../events/event-history.service.ts';
import { leaveSight } from '../leave/leave.queries.ts';
import { letterRequestSight } from '../letters/letters.queries.ts';
import { projectSight } from '../projects/projects.queries.ts';
import { taskSight } from '../tasks/tasks.queries.ts';
import { authorizeOwnTeamMember, findPeopleNames, personSight, scopeOf } from '../users/users.queries.ts';

export async function getPersonActivity(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await authorizeOwnTeamMember(ctx, actor, personId);
  const scope = scopeOf(actor);
  return actorHistory(ctx.db, personId, query, {
    namesOf: findPeopleNames,
    sights: [
      taskSight(scope),
      leaveSight(actor),
      projectSight(scope),
      letterRequestSight(actor),
      personSight(actor),
    ],
    hiddenAreas: ['auth'],
  });
}
