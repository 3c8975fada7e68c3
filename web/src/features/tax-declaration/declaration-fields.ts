import type { Control, FieldPath } from 'react-hook-form';
import type { DeductionSection, Section80CItem } from '../../../../shared/rules/tax-declaration.ts';
import type { TaxDeclarationData } from '../../../../shared/schemas/tax-declaration.schema.ts';

/** The declaration form's control: its values are the declaration's data, sent as they parse. */
export type DeclarationControl = Control<TaxDeclarationData, unknown, TaxDeclarationData>;

/** An amount field of the form: where it sits in the data and its English label (a translation key). */
export interface AmountField {
  path: FieldPath<TaxDeclarationData>;
  label: string;
}

export const INCOME_FIELDS: AmountField[] = [
  { path: 'income.basicSalary', label: 'Basic salary' },
  { path: 'income.dearnessAllowance', label: 'Dearness allowance (DA)' },
  { path: 'income.hraReceived', label: 'HRA received' },
  { path: 'income.otherAllowances', label: 'Other allowances' },
  { path: 'income.otherIncome', label: 'Income from other sources' },
];

const SECTION_80C_LABELS: Record<Section80CItem, string> = {
  ppf: 'Public Provident Fund (PPF)',
  elss: 'ELSS mutual funds',
  lifeInsurance: 'Life insurance premium',
  epf: 'Employee Provident Fund (EPF)',
  nsc: 'National Savings Certificate (NSC)',
  tuitionFees: 'Children’s tuition fees',
  homeLoanPrincipal: 'Home loan principal',
  fixedDeposit: '5-year tax-saving fixed deposit',
  sukanyaSamriddhi: 'Sukanya Samriddhi Yojana',
};

/** The deduction cards, one per section of the Act, each with its amount fields. */
export const DEDUCTION_CARDS: { section: DeductionSection; title: string; fields: AmountField[] }[] = [
  {
    section: '80C',
    title: 'Section 80C',
    fields: (Object.entries(SECTION_80C_LABELS) as [Section80CItem, string][]).map(([item, label]) => ({
      path: `section80C.${item}`,
      label,
    })),
  },
  {
    section: '80CCD(1B)',
    title: 'Section 80CCD(1B)',
    fields: [{ path: 'nps80CCD1B', label: 'NPS contribution' }],
  },
  {
    section: '80D',
    title: 'Section 80D',
    fields: [
      { path: 'section80D.selfPremium', label: 'Health insurance: self, spouse and children' },
      { path: 'section80D.selfCheckup', label: 'Preventive check-up: self, spouse and children' },
      { path: 'section80D.parentsPremium', label: 'Health insurance: parents' },
      { path: 'section80D.parentsCheckup', label: 'Preventive check-up: parents' },
    ],
  },
  {
    section: '24(b)',
    title: 'Section 24(b)',
    fields: [{ path: 'homeLoanInterest24B', label: 'Home loan interest (self-occupied house)' }],
  },
  {
    section: '80E',
    title: 'Section 80E',
    fields: [{ path: 'educationLoanInterest80E', label: 'Education loan interest' }],
  },
  {
    section: '80G',
    title: 'Section 80G',
    fields: [
      { path: 'donations80G.full', label: 'Donations qualifying at 100%' },
      { path: 'donations80G.half', label: 'Donations qualifying at 50%' },
    ],
  },
  {
    section: '80TTA/80TTB',
    title: 'Sections 80TTA / 80TTB',
    fields: [{ path: 'savingsInterest', label: 'Interest on savings (deposits for senior citizens)' }],
  },
];

/** A PAN is upper case, whatever is typed. */
export const toPan = (typed: string) => typed.toUpperCase();
