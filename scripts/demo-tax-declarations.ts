/** The demo organisation's income tax declarations: a submitted one and a draft for the current financial year. */
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { financialYearOf } from '../shared/rules/tax-proofs.ts';
import { todayIn } from '../shared/rules/dates.ts';
import { taxDeclarationDataSchema } from '../shared/schemas/tax-declaration.schema.ts';
import type { Tx } from '../server/db/client.ts';
import { taxDeclarations } from '../server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Neha's is complete and submitted (locked until an Admin reopens it): a metro renter who invests. */
const SUBMITTED = taxDeclarationDataSchema.parse({
  personal: {
    pan: 'BQNPG4821K',
    dateOfBirth: '1994-08-17',
    address: 'Flat 502, Lake View Apartments, Powai, Mumbai 400076',
    metroCity: true,
  },
  income: { basicSalary: 720_000, dearnessAllowance: 0, hraReceived: 360_000, otherAllowances: 120_000 },
  hra: { rentPaid: 300_000, landlordName: 'Suresh Kulkarni', landlordPan: 'AAKPK7314D' },
  section80C: { epf: 86_400, ppf: 50_000, elss: 40_000 },
  nps80CCD1B: 50_000,
  section80D: { selfPremium: 18_000, parentsPremium: 32_000, parentsSenior: true },
  savingsInterest: 6_500,
});

/** Arjun's is a draft, still without his PAN: what the summary shows while someone types. */
const DRAFT = taxDeclarationDataSchema.parse({
  personal: { dateOfBirth: '1991-02-03', address: '14 Indiranagar 2nd Stage, Bengaluru 560038' },
  income: { basicSalary: 600_000, hraReceived: 240_000, otherAllowances: 90_000, otherIncome: 15_000 },
  hra: { rentPaid: 216_000, landlordName: 'Lakshmi Rao' },
  section80C: { lifeInsurance: 35_000, tuitionFees: 60_000, homeLoanPrincipal: 90_000 },
  section80D: { selfPremium: 22_000, selfCheckup: 3_000 },
  educationLoanInterest80E: 48_000,
  donations80G: { full: 5_000, half: 10_000 },
});

export async function seedDemoTaxDeclarations(
  tx: Tx,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const financialYear = financialYearOf(todayIn(DEFAULT_TIME_ZONE, now));
  const neha = ids.get('neha.gupta');
  const arjun = ids.get('arjun.nair');
  const rows = [];
  if (neha) {
    const submittedAt = new Date(now.getTime() - 3 * DAY_MS);
    rows.push({
      userId: neha,
      financialYear,
      status: 'submitted' as const,
      data: SUBMITTED,
      submittedAt,
      updatedAt: submittedAt,
    });
  }
  if (arjun) rows.push({ userId: arjun, financialYear, status: 'draft' as const, data: DRAFT });
  if (rows.length > 0) await tx.insert(taxDeclarations).values(rows);
}
