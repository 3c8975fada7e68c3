/**
 * The global search (issue 31): one query over tasks, people, projects, leave applications,
 * holidays, letter requests and HR documents. Each kind is found by its own module, within the
 * scope of that module's own pages, so nothing appears that its page would refuse; all match and
 * rank text the one way (server/lib/text-search.ts).
 */
import {
  SEARCH_GROUP_SIZE,
  SEARCH_KIND_SIZE,
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
} from '../../../shared/schemas/search.schema.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { searchTerms, type SearchTerms } from '../../lib/text-search.ts';
import { searchHolidays } from '../holidays/holidays.service.ts';
import { searchLeaves } from '../leave/leave.service.ts';
import { searchLetterRequests } from '../letters/letters.service.ts';
import { searchProjects } from '../projects/projects.service.ts';
import { searchTaxProofs } from '../tax-proofs/tax-proofs.service.ts';
import { searchTasks } from '../tasks/tasks.service.ts';
import { searchPeople } from '../users/people.service.ts';

type Finder = (
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
) => Promise<SearchHit[]>;

const FINDERS: Record<SearchKind, Finder> = {
  task: searchTasks,
  person: searchPeople,
  project: searchProjects,
  leave: searchLeaves,
  holiday: (ctx, _actor, terms, limit) => searchHolidays(ctx, terms, limit),
  letter: searchLetterRequests,
  document: searchTaxProofs,
};

/**
 * The groups of what the caller may see that matches, in SEARCH_KINDS order, only those with
 * something found: a few of each kind, or more of one kind when asked for it. One more than shown
 * is read to tell whether there is more.
 */
export async function search(
  ctx: AppContext,
  actor: SessionUser,
  query: SearchQuery,
): Promise<SearchResponse> {
  const terms = searchTerms(query.q);
  if (!terms) return { groups: [] };
  const kinds = query.kind ? [query.kind] : SEARCH_KINDS;
  const size = query.kind ? SEARCH_KIND_SIZE : SEARCH_GROUP_SIZE;
  const found = await Promise.all(kinds.map((kind) => FINDERS[kind](ctx, actor, terms, size + 1)));
  return {
    groups: kinds
      .map((kind, i) => ({ kind, items: found[i]!.slice(0, size), more: found[i]!.length > size }))
      .filter((group) => group.items.length > 0),
  };
}
