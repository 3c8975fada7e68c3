import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { objectHistory } from '../events/event-history.service.ts';
import { findPeopleNames } from '../users/users.queries.ts';
import { loadVisibleProject } from './projects.service.ts';

/**
 * A project's own changes, newest first: for whoever sees the project (404 otherwise). Its
 * description and picture are recorded as changed without values already.
 */
export async function getProjectHistory(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await loadVisibleProject(ctx, actor, { id });
  return objectHistory(ctx.db, { kind: 'project', id }, query, { namesOf: findPeopleNames });
}
