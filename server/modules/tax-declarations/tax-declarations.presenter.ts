import { computeTaxTotals } from '../../../shared/rules/tax-declaration.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  emptyDeclarationData,
  taxDeclarationDataSchema,
  taxInputsOf,
  type TaxDeclaration,
  type TaxDeclarationData,
  type TaxDeclarationListItem,
  type TaxDeclarationPerson,
} from '../../../shared/schemas/tax-declaration.schema.ts';
import { declarationAbilities } from './tax-declarations.policy.ts';
import type { DeclarationRow, DeclarationWithPerson, PersonRow } from './tax-declarations.repository.ts';
import { fullName } from '../../../shared/rules/people.ts';

export function presentPerson(row: PersonRow): TaxDeclarationPerson {
  return {
    id: row.personId,
    fullName: fullName(row.firstName, row.lastName),
    employeeCode: row.employeeCode,
    designation: row.designation,
    department: row.department,
    email: row.email,
  };
}

/** Stored data read through the current schema, so an older shape still opens. */
export function dataOf(stored: Record<string, unknown> | undefined): TaxDeclarationData {
  const parsed = taxDeclarationDataSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : emptyDeclarationData();
}

/** A declaration with its totals recomputed by the shared rules: stored totals are never trusted. */
export function presentDeclaration(
  actor: Pick<SessionUser, 'id' | 'permissions'>,
  person: PersonRow,
  row: DeclarationRow | null,
  financialYear: number,
  openYears: number[],
  reopenedByName: string | null,
): TaxDeclaration {
  const data = dataOf(row?.data);
  const status = row?.status ?? 'draft';
  return {
    id: row?.id ?? null,
    financialYear,
    status,
    person: presentPerson(person),
    data,
    totals: computeTaxTotals(taxInputsOf(data), financialYear),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reopenedAt: row?.reopenedAt?.toISOString() ?? null,
    reopenedBy: reopenedByName,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    years: openYears,
    abilities: declarationAbilities(actor, { userId: person.personId, status, financialYear }, openYears),
  };
}

export function presentListItem(
  actor: Pick<SessionUser, 'id' | 'permissions'>,
  row: DeclarationWithPerson,
  openYears: number[],
): TaxDeclarationListItem {
  const totals = computeTaxTotals(taxInputsOf(dataOf(row.data)), row.financialYear);
  return {
    id: row.id,
    financialYear: row.financialYear,
    status: row.status,
    person: presentPerson(row),
    grossIncome: totals.grossIncome,
    hraExemption: totals.hra.exemption,
    totalDeductions: totals.totalDeductions,
    taxableIncome: totals.taxableIncome,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    abilities: declarationAbilities(actor, row, openYears),
  };
}
