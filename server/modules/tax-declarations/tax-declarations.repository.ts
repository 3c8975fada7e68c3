import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants.ts';
import type { TaxDeclarationStatus } from '../../../shared/rules/tax-declaration.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taxDeclarations } from '../../db/schema/tax-declarations.ts';
import { departmentNames, designationNames, people, fullNameSql } from '../users/users.queries.ts';
import { containsPattern } from '../../lib/sql.ts';

const personColumns = {
  personId: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  employeeCode: people.employeeCode,
  email: people.email,
  language: people.language,
  designation: designationNames.name,
  department: departmentNames.name,
};

export interface PersonRow {
  personId: string;
  firstName: string;
  lastName: string;
  employeeCode: string;
  email: string;
  /** The language of the person's mails; null: English. */
  language: LanguageCode | null;
  designation: string | null;
  department: string | null;
}

/** The profile facts the form shows read-only; null for someone deleted or unknown. */
export async function findDeclarant(db: DbOrTx, userId: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(people)
    .leftJoin(designationNames, eq(designationNames.id, people.designationId))
    .leftJoin(departmentNames, eq(departmentNames.id, people.departmentId))
    .where(and(eq(people.id, userId), isNull(people.deletedAt)));
  return row ?? null;
}

const declarationColumns = {
  id: taxDeclarations.id,
  userId: taxDeclarations.userId,
  financialYear: taxDeclarations.financialYear,
  status: taxDeclarations.status,
  data: taxDeclarations.data,
  submittedAt: taxDeclarations.submittedAt,
  reopenedAt: taxDeclarations.reopenedAt,
  reopenedBy: taxDeclarations.reopenedBy,
  updatedAt: taxDeclarations.updatedAt,
};

export type DeclarationRow = {
  id: number;
  userId: string;
  financialYear: number;
  status: TaxDeclarationStatus;
  data: Record<string, unknown>;
  submittedAt: Date | null;
  reopenedAt: Date | null;
  reopenedBy: string | null;
  updatedAt: Date;
};
export type DeclarationWithPerson = DeclarationRow & PersonRow;

export async function findOwnDeclaration(
  db: DbOrTx,
  userId: string,
  financialYear: number,
): Promise<DeclarationRow | null> {
  const [row] = await db
    .select(declarationColumns)
    .from(taxDeclarations)
    .where(and(eq(taxDeclarations.userId, userId), eq(taxDeclarations.financialYear, financialYear)));
  return row ?? null;
}

export async function findDeclarationById(db: DbOrTx, id: number): Promise<DeclarationWithPerson | null> {
  const [row] = await db
    .select({ ...declarationColumns, ...personColumns })
    .from(taxDeclarations)
    .innerJoin(people, eq(people.id, taxDeclarations.userId))
    .leftJoin(designationNames, eq(designationNames.id, people.designationId))
    .leftJoin(departmentNames, eq(departmentNames.id, people.departmentId))
    .where(and(eq(taxDeclarations.id, id), isNull(people.deletedAt)));
  return row ?? null;
}

/**
 * Saves a draft on the (person, year) key. A submitted row is left alone (the `where` of the
 * conflict update), so a save racing a submit cannot unlock it: null then means locked.
 */
export async function upsertDraft(
  db: DbOrTx,
  userId: string,
  financialYear: number,
  data: Record<string, unknown>,
): Promise<number | null> {
  const rows = await db
    .insert(taxDeclarations)
    .values({ userId, financialYear, data, status: 'draft' })
    .onConflictDoUpdate({
      target: [taxDeclarations.userId, taxDeclarations.financialYear],
      set: { data, updatedAt: new Date() },
      setWhere: eq(taxDeclarations.status, 'draft'),
    })
    .returning({ id: taxDeclarations.id });
  return rows[0]?.id ?? null;
}

/** Draft → submitted; false when it was not a draft (already submitted by another request). */
export async function markSubmitted(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(taxDeclarations)
    .set({ status: 'submitted', submittedAt: at, updatedAt: at })
    .where(and(eq(taxDeclarations.id, id), eq(taxDeclarations.status, 'draft')))
    .returning({ id: taxDeclarations.id });
  return rows.length > 0;
}

/** Submitted → draft, recording who reopened it; false when it was not submitted. */
export async function markReopened(db: DbOrTx, id: number, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(taxDeclarations)
    .set({ status: 'draft', reopenedBy: by, reopenedAt: at, updatedAt: at })
    .where(and(eq(taxDeclarations.id, id), eq(taxDeclarations.status, 'submitted')))
    .returning({ id: taxDeclarations.id });
  return rows.length > 0;
}

function listWhere(filter: { financialYear: number; status?: TaxDeclarationStatus; search?: string }): SQL {
  const term = filter.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  return and(
    eq(taxDeclarations.financialYear, filter.financialYear),
    isNull(people.deletedAt),
    filter.status ? eq(taxDeclarations.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(fullNameSql(people), pattern),
          ilike(people.employeeCode, pattern),
          ilike(people.email, pattern),
        )
      : undefined,
  )!;
}

/** One page of everyone's declarations for a year, submitted first, then by name. */
export async function findDeclarationPage(
  db: DbOrTx,
  filter: {
    financialYear: number;
    status?: TaxDeclarationStatus;
    search?: string;
    offset: number;
    limit: number;
  },
): Promise<{ rows: DeclarationWithPerson[]; total: number }> {
  const where = listWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...declarationColumns, ...personColumns })
      .from(taxDeclarations)
      .innerJoin(people, eq(people.id, taxDeclarations.userId))
      .leftJoin(designationNames, eq(designationNames.id, people.designationId))
      .leftJoin(departmentNames, eq(departmentNames.id, people.departmentId))
      .where(where)
      .orderBy(
        desc(taxDeclarations.status),
        asc(people.firstName),
        asc(people.lastName),
        asc(taxDeclarations.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(taxDeclarations)
      .innerJoin(people, eq(people.id, taxDeclarations.userId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
