import { z } from 'zod';
import {
  SECTION_80C_ITEMS,
  TAX_DECLARATION_MESSAGES as M,
  TAX_DECLARATION_STATUSES,
  LANDLORD_PAN_RENT_ABOVE,
  DEDUCTION_SECTIONS,
  type Section80CItem,
  type TaxInputs,
} from '../rules/tax-declaration.ts';
import { isoDay, listPage, listSearch, serialIdParam } from './common.schema.ts';
import { financialYear } from './tax-proofs.schema.ts';

/** Ten crore rupees: more than any one line of a salaried person's declaration. */
export const MAX_TAX_AMOUNT = 100_000_000;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const amount = z
  .number({ error: M.amountInvalid })
  .int({ error: M.amountInvalid })
  .min(0, { error: M.amountInvalid })
  .max(MAX_TAX_AMOUNT, { error: M.amountTooLarge })
  .default(0);

/** Empty while a draft; otherwise ten characters such as ABCDE1234F (upper-cased). */
const pan = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || PAN_PATTERN.test(v), { error: M.panInvalid })
  .default('');

const section80CShape = Object.fromEntries(SECTION_80C_ITEMS.map((item) => [item, amount])) as Record<
  Section80CItem,
  typeof amount
>;

/** The form's data, checked on every save (a draft may be incomplete, never malformed). */
export const taxDeclarationDataSchema = z.strictObject({
  personal: z
    .strictObject({
      pan,
      dateOfBirth: z.union([z.literal(''), isoDay(M.dateOfBirthInvalid)]).default(''),
      address: z.string().trim().max(300, { error: M.addressTooLong }).default(''),
      metroCity: z.boolean().default(false),
    })
    .prefault({}),
  income: z
    .strictObject({
      basicSalary: amount,
      dearnessAllowance: amount,
      hraReceived: amount,
      otherAllowances: amount,
      otherIncome: amount,
    })
    .prefault({}),
  hra: z
    .strictObject({
      rentPaid: amount,
      landlordName: z.string().trim().max(100, { error: M.landlordNameTooLong }).default(''),
      landlordPan: pan,
    })
    .prefault({}),
  section80C: z.strictObject(section80CShape).prefault({}),
  nps80CCD1B: amount,
  section80D: z
    .strictObject({
      selfPremium: amount,
      selfCheckup: amount,
      spouseSenior: z.boolean().default(false),
      parentsPremium: amount,
      parentsCheckup: amount,
      parentsSenior: z.boolean().default(false),
    })
    .prefault({}),
  homeLoanInterest24B: amount,
  educationLoanInterest80E: amount,
  donations80G: z.strictObject({ full: amount, half: amount }).prefault({}),
  savingsInterest: amount,
});
export type TaxDeclarationData = z.infer<typeof taxDeclarationDataSchema>;
export type TaxDeclarationInput = z.input<typeof taxDeclarationDataSchema>;

/** A blank form: every amount 0, every text empty. */
export function emptyDeclarationData(): TaxDeclarationData {
  return taxDeclarationDataSchema.parse({});
}

/** What the shared tax rules read of the form. */
export function taxInputsOf(data: TaxDeclarationData): TaxInputs {
  return {
    dateOfBirth: data.personal.dateOfBirth || null,
    metroCity: data.personal.metroCity,
    income: data.income,
    rentPaid: data.hra.rentPaid,
    section80C: data.section80C,
    nps80CCD1B: data.nps80CCD1B,
    section80D: data.section80D,
    homeLoanInterest24B: data.homeLoanInterest24B,
    educationLoanInterest80E: data.educationLoanInterest80E,
    donations80G: data.donations80G,
    savingsInterest: data.savingsInterest,
  };
}

/** What a submission needs beyond a valid draft, as field errors (empty when complete). */
export function submitIssues(data: TaxDeclarationData): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!data.personal.pan) issues.push({ path: 'personal.pan', message: M.panRequired });
  if (!data.personal.dateOfBirth)
    issues.push({ path: 'personal.dateOfBirth', message: M.dateOfBirthRequired });
  if (!data.personal.address) issues.push({ path: 'personal.address', message: M.addressRequired });
  if (data.income.basicSalary <= 0) issues.push({ path: 'income.basicSalary', message: M.salaryRequired });
  if (data.hra.rentPaid > LANDLORD_PAN_RENT_ABOVE) {
    if (!data.hra.landlordName) issues.push({ path: 'hra.landlordName', message: M.landlordRequired });
    if (!data.hra.landlordPan) issues.push({ path: 'hra.landlordPan', message: M.landlordRequired });
  }
  return issues;
}

export const financialYearQuerySchema = z.strictObject({
  financialYear: financialYear.optional(),
});

export const taxDeclarationIdParamsSchema = z.strictObject({
  id: serialIdParam(),
});

export const TAX_DECLARATION_PAGE_SIZES = [10, 25, 50, 100] as const;

export const taxDeclarationListQuerySchema = z.strictObject({
  financialYear: financialYear.optional(),
  status: z.enum(TAX_DECLARATION_STATUSES).optional(),
  search: listSearch(),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TAX_DECLARATION_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(10),
});
export type TaxDeclarationListQuery = z.infer<typeof taxDeclarationListQuerySchema>;

const sectionTotalSchema = z.object({
  section: z.enum(DEDUCTION_SECTIONS),
  claimed: z.number().int(),
  allowed: z.number().int(),
  limit: z.number().int().nullable(),
});

export const taxTotalsSchema = z.object({
  seniorCitizen: z.boolean(),
  grossIncome: z.number().int(),
  salaryIncome: z.number().int(),
  hra: z.object({
    received: z.number().int(),
    rentOverTenPercent: z.number().int(),
    shareOfSalary: z.number().int(),
    sharePercent: z.number().int(),
    exemption: z.number().int(),
  }),
  standardDeduction: z.number().int(),
  sections: z.array(sectionTotalSchema),
  totalClaimed: z.number().int(),
  totalDeductions: z.number().int(),
  taxableIncome: z.number().int(),
});

export const taxDeclarationPersonSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  employeeCode: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string(),
});
export type TaxDeclarationPerson = z.infer<typeof taxDeclarationPersonSchema>;

export const taxDeclarationAbilitiesSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  reopen: z.boolean(),
});

export const taxDeclarationSchema = z.object({
  /** Null until the first save. */
  id: z.number().int().nullable(),
  financialYear: z.number().int(),
  status: z.enum(TAX_DECLARATION_STATUSES),
  person: taxDeclarationPersonSchema,
  data: taxDeclarationDataSchema,
  totals: taxTotalsSchema,
  submittedAt: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The years the caller may declare for, newest first. */
  years: z.array(z.number().int()),
  abilities: taxDeclarationAbilitiesSchema,
});
export type TaxDeclaration = z.infer<typeof taxDeclarationSchema>;

export const taxDeclarationListItemSchema = z.object({
  id: z.number().int(),
  financialYear: z.number().int(),
  status: z.enum(TAX_DECLARATION_STATUSES),
  person: taxDeclarationPersonSchema,
  grossIncome: z.number().int(),
  hraExemption: z.number().int(),
  totalDeductions: z.number().int(),
  taxableIncome: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  abilities: taxDeclarationAbilitiesSchema,
});
export type TaxDeclarationListItem = z.infer<typeof taxDeclarationListItemSchema>;

export const taxDeclarationListResponseSchema = z.object({
  items: z.array(taxDeclarationListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  years: z.array(z.number().int()),
});
export type TaxDeclarationListResponse = z.infer<typeof taxDeclarationListResponseSchema>;
