import { and, desc, eq, gte, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { LEAVE_TYPES, type HalfDay } from '../../../shared/rules/leave.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { leaveApplications, leaveCounts } from '../../db/schema/leave.ts';
import {
  people,
  peopleAs,
  subtreeLookupSql,
  scopeSql,
  type ScopeSqlInput,
  fullNameSql,
  peopleNamedSql,
} from '../users/users.queries.ts';
import { containsPattern, estimatedRows } from '../../lib/sql.ts';
import { everyWordSql, type SearchTerms } from '../../lib/text-search.ts';

export type LeaveApplicationRow = typeof leaveApplications.$inferSelect;

const decider = peopleAs('decider');

/** Deleted people are few: their leave is left out of every list. */
const deletedUserIdsSql = sql`(select id from ${people} where deleted_at is not null)`;

/** An application's own columns, as the lists and the reports (leave.queries.ts) read them. */
export const applicationColumns = {
  id: leaveApplications.id,
  typeId: leaveApplications.typeId,
  fromDate: leaveApplications.fromDate,
  toDate: leaveApplications.toDate,
  halfDay: leaveApplications.halfDay,
  duration: leaveApplications.duration,
  reason: leaveApplications.reason,
  approvedAt: leaveApplications.approvedAt,
  rejectedAt: leaveApplications.rejectedAt,
  createdAt: leaveApplications.createdAt,
};

const listColumns = {
  ...applicationColumns,
  userId: leaveApplications.userId,
  firstName: people.firstName,
  lastName: people.lastName,
  avatarKey: people.avatarKey,
  deciderId: decider.id,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
};

export interface LeaveListRow {
  id: number;
  userId: string;
  typeId: number;
  fromDate: string;
  toDate: string;
  halfDay: HalfDay | null;
  duration: number;
  reason: string;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  deciderId: string | null;
  deciderFirstName: string | null;
  deciderLastName: string | null;
}

/** Applications as the lists show them: with their applicant's name and whoever decided. */
function selectLeaveRows<Extra extends SelectedFields>(db: DbOrTx, extra?: Extra) {
  return db
    .select({ ...listColumns, ...(extra as Extra) })
    .from(leaveApplications)
    .innerJoin(people, eq(people.id, leaveApplications.userId))
    .leftJoin(decider, eq(decider.id, leaveApplications.decidedById));
}

/**
 * What a search of the leave list matches: the applicant's name, the reason, or the type's name.
 * The people named are read once into an array (an index look-up per person, not a name rebuilt
 * per application), so that each arm can keep to its index (applicant, reason trigram, type).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const lower = term.toLowerCase();
  const typeIds = LEAVE_TYPES.filter((t) => t.name.toLowerCase().includes(lower)).map((t) => t.id);
  return or(
    sql`${leaveApplications.userId} = any(array${peopleNamedSql(pattern)})`,
    ilike(leaveApplications.reason, pattern),
    typeIds.length > 0 ? inArray(leaveApplications.typeId, typeIds) : undefined,
  );
}

/** Above this many applications in scope, a page is found by walking them newest first (see below). */
const WALK_ABOVE_ROWS = 2_000;

/**
 * One page of the leave list, newest application first: one person's own (`ownerId`), or those of
 * everyone in `scope`. The total without a search adds up the per-person counts (leave_counts).
 *
 * The embedded database plans a statement once for every team (its plan cache), assuming a team
 * of a few people: it reads each person's applications and sorts them, which for a large team
 * sorts tens of thousands to show ten. So a team with many applications gets a statement of its
 * own, whose team check is a look-up per application (a subquery the planner cannot turn into
 * that join): the plan then walks the newest-first index and stops at the page.
 */
export async function findLeavePage(
  db: DbOrTx,
  filter: LeavePageFilter & { offset: number; limit: number },
): Promise<{ rows: LeaveListRow[]; total: number | null }> {
  const { ownerId, scope } = filter;
  const search = searchCondition(filter.search);
  if (search) return findSearchedPage(db, filter, search);
  const total = await countUnsearched(db, filter);
  const walk = !ownerId && !scope.all && total > WALK_ABOVE_ROWS;
  const rows = await selectLeaveRows(db)
    .where(walk ? walkedMembership(scope.userId) : whose(filter, leaveApplications.userId))
    .orderBy(desc(leaveApplications.createdAt), desc(leaveApplications.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total };
}

/** How many applications a list holds without a search: the per-person counts added up. */
async function countUnsearched(db: DbOrTx, filter: LeavePageFilter): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`coalesce(sum(${leaveCounts.count}), 0)::int` })
    .from(leaveCounts)
    .where(whose(filter, leaveCounts.userId));
  return counted?.n ?? 0;
}

