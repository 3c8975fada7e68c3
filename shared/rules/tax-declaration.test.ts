import { describe, expect, it } from 'vitest';
import {
  emptyDeclarationData,
  submitIssues,
  taxDeclarationDataSchema,
  taxInputsOf,
} from '../schemas/tax-declaration.schema.ts';
import {
  computeTaxTotals,
  hraExemption,
  isSeniorCitizen,
  section80D,
  type SectionTotal,
  type TaxInputs,
} from './tax-declaration.ts';

const blank = (): TaxInputs => taxInputsOf(emptyDeclarationData());
const section = (sections: SectionTotal[], name: string) => sections.find((s) => s.section === name)!;

describe('hraExemption (section 10(13A), rule 2A): the least of three amounts', () => {
  it.each([
    // basic, DA, HRA received, rent paid, metro → (a) received, (b) rent − 10%, (c) share, exemption
    ['rent over 10% is least', 600_000, 0, 300_000, 180_000, true, 120_000, 300_000, 120_000],
    ['HRA received is least', 600_000, 0, 100_000, 300_000, true, 240_000, 300_000, 100_000],
    [
      '40% of salary is least outside a metro',
      600_000,
      0,
      300_000,
      400_000,
      false,
      340_000,
      240_000,
      240_000,
    ],
    ['50% of salary in a metro', 600_000, 0, 400_000, 400_000, true, 340_000, 300_000, 300_000],
    ['DA counts as salary', 500_000, 100_000, 300_000, 180_000, true, 120_000, 300_000, 120_000],
    ['rent below 10% of salary gives nothing', 600_000, 0, 300_000, 50_000, true, 0, 300_000, 0],
    ['no rent, no exemption', 600_000, 0, 300_000, 0, false, 0, 240_000, 0],
    ['10% rounds up, shares round down', 100_005, 0, 90_000, 60_000, false, 49_999, 40_002, 40_002],
  ])(
    '%s',
    (_name, basicSalary, dearnessAllowance, hraReceived, rentPaid, metroCity, rentOver, share, exemption) => {
      const hra = hraExemption({ basicSalary, dearnessAllowance, hraReceived, rentPaid, metroCity });
      expect(hra.received).toBe(hraReceived);
      expect(hra.rentOverTenPercent).toBe(rentOver);
      expect(hra.shareOfSalary).toBe(share);
      expect(hra.sharePercent).toBe(metroCity ? 50 : 40);
      expect(hra.exemption).toBe(exemption);
    },
  );
});

describe('isSeniorCitizen: 60 or older at some time in the financial year', () => {
  it.each([
    [null, 2026, false],
    ['1967-03-31', 2026, true],
    ['1967-04-01', 2026, false],
    ['1950-01-01', 2026, true],
    ['1990-06-15', 2026, false],
    ['1966-03-31', 2025, true],
    ['1966-12-31', 2025, false],
  ])('born %s, FY %i: %s', (dob, year, expected) => {
    expect(isSeniorCitizen(dob, year)).toBe(expected);
  });
});

describe('section80D: health insurance with senior limits and a shared 5,000 check-up', () => {
  const d = (over: Partial<TaxInputs['section80D']>) => ({ ...blank().section80D, ...over });
  it.each([
    ['self within limit', d({ selfPremium: 20_000 }), false, 20_000, 20_000, 50_000],
    ['self capped at 25,000', d({ selfPremium: 40_000 }), false, 40_000, 25_000, 50_000],
    ['self senior: 50,000', d({ selfPremium: 60_000 }), true, 60_000, 50_000, 75_000],
    ['spouse senior: 50,000', d({ selfPremium: 60_000, spouseSenior: true }), false, 60_000, 50_000, 75_000],
    ['parents capped at 25,000', d({ parentsPremium: 30_000 }), false, 30_000, 25_000, 50_000],
    [
      'senior parents: 50,000',
      d({ parentsPremium: 55_000, parentsSenior: true }),
      false,
      55_000,
      50_000,
      75_000,
    ],
    ['check-ups share 5,000', d({ selfCheckup: 4_000, parentsCheckup: 4_000 }), false, 8_000, 5_000, 50_000],
    [
      'check-up inside the limit',
      d({ selfPremium: 24_000, selfCheckup: 5_000 }),
      false,
      29_000,
      25_000,
      50_000,
    ],
    [
      'both buckets full',
      d({ selfPremium: 30_000, parentsPremium: 60_000, parentsSenior: true }),
      false,
      90_000,
      75_000,
      75_000,
    ],
  ])('%s', (_name, input, senior, claimed, allowed, limit) => {
    expect(section80D(input, senior)).toEqual({ section: '80D', claimed, allowed, limit });
  });
});

