/**
 * IT proof documents (spec 002 §2 Placeholder pages: IT proof documents; built by Orgdesk): the
 * document types of the spec plus Other, and the states of a submitted proof.
 */

export const TAX_PROOF_TYPES = [
  'houseRent',
  'ownerPan',
  'medicalInsurance',
  'medicalInsuranceSpouse',
  'childEducation',
  'other',
] as const;
export type TaxProofType = (typeof TAX_PROOF_TYPES)[number];

/** The spec's names (its "Reciepts" corrected, DESIGN.md §6); keys of the web's translations. */
export const TAX_PROOF_TYPE_LABELS: Record<TaxProofType, string> = {
  houseRent: 'House Rent',
  ownerPan: 'Owner PAN',
  medicalInsurance: 'Medical Insurance',
  medicalInsuranceSpouse: 'Medical Insurance - Spouse',
  childEducation: 'Child Education Receipts',
  other: 'Other',
};

export const TAX_PROOF_STATUSES = ['submitted', 'verified', 'rejected'] as const;
export type TaxProofStatus = (typeof TAX_PROOF_STATUSES)[number];

export const TAX_PROOF_STATUS_LABELS: Record<TaxProofStatus, string> = {
  submitted: 'Submitted',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** A proof is a PDF, JPEG or PNG of 10 MB at most, checked by its content. */
export const TAX_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const TAX_PROOF_KINDS = ['pdf', 'jpg', 'png'] as const;

// Kept apart so that a page naming a year need not carry the proofs' labels.
export { financialYearLabel, financialYearOf } from './financial-year.ts';

export const TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH = 100;
export const TAX_PROOF_REASON_MAX_LENGTH = 500;
export const TAX_PROOF_PAGE_SIZES = [10, 25, 50, 100] as const;
/** What the file input offers; the server decides by the content, not by these. */
export const TAX_PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The answers of the IT proof screens, in English; keys of the web's translations. */
export const TAX_PROOF_MESSAGES = {
  typeRequired: 'Please select the document type.',
  documentNameRequired: 'Please enter the document name.',
  documentNameTooLong: 'Document name must not exceed 100 characters.',
  fileRequired: 'Please choose a file to upload.',
  fileType: 'Please upload pdf, jpg or png files only!',
  fileSize: 'File size should not be greater than 10MB.',
  uploadFailed: 'File upload failed.',
  financialYearInvalid: 'Please select a valid financial year.',
  reasonRequired: 'Please enter the reason for rejection.',
  reasonTooLong: 'Reason must not exceed 500 characters.',
  notFound: 'This document does not exist.',
  fileGone: 'The file of this document is no longer stored.',
  verifiedLocked: 'A verified document cannot be deleted.',
  notSubmitted: 'This document has already been reviewed.',
  ownProof: 'You cannot review your own document.',
  notAllowed: 'You are not allowed to review documents.',
} as const;

/** The financial years the selector offers: the current one first, back to four years before it. */
export function financialYearChoices(current: number, count = 5): number[] {
  return Array.from({ length: count }, (_, i) => current - i);
}

/** The file kinds a proof may be, by the extension of the name chosen in the browser. */
export function isAcceptedProofName(fileName: string): boolean {
  return /\.(pdf|jpe?g|png)$/i.test(fileName.trim());
}

/**
 * Reviewers (ReviewTaxDocuments: the HR group, Admins) see everyone's IT proofs and income tax
 * declarations. The tax-proofs policy decides by it, and the signed-in user's abilities carry it.
 */
export function holdsReviewTaxDocuments(permissions: readonly string[]): boolean {
  return permissions.includes('ReviewTaxDocuments');
}
