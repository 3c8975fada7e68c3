import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { LetterStatus, LetterType } from '../../../shared/rules/letters.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { letterRequests, letterTemplates } from '../../db/schema/letters.ts';
import { everyWordSql, type SearchTerms } from '../../lib/text-search.ts';
import { departmentNames, designationNames, people, peopleAs, fullNameSql } from '../users/users.queries.ts';

export const LETTER_FOLDER = 'letters';

const decider = peopleAs('decider');

const requestColumns = {
  id: letterRequests.id,
  userId: letterRequests.userId,
  type: letterRequests.type,
  purpose: letterRequests.purpose,
  addressedTo: letterRequests.addressedTo,
  notes: letterRequests.notes,
  status: letterRequests.status,
  rejectionReason: letterRequests.rejectionReason,
  referenceNumber: letterRequests.referenceNumber,
  verificationCode: letterRequests.verificationCode,
  fileKey: letterRequests.fileKey,
  decidedAt: letterRequests.decidedAt,
  createdAt: letterRequests.createdAt,
  requesterFirstName: people.firstName,
  requesterLastName: people.lastName,
  employeeCode: people.employeeCode,
  deciderId: decider.id,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
};

export type LetterRequestRow = NonNullable<Awaited<ReturnType<typeof findLetterRequest>>>;

function selectRequests(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(letterRequests)
    .innerJoin(people, eq(people.id, letterRequests.userId))
    .leftJoin(decider, eq(decider.id, letterRequests.decidedBy));
}

export async function findLetterRequest(db: DbOrTx, id: number) {
  const [row] = await selectRequests(db).where(eq(letterRequests.id, id));
  return row ?? null;
}

