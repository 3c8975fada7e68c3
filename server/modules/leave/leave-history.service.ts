import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { objectHistory } from '../events/event-history.service.ts';
import { findPeopleNames } from '../users/users.queries.ts';
import { visibleLeave } from './leave.service.ts';

/**
 * A leave's own changes, newest first: for its applicant, those above them and Admins (404
 * otherwise), who read every field of it (dates, type, reason) on the leave itself.
 */
export async function getLeaveHistory(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await visibleLeave(ctx, actor, id);
  return objectHistory(ctx.db, { kind: 'leave', id }, query, { namesOf: findPeopleNames });
}
