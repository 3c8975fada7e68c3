/**
 * Income tax declaration (spec 002 §2 Placeholder pages: Income tax declaration; built by
 * Orgdesk): what a person expects to earn and invest in an Indian financial year, and what the
 * old tax regime of the Income-tax Act, 1961 allows of it. Every amount is whole rupees for the
 * whole financial year (April to March). No tax slabs are computed.
 */

/** Section 80C (with 80CCC and 80CCD(1), section 80CCE): all listed investments together. */
export const LIMIT_80C = 150_000;
/** Section 80CCD(1B): own contribution to the National Pension System, over the 80C limit. */
export const LIMIT_80CCD_1B = 50_000;
/** Section 80D(2)/(3): health insurance of self, spouse and dependent children. */
export const LIMIT_80D_SELF = 25_000;
/** Section 80D, proviso: the higher limit when the person or spouse is a senior citizen. */
export const LIMIT_80D_SELF_SENIOR = 50_000;
/** Section 80D(2)/(3): health insurance of parents. */
export const LIMIT_80D_PARENTS = 25_000;
/** Section 80D, proviso: the higher limit when a parent is a senior citizen. */
export const LIMIT_80D_PARENTS_SENIOR = 50_000;
/** Section 80D(5): preventive health check-ups, counted inside the two limits above. */
export const LIMIT_80D_PREVENTIVE = 5_000;
/** Section 24(b), second proviso: interest on a loan for a self-occupied house. */
export const LIMIT_24B_SELF_OCCUPIED = 200_000;
/** Section 80TTA: interest on savings accounts (not for senior citizens). */
export const LIMIT_80TTA = 10_000;
/** Section 80TTB: a senior citizen's interest on deposits, in place of 80TTA. */
export const LIMIT_80TTB = 50_000;
/** Section 16(ia): the standard deduction from salary under the old regime. */
export const STANDARD_DEDUCTION = 50_000;
/** Rule 2A: share of salary for a house in Delhi, Mumbai, Kolkata or Chennai; elsewhere 40%. */
export const HRA_METRO_PERCENT = 50;
export const HRA_NON_METRO_PERCENT = 40;
/** Rule 2A(b): rent counts only above 10% of salary. */
export const HRA_RENT_EXCESS_PERCENT = 10;
/** Section 80G: the qualifying share of each donation bucket (the 10%-of-income ceiling is left out). */
export const DONATION_FULL_PERCENT = 100;
export const DONATION_HALF_PERCENT = 50;
/** Age from which the Act treats a resident as a senior citizen. */
export const SENIOR_CITIZEN_AGE = 60;
/** CBDT circular 8/2013: the landlord's PAN is needed when the year's rent exceeds this. */
export const LANDLORD_PAN_RENT_ABOVE = 100_000;

export const TAX_DECLARATION_STATUSES = ['draft', 'submitted'] as const;
export type TaxDeclarationStatus = (typeof TAX_DECLARATION_STATUSES)[number];

export const TAX_DECLARATION_STATUS_LABELS: Record<TaxDeclarationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
};

export const SECTION_80C_ITEMS = [
  'ppf',
  'elss',
  'lifeInsurance',
  'epf',
  'nsc',
  'tuitionFees',
  'homeLoanPrincipal',
  'fixedDeposit',
  'sukanyaSamriddhi',
] as const;
export type Section80CItem = (typeof SECTION_80C_ITEMS)[number];

/** The amounts the rules read; the form's other fields (PAN, address) do not change a figure. */
export interface TaxInputs {
  dateOfBirth: string | null;
  metroCity: boolean;
  income: {
    basicSalary: number;
    dearnessAllowance: number;
    hraReceived: number;
    otherAllowances: number;
    otherIncome: number;
  };
  rentPaid: number;
  section80C: Record<Section80CItem, number>;
  nps80CCD1B: number;
  section80D: {
    selfPremium: number;
    selfCheckup: number;
    spouseSenior: boolean;
    parentsPremium: number;
    parentsCheckup: number;
    parentsSenior: boolean;
  };
  homeLoanInterest24B: number;
  educationLoanInterest80E: number;
  donations80G: { full: number; half: number };
  savingsInterest: number;
}