/** Whose applications a list holds: one person's own, or everyone's in the scope. */
interface LeavePageFilter {
  ownerId?: string;
  scope: ScopeSqlInput;
  search?: string;
}

function whose(
  { ownerId, scope }: LeavePageFilter,
  column: typeof leaveApplications.userId | typeof leaveCounts.userId,
) {
  return and(ownerId ? eq(column, ownerId) : scopeSql(scope, column), notInArray(column, deletedUserIdsSql));
}

/** The team check as a look-up per application, for a walk along the newest-first index. */
function walkedMembership(userId: Parameters<typeof subtreeLookupSql>[0]) {
  return and(
    subtreeLookupSql(userId, leaveApplications.userId),
    notInArray(leaveApplications.userId, deletedUserIdsSql),
  );
}

/** How far a search walks the list newest first for its page: rows walked per row needed. */
const SEARCH_WALK_PER_ROW = 30;

/** From this many matches in the whole organisation, as the planner estimates them, a term is common. */
const COMMON_FROM = 2_000;

/**
 * A searched page, as the task list finds one (task-list.repository.ts, findSearchPage): a common
 * term ("sick", a reason many give) may meet its page within the newest few hundred applications,
 * while reading all its matches to sort and count them reads much of the team's; a rare one (a
 * person's name) is the other way round, its few applications straight from the indexes. The
 * planner's estimate of the matches tells them apart (planning only). For a common term in a
 * large list the list is walked newest first, the search a filter on the rows met, for at most
 * SEARCH_WALK_PER_ROW rows per row needed. Otherwise, or when the walk falls short, the page comes
 * from the indexes (applicant, reason trigram, type), with the order written so that no index
 * serves it. A page that ends the list tells its total; a full page of a common term leaves it
 * to the count request (null); a rare term's matches are counted with their page.
 */
async function findSearchedPage(
  db: DbOrTx,
  filter: LeavePageFilter & { offset: number; limit: number },
  search: SQL,
): Promise<{ rows: LeaveListRow[]; total: number | null }> {
  const { offset, limit } = filter;
  const common =
    (await estimatedRows(
      db,
      db.select({ id: leaveApplications.id }).from(leaveApplications).where(search),
    )) >= COMMON_FROM;
  if (common && !filter.ownerId && (await countUnsearched(db, filter)) > WALK_ABOVE_ROWS) {
    const walked = await walkForPage(db, filter, search);
    if (walked.length === limit) return { rows: walked, total: null };
  }
  const where = and(whose(filter, leaveApplications.userId), search);
  // The page's ids first, from the matches alone (their applicants joined for ten rows, not all);
  // a rare term's few matches are counted on the way.
  const page = db
    .select({
      id: leaveApplications.id,
      createdAt: leaveApplications.createdAt,
      total: (common ? sql<number>`null` : sql<number>`count(*) over ()`).mapWith(Number).as('total'),
    })
    .from(leaveApplications)
    .where(where)
    .orderBy(
      desc(sql`${leaveApplications.createdAt} + interval '0 seconds'`),
      desc(sql`${leaveApplications.id} + 0`),
    )
    .offset(offset)
    .limit(limit)
    .as('page');
  const found = await selectLeaveRows(db, { total: page.total })
    .innerJoin(page, eq(page.id, leaveApplications.id))
    .orderBy(desc(page.createdAt), desc(page.id));
  const rows = found.map(({ total: _, ...row }) => row);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  if (common) return { rows, total: null };
  return { rows, total: found[0]?.total ?? (await countSearched(db, where)) };
}

/** The searched page among the newest applications of a large list, as far as the walk reaches. */
function walkForPage(
  db: DbOrTx,
  filter: LeavePageFilter & { offset: number; limit: number },
  search: SQL,
): Promise<LeaveListRow[]> {
  const reach = filter.offset + filter.limit;
  const { scope } = filter;
  const membership = scope.all ? whose(filter, leaveApplications.userId) : walkedMembership(scope.userId);
  const walk = db
    .select({ id: leaveApplications.id, createdAt: leaveApplications.createdAt })
    .from(leaveApplications)
    .where(membership)
    .orderBy(desc(leaveApplications.createdAt), desc(leaveApplications.id))
    .limit(reach * SEARCH_WALK_PER_ROW)
    .as('walk');
  return selectLeaveRows(db)
    .innerJoin(walk, eq(walk.id, leaveApplications.id))
    .where(search)
    .orderBy(desc(walk.createdAt), desc(walk.id))
    .offset(filter.offset)
    .limit(filter.limit);
}

