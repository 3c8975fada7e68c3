import {
  financialYearChoices,
  financialYearLabel,
  TAX_PROOF_MAX_BYTES,
  isAcceptedProofName,
  TAX_PROOF_MESSAGES,
  type TaxProofStatus,
} from '../../../../shared/rules/tax-proofs.ts';

export const TAX_PROOF_STATUS_COLORS: Record<TaxProofStatus, string> = {
  submitted: 'blue',
  verified: 'green',
  rejected: 'red',
};

/** The financial year selector's choices: "FY 2026-27" and the four before it. */
export function financialYearOptions(current: number): { value: string; label: string }[] {
  return financialYearChoices(current).map((year) => ({
    value: String(year),
    label: financialYearLabel(year),
  }));
}

/**
 * What the browser can tell about a chosen file before sending it (the server checks its
 * content again): null when it may go, else the message to show under the field.
 */
export function fileProblem(file: File | null): string | null {
  if (!file) return TAX_PROOF_MESSAGES.fileRequired;
  if (!isAcceptedProofName(file.name)) return TAX_PROOF_MESSAGES.fileType;
  if (file.size > TAX_PROOF_MAX_BYTES) return TAX_PROOF_MESSAGES.fileSize;
  if (file.size === 0) return TAX_PROOF_MESSAGES.uploadFailed;
  return null;
}