/** A page of requests, newest first: one person's (userId) or everyone's (null). */
export async function findLetterRequests(
  db: DbOrTx,
  filter: { userId: string | null; status?: LetterStatus; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(letterRequests.userId, filter.userId));
  if (filter.status) conditions.push(eq(letterRequests.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(desc(letterRequests.createdAt), desc(letterRequests.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(letterRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertLetterRequest(
  db: DbOrTx,
  values: { userId: string; type: LetterType; purpose: string; addressedTo: string; notes: string },
): Promise<number> {
  const [row] = await db.insert(letterRequests).values(values).returning({ id: letterRequests.id });
  return row!.id;
}

/** Deletes the requester's own request while it is still open; false when nothing matched. */
export async function deleteOpenLetterRequest(db: DbOrTx, id: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(letterRequests)
    .where(
      and(
        eq(letterRequests.id, id),
        eq(letterRequests.userId, userId),
        eq(letterRequests.status, 'requested'),
      ),
    )
    .returning({ id: letterRequests.id });
  return rows.length > 0;
}

/**
 * Locks an open request for the transaction that issues it: an issuer that lost the race finds it
 * decided here (false), before it waits for the register or prints a letter.
 */
export async function lockOpenLetterRequest(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: letterRequests.id })
    .from(letterRequests)
    .where(and(eq(letterRequests.id, id), eq(letterRequests.status, 'requested')))
    .for('update');
  return rows.length > 0;
}

/**
 * The next number of a year's register, held for the calling transaction: issuers of that year
 * wait here for each other's commit, so two at once get consecutive numbers, and a number taken
 * by a transaction that rolls back is taken again by the next (no gap). Read committed: the read
 * after the lock sees the letter the previous holder issued.
 */
export async function takeLetterNumber(tx: Tx, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`letter-register:${year}`}, 0))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${letterRequests.registerNumber}), 0)::int` })
    .from(letterRequests)
    .where(eq(letterRequests.registerYear, year));
  return (row?.last ?? 0) + 1;
}

/** Issues an open request; false when it was issued or rejected meanwhile (the caller answers 409). */
export async function markLetterIssued(
  db: DbOrTx,
  id: number,
  values: {
    subject: string;
    body: string;
    registerYear: number;
    registerNumber: number;
    referenceNumber: string;
    verificationCode: string;
    fileKey: string;
    decidedBy: string;
    decidedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(letterRequests)
    .set({ ...values, status: 'issued', updatedAt: values.decidedAt })
    .where(and(eq(letterRequests.id, id), eq(letterRequests.status, 'requested')))
    .returning({ id: letterRequests.id });
  return rows.length > 0;
}

export async function markLetterRejected(
  db: DbOrTx,
  id: number,
  values: { rejectionReason: string; decidedBy: string; decidedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(letterRequests)
    .set({ ...values, status: 'rejected', updatedAt: values.decidedAt })
    .where(and(eq(letterRequests.id, id), eq(letterRequests.status, 'requested')))
    .returning({ id: letterRequests.id });
  return rows.length > 0;
}

/** What the placeholders and the mail need to know about a person. */
export async function findLetterPerson(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: people.email,
      firstName: people.firstName,
      lastName: people.lastName,
      language: people.language,
      employeeCode: people.employeeCode,
      createdAt: people.createdAt,
      designation: designationNames.name,
      department: departmentNames.name,
    })
    .from(people)
    .leftJoin(designationNames, eq(designationNames.id, people.designationId))
    .leftJoin(departmentNames, eq(departmentNames.id, people.departmentId))
    .where(eq(people.id, userId));
  return row ?? null;
}

export async function findLetterTemplates(db: DbOrTx) {
  return db.select().from(letterTemplates);
}

export async function upsertLetterTemplate(
  db: DbOrTx,
  values: { type: LetterType; subject: string; body: string; updatedBy: string },
): Promise<void> {
  await db
    .insert(letterTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: letterTemplates.type,
      set: { subject: values.subject, body: values.body, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    });
}

/** An issued letter by its code, with only what the public check may show. */
export async function findIssuedLetterByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      firstName: people.firstName,
      lastName: people.lastName,
      type: letterRequests.type,
      decidedAt: letterRequests.decidedAt,
      referenceNumber: letterRequests.referenceNumber,
    })
    .from(letterRequests)
    .innerJoin(people, eq(people.id, letterRequests.userId))
    .where(and(eq(letterRequests.verificationCode, code), eq(letterRequests.status, 'issued')));
  return row ?? null;
}

/** For the file sweep: whether an issued letter names this file. */
export async function letterFileKeyInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: letterRequests.id })
    .from(letterRequests)
    .where(eq(letterRequests.fileKey, key));
  return row !== undefined;
}

/** Every stored file a row names (so that no row is found pointing at a missing file). */
export async function letterFileKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: letterRequests.fileKey })
    .from(letterRequests)
    .where(isNotNull(letterRequests.fileKey));
  return rows.map((r) => r.key!);
}

/**
 * Requests (one person's, or everyone's for `userId` null) where every word is in the person's
 * name, the purpose, whom it is addressed to, the reference number or the type's name (`types`
 * says which types a word names); newest first.
 */
export async function findLetterHits(
  db: DbOrTx,
  userId: string | null,
  terms: SearchTerms,
  types: (word: string) => LetterType[],
  limit: number,
) {
  const employeeName = fullNameSql(people);
  return db
    .select({
      id: letterRequests.id,
      userId: letterRequests.userId,
      type: letterRequests.type,
      status: letterRequests.status,
      employeeName,
      purpose: letterRequests.purpose,
      referenceNumber: letterRequests.referenceNumber,
    })
    .from(letterRequests)
    .innerJoin(people, eq(people.id, letterRequests.userId))
    .where(
      and(
        userId ? eq(letterRequests.userId, userId) : undefined,
        isNull(people.deletedAt),
        everyWordSql(
          terms,
          [employeeName, letterRequests.purpose, letterRequests.addressedTo, letterRequests.referenceNumber],
          (word) => {
            const matching = types(word);
            return matching.length > 0 ? inArray(letterRequests.type, matching) : undefined;
          },
        ),
      ),
    )
    .orderBy(desc(letterRequests.createdAt), desc(letterRequests.id))
    .limit(limit);
}
