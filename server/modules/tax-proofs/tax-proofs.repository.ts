import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants.ts';

import type { TaxProofStatus, TaxProofType } from '../../../shared/rules/tax-proofs.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taxProofs } from '../../db/schema/tax-proofs.ts';
import { people, peopleAs, fullNameSql, peopleNamedSql } from '../users/users.queries.ts';
import { containsPattern } from '../../lib/sql.ts';
import { everyWordSql, type SearchTerms } from '../../lib/text-search.ts';

/** Where proof files are stored (and what the file sweep looks after). */
export const TAX_PROOF_FOLDER = 'taxproofs';

const reviewer = peopleAs('reviewer');

const rowColumns = {
  id: taxProofs.id,
  userId: taxProofs.userId,
  financialYear: taxProofs.financialYear,
  type: taxProofs.type,
  documentName: taxProofs.documentName,
  fileKey: taxProofs.fileKey,
  fileName: taxProofs.fileName,
  kind: taxProofs.kind,
  mimeType: taxProofs.mimeType,
  size: taxProofs.size,
  status: taxProofs.status,
  rejectionReason: taxProofs.rejectionReason,
  reviewedAt: taxProofs.reviewedAt,
  createdAt: taxProofs.createdAt,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
  language: people.language,
  reviewerId: reviewer.id,
  reviewerFirstName: reviewer.firstName,
  reviewerLastName: reviewer.lastName,
};

export interface TaxProofRow {
  id: number;
  userId: string;
  financialYear: number;
  type: TaxProofType;
  documentName: string;
  fileKey: string;
  fileName: string;
  kind: string;
  mimeType: string;
  size: number;
  status: TaxProofStatus;
  rejectionReason: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  /** The language of the person's mails; null: English. */
  language: LanguageCode | null;
  reviewerId: string | null;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
}

function baseSelect(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(taxProofs)
    .innerJoin(people, eq(people.id, taxProofs.userId))
    .leftJoin(reviewer, eq(reviewer.id, taxProofs.reviewedBy));
}

/** A proof of a person who has not been deleted, or null. */
export async function findTaxProof(db: DbOrTx, id: number): Promise<TaxProofRow | null> {
  const [row] = await baseSelect(db)
    .where(and(eq(taxProofs.id, id), isNull(people.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface TaxProofPageFilter {
  /** Only this person's proofs; undefined for everyone's (reviewers). */
  ownerId?: string;
  financialYear: number;
  status?: TaxProofStatus;
  search?: string;
  offset: number;
  limit: number;
}

/** One page of proofs, newest first, with the number of all that match. */
export async function findTaxProofPage(
  db: DbOrTx,
  filter: TaxProofPageFilter,
): Promise<{ rows: TaxProofRow[]; total: number }> {
  const term = filter.search?.trim();
  const conditions: (SQL | undefined)[] = [
    eq(taxProofs.financialYear, filter.financialYear),
    isNull(people.deletedAt),
    filter.ownerId ? eq(taxProofs.userId, filter.ownerId) : undefined,
    filter.status ? eq(taxProofs.status, filter.status) : undefined,
    term ? inArray(taxProofs.userId, peopleNamedSql(containsPattern(term))) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(desc(taxProofs.createdAt), desc(taxProofs.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(taxProofs)
      .innerJoin(people, eq(people.id, taxProofs.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type NewTaxProof = typeof taxProofs.$inferInsert;

export async function insertTaxProof(db: DbOrTx, values: NewTaxProof): Promise<number> {
  const [row] = await db.insert(taxProofs).values(values).returning({ id: taxProofs.id });
  return row!.id;
}

/**
 * Deletes the person's proof unless it is verified, in one statement so that a review landing at
 * the same moment either happens first (and the delete finds nothing) or not at all.
 */
export async function deleteUnverifiedProof(
  db: DbOrTx,
  id: number,
  userId: string,
): Promise<{ fileKey: string } | null> {
  const [row] = await db
    .delete(taxProofs)
    .where(and(eq(taxProofs.id, id), eq(taxProofs.userId, userId), ne(taxProofs.status, 'verified')))
    .returning({ fileKey: taxProofs.fileKey });
  return row ?? null;
}

/** Verifies or rejects a submitted proof; null when it is no longer submitted (or gone). */
export async function reviewSubmittedProof(
  db: DbOrTx,
  id: number,
  review: { status: 'verified' | 'rejected'; reason: string | null; reviewerId: string; at: Date },
): Promise<number | null> {
  const [row] = await db
    .update(taxProofs)
    .set({
      status: review.status,
      rejectionReason: review.reason,
      reviewedBy: review.reviewerId,
      reviewedAt: review.at,
    })
    .where(and(eq(taxProofs.id, id), eq(taxProofs.status, 'submitted')))
    .returning({ id: taxProofs.id });
  return row?.id ?? null;
}

/** For the file sweep: a proof's file is kept while its row names it. */
export async function taxProofKeyInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(taxProofs)
    .where(eq(taxProofs.fileKey, key))
    .limit(1);
  return row !== undefined;
}

/** Every stored file a row names (so that no row is found pointing at a missing file). */
export async function taxProofKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ key: taxProofs.fileKey }).from(taxProofs);
  return rows.map((r) => r.key);
}

/**
 * Proofs (one person's, or everyone's for `ownerId` null) where every word is in the person's
 * name, the document's name, the file's name or the type's name (`types` says which types a word
 * names); newest first.
 */
export async function findTaxProofHits(
  db: DbOrTx,
  ownerId: string | null,
  terms: SearchTerms,
  types: (word: string) => TaxProofType[],
  limit: number,
) {
  const employeeName = fullNameSql(people);
  return db
    .select({
      id: taxProofs.id,
      userId: taxProofs.userId,
      documentName: taxProofs.documentName,
      type: taxProofs.type,
      status: taxProofs.status,
      employeeName,
      financialYear: taxProofs.financialYear,
    })
    .from(taxProofs)
    .innerJoin(people, eq(people.id, taxProofs.userId))
    .where(
      and(
        ownerId ? eq(taxProofs.userId, ownerId) : undefined,
        isNull(people.deletedAt),
        everyWordSql(terms, [employeeName, taxProofs.documentName, taxProofs.fileName], (word) => {
          const matching = types(word);
          return matching.length > 0 ? inArray(taxProofs.type, matching) : undefined;
        }),
      ),
    )
    .orderBy(desc(taxProofs.createdAt), desc(taxProofs.id))
    .limit(limit);
}