export const DEDUCTION_SECTIONS = ['80C', '80CCD(1B)', '80D', '24(b)', '80E', '80G', '80TTA/80TTB'] as const;
export type DeductionSection = (typeof DEDUCTION_SECTIONS)[number];

export interface SectionTotal {
  section: DeductionSection;
  claimed: number;
  allowed: number;
  /** The most the section allows here; null when the Act sets no cap. */
  limit: number | null;
}

export interface HraExemption {
  /** (a) the HRA actually received. */
  received: number;
  /** (b) rent paid less 10% of salary (basic + DA), not below 0. */
  rentOverTenPercent: number;
  /** (c) 50% (metro) or 40% of salary (basic + DA). */
  shareOfSalary: number;
  sharePercent: number;
  /** The least of the three. */
  exemption: number;
}

export interface TaxTotals {
  seniorCitizen: boolean;
  grossIncome: number;
  salaryIncome: number;
  hra: HraExemption;
  standardDeduction: number;
  sections: SectionTotal[];
  totalClaimed: number;
  totalDeductions: number;
  taxableIncome: number;
}

/**
 * Whether someone born on `dateOfBirth` is 60 or older at some time in the financial year
 * starting in `financialYear`, i.e. on its last day, 31 March.
 */
export function isSeniorCitizen(dateOfBirth: string | null, financialYear: number): boolean {
  if (!dateOfBirth) return false;
  return dateOfBirth <= `${financialYear + 1 - SENIOR_CITIZEN_AGE}-03-31`;
}

const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** Section 10(13A) with rule 2A, for the year. Shares of salary round in the person's disfavour. */
export function hraExemption(input: {
  basicSalary: number;
  dearnessAllowance: number;
  hraReceived: number;
  rentPaid: number;
  metroCity: boolean;
}): HraExemption {
  const salary = input.basicSalary + input.dearnessAllowance;
  const tenPercent = Math.ceil((salary * HRA_RENT_EXCESS_PERCENT) / 100);
  const rentOverTenPercent = Math.max(0, input.rentPaid - tenPercent);
  const sharePercent = input.metroCity ? HRA_METRO_PERCENT : HRA_NON_METRO_PERCENT;
  const shareOfSalary = percentOf(salary, sharePercent);
  return {
    received: input.hraReceived,
    rentOverTenPercent,
    shareOfSalary,
    sharePercent,
    exemption: Math.min(input.hraReceived, rentOverTenPercent, shareOfSalary),
  };
}

const capped = (section: DeductionSection, claimed: number, limit: number | null): SectionTotal => ({
  section,
  claimed,
  allowed: limit === null ? claimed : Math.min(claimed, limit),
  limit,
});

/**
 * Section 80D: each bucket is premium plus check-up up to its limit; the check-ups of both
 * buckets together count up to 5,000 (self's first).
 */
export function section80D(d: TaxInputs['section80D'], seniorSelf: boolean): SectionTotal {
  const selfLimit = seniorSelf || d.spouseSenior ? LIMIT_80D_SELF_SENIOR : LIMIT_80D_SELF;
  const parentsLimit = d.parentsSenior ? LIMIT_80D_PARENTS_SENIOR : LIMIT_80D_PARENTS;
  const selfCheckup = Math.min(d.selfCheckup, LIMIT_80D_PREVENTIVE);
  const parentsCheckup = Math.min(d.parentsCheckup, LIMIT_80D_PREVENTIVE - selfCheckup);
  const self = Math.min(d.selfPremium + selfCheckup, selfLimit);
  const parents = Math.min(d.parentsPremium + parentsCheckup, parentsLimit);
  return {
    section: '80D',
    claimed: d.selfPremium + d.selfCheckup + d.parentsPremium + d.parentsCheckup,
    allowed: self + parents,
    limit: selfLimit + parentsLimit,
  };
}

