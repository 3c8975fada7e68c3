import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { objectHistory } from '../events/event-history.service.ts';
import { findPeopleNames } from '../users/users.queries.ts';
import { loadVisibleTask } from './tasks.service.ts';

/** A task's own changes, newest first: for whoever may open the task (404 otherwise). */
export async function getTaskHistory(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await loadVisibleTask(ctx, actor, id);
  // Every field of a task's events is on the task page for its readers; the description is
  // recorded as changed without its text already.
  return objectHistory(ctx.db, { kind: 'task', id }, query, { namesOf: findPeopleNames });
}
