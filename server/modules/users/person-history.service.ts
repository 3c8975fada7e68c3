import { isAdmin } from '../../../shared/rules/roles.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { objectHistory } from '../events/event-history.service.ts';
import { loadPersonInScope } from './people.service.ts';
import { findPeopleNames } from './users.queries.ts';

/**
 * A person's own changes, newest first, for whoever may open their profile (404 otherwise). The
 * profile shows its readers every field these events change (personal fields are recorded as
 * changed without values); sign-ins and password events are the person's own and the Admins'
 * (who read them in the audit log too), not their managers'.
 */
export async function getPersonHistory(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await loadPersonInScope(ctx, actor, id);
  const ownOrAdmin = actor.id === id || isAdmin(actor);
  return objectHistory(ctx.db, { kind: 'person', id }, query, {
    namesOf: findPeopleNames,
    hiddenAreas: ownOrAdmin ? [] : ['auth'],
  });
}
