/**
 * Transitional (issue 27): the scope moved to the users module with the hierarchy it reads. The
 * reports and the attendance grid, rewritten on another branch, still import it from here; remove
 * this file once they import it from users/users.queries.ts.
 */
export {
  isInScopeCached,
  resolveViewScope,
  scopeSql,
  VIEW_AS_HEADER,
  viewAsOf,
} from '../users/users.queries.ts';
export type { Scope, ScopeSqlInput } from '../users/users.queries.ts';