describe('computeTaxTotals', () => {
  it('caps 80C at 1,50,000 across all its investments', () => {
    const inputs = blank();
    inputs.section80C.ppf = 100_000;
    inputs.section80C.elss = 60_000;
    inputs.section80C.tuitionFees = 10_000;
    expect(section(computeTaxTotals(inputs, 2026).sections, '80C')).toEqual({
      section: '80C',
      claimed: 170_000,
      allowed: 150_000,
      limit: 150_000,
    });
  });

  it.each([
    ['80CCD(1B)', (i: TaxInputs) => (i.nps80CCD1B = 70_000), 70_000, 50_000, 50_000],
    ['24(b)', (i: TaxInputs) => (i.homeLoanInterest24B = 250_000), 250_000, 200_000, 200_000],
    ['80E', (i: TaxInputs) => (i.educationLoanInterest80E = 400_000), 400_000, 400_000, null],
    ['80G', (i: TaxInputs) => (i.donations80G = { full: 10_000, half: 5_001 }), 15_001, 12_500, null],
    ['80TTA/80TTB', (i: TaxInputs) => (i.savingsInterest = 14_000), 14_000, 10_000, 10_000],
  ])('%s: claimed, allowed and cap', (name, fill, claimed, allowed, limit) => {
    const inputs = blank();
    fill(inputs);
    expect(section(computeTaxTotals(inputs, 2026).sections, name)).toEqual({
      section: name,
      claimed,
      allowed,
      limit,
    });
  });

  it('a senior citizen gets 80TTB (50,000) instead of 80TTA', () => {
    const inputs = { ...blank(), dateOfBirth: '1960-05-01', savingsInterest: 60_000 };
    const totals = computeTaxTotals(inputs, 2026);
    expect(totals.seniorCitizen).toBe(true);
    expect(section(totals.sections, '80TTA/80TTB').allowed).toBe(50_000);
  });

  it('taxable income is gross less HRA exemption, standard deduction and deductions', () => {
    const inputs = blank();
    inputs.income = {
      basicSalary: 600_000,
      dearnessAllowance: 0,
      hraReceived: 300_000,
      otherAllowances: 100_000,
      otherIncome: 20_000,
    };
    inputs.rentPaid = 180_000;
    inputs.metroCity = true;
    inputs.section80C.epf = 72_000;
    inputs.section80C.ppf = 100_000;
    inputs.section80D.selfPremium = 30_000;
    const totals = computeTaxTotals(inputs, 2026);
    expect(totals.salaryIncome).toBe(1_000_000);
    expect(totals.grossIncome).toBe(1_020_000);
    expect(totals.hra.exemption).toBe(120_000);
    expect(totals.standardDeduction).toBe(50_000);
    expect(totals.totalClaimed).toBe(202_000);
    expect(totals.totalDeductions).toBe(175_000);
    expect(totals.taxableIncome).toBe(1_020_000 - 120_000 - 50_000 - 175_000);
  });

  it('taxable income never goes below 0; standard deduction never exceeds salary', () => {
    const inputs = blank();
    inputs.income.basicSalary = 30_000;
    inputs.educationLoanInterest80E = 100_000;
    const totals = computeTaxTotals(inputs, 2026);
    expect(totals.standardDeduction).toBe(30_000);
    expect(totals.taxableIncome).toBe(0);
  });
});

describe('taxDeclarationDataSchema', () => {
  it.each([
    [{ nps80CCD1B: -1 }, 'nps80CCD1B', 'Enter a whole number of rupees, 0 or more.'],
    [{ nps80CCD1B: 1.5 }, 'nps80CCD1B', 'Enter a whole number of rupees, 0 or more.'],
    [{ nps80CCD1B: 100_000_001 }, 'nps80CCD1B', 'This amount is too large.'],
    [{ personal: { pan: 'ABC123' } }, 'personal.pan', 'Enter a PAN like ABCDE1234F.'],
    [{ personal: { dateOfBirth: '1990-02-30' } }, 'personal.dateOfBirth', 'Enter a valid date of birth.'],
    [{ hra: { landlordPan: '12345ABCDE' } }, 'hra.landlordPan', 'Enter a PAN like ABCDE1234F.'],
  ])('%j is refused at %s', (input, path, message) => {
    const result = taxDeclarationDataSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('fills what is missing and upper-cases a PAN', () => {
    const data = taxDeclarationDataSchema.parse({ personal: { pan: 'abcde1234f' } });
    expect(data.personal.pan).toBe('ABCDE1234F');
    expect(data.section80C.ppf).toBe(0);
    expect(data.section80D.parentsSenior).toBe(false);
  });

  it('refuses fields it does not know', () => {
    expect(taxDeclarationDataSchema.safeParse({ totals: { taxableIncome: 0 } }).success).toBe(false);
  });
});

describe('submitIssues', () => {
  it('asks for PAN, date of birth, address and salary on a blank form', () => {
    expect(submitIssues(emptyDeclarationData()).map((i) => i.path)).toEqual([
      'personal.pan',
      'personal.dateOfBirth',
      'personal.address',
      'income.basicSalary',
    ]);
  });

  it("asks for the landlord's name and PAN above ₹1,00,000 of rent a year", () => {
    const data = taxDeclarationDataSchema.parse({
      personal: { pan: 'ABCDE1234F', dateOfBirth: '1990-01-01', address: 'Pune' },
      income: { basicSalary: 600_000 },
      hra: { rentPaid: 100_001 },
    });
    expect(submitIssues(data).map((i) => i.path)).toEqual(['hra.landlordName', 'hra.landlordPan']);
    expect(submitIssues({ ...data, hra: { ...data.hra, rentPaid: 100_000 } })).toEqual([]);
  });
});
