import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ManagerReview } from '../../../shared/schemas/appraisals.schema.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { appraisalAnswers, appraisalCycles, appraisals } from '../../db/schema/appraisals.ts';
import { people, fullNameSql } from '../users/users.queries.ts';
import { containsPattern } from '../../lib/sql.ts';

const fullName = sql<string>`trim(${fullNameSql(people)})`;

/** The columns every read of an appraisal needs: its instants, its cycle, its person and their manager. */
const appraisalColumns = {
  id: appraisals.id,
  cycleId: appraisals.cycleId,
  cycleName: appraisalCycles.name,
  periodStart: appraisalCycles.periodStart,
  periodEnd: appraisalCycles.periodEnd,
  dueDate: appraisalCycles.dueDate,
  userId: appraisals.userId,
  fullName,
  managerId: people.reportingManagerId,
  selfSavedAt: appraisals.selfSavedAt,
  selfSubmittedAt: appraisals.selfSubmittedAt,
  managerSavedAt: appraisals.managerSavedAt,
  managerSubmittedAt: appraisals.managerSubmittedAt,
  releasedAt: appraisals.releasedAt,
  managerReview: appraisals.managerReview,
  reviewerId: appraisals.reviewerId,
};

export type AppraisalRecord = Awaited<ReturnType<typeof findAppraisal>> & object;

export async function findAppraisal(db: DbOrTx, id: number) {
  const [row] = await db
    .select(appraisalColumns)
    .from(appraisals)
    .innerJoin(appraisalCycles, eq(appraisalCycles.id, appraisals.cycleId))
    .innerJoin(people, eq(people.id, appraisals.userId))
    .where(eq(appraisals.id, id));
  return row ?? null;
}

/** The people whose appraisals the list shows: the direct reports, or everyone for holders. */
export interface ListScope {
  managerId: string | null;
}

export async function findAppraisalPage(
  db: DbOrTx,
  scope: ListScope,
  filter: { cycleId: number; search?: string | undefined; page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(appraisals.cycleId, filter.cycleId),
    scope.managerId === null ? undefined : eq(people.reportingManagerId, scope.managerId),
    filter.search?.trim() ? sql`${fullName} ilike ${containsPattern(filter.search.trim())}` : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(appraisalColumns)
      .from(appraisals)
      .innerJoin(appraisalCycles, eq(appraisalCycles.id, appraisals.cycleId))
      .innerJoin(people, eq(people.id, appraisals.userId))
      .where(where)
      .orderBy(asc(sql`lower(${fullName})`), asc(appraisals.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(appraisals)
      .innerJoin(people, eq(people.id, appraisals.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findOwnAppraisals(db: DbOrTx, userId: string) {
  return db
    .select(appraisalColumns)
    .from(appraisals)
    .innerJoin(appraisalCycles, eq(appraisalCycles.id, appraisals.cycleId))
    .innerJoin(people, eq(people.id, appraisals.userId))
    .where(eq(appraisals.userId, userId))
    .orderBy(desc(appraisalCycles.periodStart), desc(appraisalCycles.id));
}

export async function findAnswers(db: DbOrTx, appraisalId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ questionId: appraisalAnswers.questionId, answer: appraisalAnswers.answer })
    .from(appraisalAnswers)
    .where(eq(appraisalAnswers.appraisalId, appraisalId));
  return new Map(rows.map((r) => [r.questionId, r.answer]));
}

/**
 * Marks the self part saved only while it is not submitted: the row count tells the caller
 * whether it won, so a second tab's save after Submit cannot change a locked appraisal. The row
 * stays locked until the transaction ends, so answers are written by one save at a time.
 */
export async function markSelfSaved(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(appraisals)
    .set({ selfSavedAt: now, updatedAt: now })
    .where(and(eq(appraisals.id, id), isNull(appraisals.selfSubmittedAt)))
    .returning({ id: appraisals.id });
  return rows.length > 0;
}

/** Submits the self part once: of two submits at once, one finds it already submitted. */
export async function markSelfSubmitted(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(appraisals)
    .set({ selfSubmittedAt: now, updatedAt: now })
    .where(and(eq(appraisals.id, id), isNull(appraisals.selfSubmittedAt)))
    .returning({ id: appraisals.id });
  return rows.length > 0;
}

export async function writeAnswers(
  tx: DbOrTx,
  appraisalId: number,
  answers: { questionId: number; answer: string }[],
): Promise<void> {
  for (const { questionId, answer } of answers) {
    if (answer.trim() === '') {
      await tx
        .delete(appraisalAnswers)
        .where(
          and(eq(appraisalAnswers.appraisalId, appraisalId), eq(appraisalAnswers.questionId, questionId)),
        );
    } else {
      await tx
        .insert(appraisalAnswers)
        .values({ appraisalId, questionId, answer })
        .onConflictDoUpdate({
          target: [appraisalAnswers.appraisalId, appraisalAnswers.questionId],
          set: { answer },
        });
    }
  }
}

/** Active questions without a non-blank answer in this appraisal. */
export async function unansweredQuestionIds(tx: DbOrTx, appraisalId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    select q.id from appraisal_questions q
    where q.is_active and not exists (
      select 1 from appraisal_answers a
      where a.appraisal_id = ${appraisalId} and a.question_id = q.id and btrim(a.answer) <> '')
    order by q.id`,
  );
  return rows.map((r) => r.id);
}

/** Writes the manager's part while the self part is submitted and the review is not. */
export async function writeReview(
  tx: DbOrTx,
  id: number,
  values: { review: ManagerReview; reviewerId: string; submit: boolean; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(appraisals)
    .set({
      managerReview: values.review,
      reviewerId: values.reviewerId,
      managerSavedAt: values.now,
      managerSubmittedAt: values.submit ? values.now : null,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(appraisals.id, id),
        isNotNull(appraisals.selfSubmittedAt),
        isNull(appraisals.managerSubmittedAt),
      ),
    )
    .returning({ id: appraisals.id });
  return rows.length > 0;
}

export async function markReleased(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(appraisals)
    .set({ releasedAt: now, updatedAt: now })
    .where(
      and(eq(appraisals.id, id), isNotNull(appraisals.managerSubmittedAt), isNull(appraisals.releasedAt)),
    )
    .returning({ id: appraisals.id });
  return rows.length > 0;
}
