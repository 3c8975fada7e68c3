import type { LedgerKind } from '../../../../../shared/schemas/leave.schema.ts';

/** What each kind of ledger entry means, in English (the translation keys). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  allocation: 'Allocation',
  monthly_top_up: 'Monthly top-up',
  approval: 'Leave approved',
  cancellation: 'Approved leave cancelled',
  compensatory_earned: 'Compensatory day earned',
  compensatory_expired: 'Compensatory day expired',
  correction: 'Correction',
};

/** The notes the server itself writes on the ledger; people's own reasons are shown as written. */
export const SYSTEM_LEDGER_NOTES: readonly string[] = [
  'Default allocation',
  'Monthly top-up',
  // server/modules/leave/compensatory-leave.ts#COMPENSATORY_NOTES
  'Worked on a weekend or holiday',
  'Unused compensatory day lapsed',
  'Taken before it lapsed',
];

/** A number of days in the interface language, to one decimal: 1.5, 12. */
export function formatDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(days);
}

/** A change of a balance, always signed: +1.5, -2. */
export function formatSignedDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    days,
  );
}