/** Every figure of the declaration's summary, recomputed from the inputs alone. */
export function computeTaxTotals(inputs: TaxInputs, financialYear: number): TaxTotals {
  const seniorCitizen = isSeniorCitizen(inputs.dateOfBirth, financialYear);
  const { income } = inputs;
  const salaryIncome =
    income.basicSalary + income.dearnessAllowance + income.hraReceived + income.otherAllowances;
  const grossIncome = salaryIncome + income.otherIncome;
  const hra = hraExemption({ ...income, rentPaid: inputs.rentPaid, metroCity: inputs.metroCity });
  const claimed80C = SECTION_80C_ITEMS.reduce((sum, item) => sum + inputs.section80C[item], 0);
  const donations =
    percentOf(inputs.donations80G.full, DONATION_FULL_PERCENT) +
    percentOf(inputs.donations80G.half, DONATION_HALF_PERCENT);
  const sections: SectionTotal[] = [
    capped('80C', claimed80C, LIMIT_80C),
    capped('80CCD(1B)', inputs.nps80CCD1B, LIMIT_80CCD_1B),
    section80D(inputs.section80D, seniorCitizen),
    capped('24(b)', inputs.homeLoanInterest24B, LIMIT_24B_SELF_OCCUPIED),
    capped('80E', inputs.educationLoanInterest80E, null),
    {
      section: '80G',
      claimed: inputs.donations80G.full + inputs.donations80G.half,
      allowed: donations,
      limit: null,
    },
    capped('80TTA/80TTB', inputs.savingsInterest, seniorCitizen ? LIMIT_80TTB : LIMIT_80TTA),
  ];
  const totalClaimed = sections.reduce((sum, s) => sum + s.claimed, 0);
  const totalDeductions = sections.reduce((sum, s) => sum + s.allowed, 0);
  const standardDeduction = Math.min(STANDARD_DEDUCTION, salaryIncome);
  const taxableIncome = Math.max(0, grossIncome - hra.exemption - standardDeduction - totalDeductions);
  return {
    seniorCitizen,
    grossIncome,
    salaryIncome,
    hra,
    standardDeduction,
    sections,
    totalClaimed,
    totalDeductions,
    taxableIncome,
  };
}

/** The financial years a person may declare for, on `today`: the current one and the one before. */
export function declarableYears(currentFinancialYear: number): number[] {
  return [currentFinancialYear, currentFinancialYear - 1];
}

/** Messages of the declaration's API and form; also keys of the web's translations. */
export const TAX_DECLARATION_MESSAGES = {
  amountInvalid: 'Enter a whole number of rupees, 0 or more.',
  amountTooLarge: 'This amount is too large.',
  panInvalid: 'Enter a PAN like ABCDE1234F.',
  panRequired: 'PAN is required to submit.',
  dateOfBirthInvalid: 'Enter a valid date of birth.',
  dateOfBirthRequired: 'Date of birth is required to submit.',
  addressRequired: 'Address is required to submit.',
  addressTooLong: 'Address must not exceed 300 characters.',
  landlordNameTooLong: 'Landlord name must not exceed 100 characters.',
  landlordRequired: "The landlord's name and PAN are required when the year's rent exceeds ₹1,00,000.",
  salaryRequired: 'Enter your basic salary to submit.',
  yearNotAllowed: 'You can declare for the current financial year or the previous one only.',
  locked: 'This declaration is submitted and locked until an Admin reopens it.',
  alreadySubmitted: 'This declaration is already submitted.',
  notSubmitted: 'Only a submitted declaration can be reopened.',
  reopenOwn: 'Another reviewer must reopen your own declaration.',
  notFound: 'This declaration does not exist.',
} as const;