async function countSearched(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaveApplications)
    .where(where);
  return row?.n ?? 0;
}

/** How many applications a searched list holds (its count request, when its page came without). */
export async function countLeavePage(db: DbOrTx, filter: LeavePageFilter): Promise<number> {
  return countSearched(db, and(whose(filter, leaveApplications.userId), searchCondition(filter.search)));
}

/**
 * A person's applications that end on or after `since` (this year's: what they took and plan),
 * the latest first, at most `limit` of them.
 */
export async function findPersonLeaveRows(
  db: DbOrTx,
  userId: string,
  since: string,
  limit: number,
): Promise<LeaveListRow[]> {
  return selectLeaveRows(db)
    .where(and(eq(leaveApplications.userId, userId), gte(leaveApplications.toDate, since)))
    .orderBy(desc(leaveApplications.fromDate), desc(leaveApplications.id))
    .limit(limit);
}

export async function findLeaveListRow(db: DbOrTx, id: number): Promise<LeaveListRow | null> {
  const [row] = await selectLeaveRows(db).where(and(eq(leaveApplications.id, id), isNull(people.deletedAt)));
  return row ?? null;
}

export async function findLeave(db: DbOrTx, id: number): Promise<LeaveApplicationRow | null> {
  const [row] = await db.select().from(leaveApplications).where(eq(leaveApplications.id, id));
  return row ?? null;
}

/** A person's leaves that still cover their days: approved, or pending and not over on `today`. */
export async function findCoveringLeaves(
  db: DbOrTx,
  userId: string,
  today: string,
): Promise<Array<Pick<LeaveApplicationRow, 'id' | 'fromDate' | 'toDate' | 'halfDay'>>> {
  return db
    .select({
      id: leaveApplications.id,
      fromDate: leaveApplications.fromDate,
      toDate: leaveApplications.toDate,
      halfDay: leaveApplications.halfDay,
    })
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.userId, userId),
        isNull(leaveApplications.rejectedAt),
        or(sql`${leaveApplications.approvedAt} is not null`, gte(leaveApplications.toDate, today)),
      ),
    )
    .orderBy(leaveApplications.fromDate);
}

export interface LeaveValues {
  typeId: number;
  fromDate: string;
  toDate: string;
  halfDay: HalfDay | null;
  duration: number;
  reason: string;
}

export async function insertLeave(tx: DbOrTx, userId: string, values: LeaveValues): Promise<number> {
  const [row] = await tx
    .insert(leaveApplications)
    .values({ userId, ...values })
    .returning({ id: leaveApplications.id });
  return row!.id;
}

