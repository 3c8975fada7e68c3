import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { objectHistory } from '../events/event-history.service.ts';
import { findPeopleNames } from '../users/users.queries.ts';
import { visibleLetterRequest } from './letters.service.ts';

/** A letter request's own changes, newest first: for its requester and the issuers (404 otherwise). */
export async function getLetterRequestHistory(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await visibleLetterRequest(ctx, actor, id);
  return objectHistory(ctx.db, { kind: 'letter_request', id }, query, { namesOf: findPeopleNames });
}
