import { sql, type SQL, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { isAdmin } from '../../../shared/rules/roles.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { authorize } from '../../lib/authorize.ts';
import { cacheRegion } from '../../lib/read-cache.ts';
import { getCachedSessionUser } from './users.service.ts';
import { isInSubtree, subtreeIdsSql } from './hierarchy.repository.ts';
import { TEAM_POLICY } from './users.policy.ts';

/**
 * Whose people a request may see: a person sees themself and everyone below them; Super admin and
 * Admin see the whole organisation. Lists are filtered in SQL with `scopeSql`.
 */
export interface Scope {
  /** The person the lists are viewed as (the caller, or whom they chose in the hierarchy selector). */
  userId: string;
  all: boolean;
}

export function scopeOf(user: Pick<SessionUser, 'id' | 'role'>): Scope {
  return { userId: user.id, all: isAdmin(user) };
}

/** A scope whose person may be a placeholder of a prepared statement. */
export type ScopeSqlInput = Pick<Scope, 'all'> & { userId: string | Placeholder };

/** A SQL condition: `column` holds the id of someone in scope. */
export function scopeSql(scope: ScopeSqlInput, column: AnyColumn | SQL): SQL {
  return scope.all ? sql`true` : sql`${column} in ${subtreeIdsSql(scope.userId)}`;
}

/** In a transaction that must see the tree as it is now (moves, manager choices). */
export async function isInScope(db: DbOrTx, scope: Scope, userId: string): Promise<boolean> {
  return scope.all || isInSubtree(db, scope.userId, userId);
}

/** Who is below whom, as answered by isInSubtree, kept until the tree or a person changes. */
const SUBTREE_MEMBERSHIP = cacheRegion('subtree-membership', ['user_closure', 'users'], 50_000);

/** isInScope for a request's reads, from the read cache. */
export async function isInScopeCached(ctx: AppContext, scope: Scope, userId: string): Promise<boolean> {
  if (scope.all) return true;
  return ctx.cache.get(SUBTREE_MEMBERSHIP, `${scope.userId}:${userId}`, () =>
    isInSubtree(ctx.db, scope.userId, userId),
  );
}

/**
 * The scope of the person chosen in the hierarchy selector. They must be within the caller's own
 * scope, so choosing never widens what the caller sees; anyone else answers 404.
 */
export async function resolveViewScope(
  ctx: AppContext,
  caller: SessionUser,
  viewAsId: string | undefined,
): Promise<Scope> {
  const own = scopeOf(caller);
  if (!viewAsId || viewAsId === caller.id) return own;
  const inScope = UUID.test(viewAsId) && (await isInScopeCached(ctx, own, viewAsId));
  const viewed = inScope ? await getCachedSessionUser(ctx, viewAsId) : null;
  const member = viewed ? { ...viewed, inScope } : null;
  authorize(TEAM_POLICY, caller, 'view', member);
  return { userId: member.id, all: own.all && isAdmin(member) };
}

/**
 * 404 "This person is not in your team." unless the person exists and is within the scope: the one
 * check of reports and the org chart before they show someone.
 */
export async function authorizeTeamMember<Person>(
  ctx: AppContext,
  actor: SessionUser,
  scope: Scope,
  personId: string,
  find: () => Promise<Person | null | undefined>,
): Promise<Person> {
  const inScope = await isInScopeCached(ctx, scope, personId);
  const person = inScope ? await find() : undefined;
  const member = person == null ? null : { person, inScope };
  authorize(TEAM_POLICY, actor, 'view', member);
  return member.person;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const VIEW_AS_HEADER = 'x-view-as';

/**
 * The id chosen in the hierarchy selector, sent by the web app with list and dashboard calls;
 * resolveViewScope answers for one that is not a person of the caller's team.
 */
export function viewAsOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[VIEW_AS_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