/** Changes a pending leave; false when it was decided meanwhile or is over. */
export async function updatePendingLeave(
  tx: DbOrTx,
  id: number,
  today: string,
  values: LeaveValues,
): Promise<boolean> {
  const rows = await tx
    .update(leaveApplications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(pendingCondition(id, today))
    .returning({ id: leaveApplications.id });
  return rows.length > 0;
}

/** Pending (spec 002 §4): undecided and not over on `today`. */
function pendingCondition(id: number, today: string): SQL {
  return and(
    eq(leaveApplications.id, id),
    isNull(leaveApplications.approvedAt),
    isNull(leaveApplications.rejectedAt),
    gte(leaveApplications.toDate, today),
  )!;
}

export async function deletePendingLeave(tx: DbOrTx, id: number, today: string): Promise<boolean> {
  const rows = await tx
    .delete(leaveApplications)
    .where(pendingCondition(id, today))
    .returning({ id: leaveApplications.id });
  return rows.length > 0;
}

/**
 * Records a decision on a pending leave not yet over on `today`. The condition makes it a
 * compare-and-set: of two decisions sent at once, one changes the row and the other finds it decided.
 */
export async function decidePendingLeave(
  tx: DbOrTx,
  id: number,
  decision: { approve: boolean; deciderId: string; note: string | null; today: string; at: Date },
): Promise<LeaveApplicationRow | null> {
  const [row] = await tx
    .update(leaveApplications)
    .set({
      approvedAt: decision.approve ? decision.at : null,
      rejectedAt: decision.approve ? null : decision.at,
      decidedById: decision.deciderId,
      decisionNote: decision.note,
      updatedAt: decision.at,
    })
    .where(pendingCondition(id, decision.today))
    .returning();
  return row ?? null;
}

/** Cancels an approved leave that has not started: it reads Rejected (spec 002 §4) and its days return. */
export async function cancelApprovedLeave(
  tx: DbOrTx,
  id: number,
  cancel: { deciderId: string; note: string | null; today: string; at: Date },
): Promise<LeaveApplicationRow | null> {
  const [row] = await tx
    .update(leaveApplications)
    .set({
      approvedAt: null,
      rejectedAt: cancel.at,
      decidedById: cancel.deciderId,
      decisionNote: cancel.note,
      updatedAt: cancel.at,
    })
    .where(
      and(
        eq(leaveApplications.id, id),
        sql`${leaveApplications.approvedAt} is not null`,
        sql`${leaveApplications.fromDate} > ${cancel.today}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** An application the global search found: whose, which type, when, and whether decided. */
export interface LeaveHitRow {
  id: number;
  userId: string;
  employeeName: string;
  typeId: number;
  fromDate: string;
  toDate: string;
  reason: string;
  approvedAt: Date | null;
  rejectedAt: Date | null;
}

/** How many of the newest applications in scope the global search looks through first. */
const HIT_WALK = 500;

/**
 * Applications of people in scope (not deleted) where every word is in the person's name, the
 * reason, or a leave type's name (`typeIds` says which types a word names), newest first.
 *
 * The newest HIT_WALK applications are looked through first, which answers a common word at
 * once; when they hold too few, the matches are found through the indexes (the people named
 * through the trigram index on their name, the reasons through theirs, the types through the
 * type's) and sorted: looking through every application of a large team, matching each, took a
 * quarter of a second at 47,000.
 */
export async function findLeaveHits(
  db: DbOrTx,
  scope: ScopeSqlInput,
  terms: SearchTerms,
  typeIds: (word: string) => number[],
  limit: number,
): Promise<LeaveHitRow[]> {
  const employeeName = fullNameSql(people);
  const ofType = (word: string) => {
    const ids = typeIds(word);
    return ids.length > 0 ? inArray(leaveApplications.typeId, ids) : undefined;
  };
  const hits = () =>
    db
      .select({
        id: leaveApplications.id,
        userId: leaveApplications.userId,
        employeeName,
        typeId: leaveApplications.typeId,
        fromDate: leaveApplications.fromDate,
        toDate: leaveApplications.toDate,
        reason: leaveApplications.reason,
        approvedAt: leaveApplications.approvedAt,
        rejectedAt: leaveApplications.rejectedAt,
      })
      .from(leaveApplications)
      .innerJoin(people, eq(people.id, leaveApplications.userId));
  const inScope = scopeSql(scope, leaveApplications.userId);
  const newest = db
    .select({ id: leaveApplications.id })
    .from(leaveApplications)
    .where(inScope)
    .orderBy(desc(leaveApplications.createdAt), desc(leaveApplications.id))
    .limit(HIT_WALK)
    .as('newest');
  const walked = await hits()
    .innerJoin(newest, eq(newest.id, leaveApplications.id))
    .where(
      and(isNull(people.deletedAt), everyWordSql(terms, [employeeName, leaveApplications.reason], ofType)),
    )
    .orderBy(desc(leaveApplications.createdAt), desc(leaveApplications.id))
    .limit(limit);
  if (walked.length >= limit) return walked;
  const named = (word: string) =>
    sql`${leaveApplications.userId} = any(array${peopleNamedSql(containsPattern(word))})`;
  return (
    hits()
      .where(
        and(
          inScope,
          isNull(people.deletedAt),
          and(
            ...terms.words.map((word) =>
              or(named(word), ilike(leaveApplications.reason, containsPattern(word)), ofType(word)),
            ),
          ),
        ),
      )
      // Written so that no index serves the order: the matches come from the indexes above.
      .orderBy(
        desc(sql`${leaveApplications.createdAt} + interval '0 seconds'`),
        desc(sql`${leaveApplications.id} + 0`),
      )
      .limit(limit)
  );
}
