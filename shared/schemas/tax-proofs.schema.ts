import { z } from 'zod';
import {
  TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH,
  TAX_PROOF_MESSAGES,
  TAX_PROOF_PAGE_SIZES,
  TAX_PROOF_REASON_MAX_LENGTH,
  TAX_PROOF_STATUSES,
  TAX_PROOF_TYPES,
} from '../rules/tax-proofs.ts';
import { listPage, listSearch, requiredString, serialIdParam } from './common.schema.ts';

/** Financial years as the year they start in: a generous window, never a 5xx for an odd value. */
export const financialYear = z.coerce
  .number({ error: TAX_PROOF_MESSAGES.financialYearInvalid })
  .int({ error: TAX_PROOF_MESSAGES.financialYearInvalid })
  .min(2000, { error: TAX_PROOF_MESSAGES.financialYearInvalid })
  .max(2100, { error: TAX_PROOF_MESSAGES.financialYearInvalid });

/** The text fields of an upload (the file travels beside them in the multipart body). */
export const taxProofUploadFieldsSchema = z.strictObject({
  type: z.enum(TAX_PROOF_TYPES, { error: TAX_PROOF_MESSAGES.typeRequired }),
  documentName: requiredString(TAX_PROOF_MESSAGES.documentNameRequired)
    .trim()
    .min(1, { error: TAX_PROOF_MESSAGES.documentNameRequired, abort: true })
    .max(TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH, { error: TAX_PROOF_MESSAGES.documentNameTooLong }),
  financialYear: financialYear.optional(),
});
export type TaxProofUploadFields = z.infer<typeof taxProofUploadFieldsSchema>;

export const taxProofIdParamsSchema = z.strictObject({ id: serialIdParam() });

export const taxProofListQuerySchema = z.strictObject({
  /** "all" is for holders of ReviewTaxDocuments; everyone else sees their own. */
  view: z.enum(['mine', 'all']).default('mine'),
  financialYear: financialYear.optional(),
  status: z.enum(TAX_PROOF_STATUSES).optional(),
  search: listSearch(),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TAX_PROOF_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(10),
});
export type TaxProofListQuery = z.infer<typeof taxProofListQuerySchema>;

export const taxProofRejectBodySchema = z.strictObject({
  reason: requiredString(TAX_PROOF_MESSAGES.reasonRequired)
    .trim()
    .min(1, { error: TAX_PROOF_MESSAGES.reasonRequired, abort: true })
    .max(TAX_PROOF_REASON_MAX_LENGTH, { error: TAX_PROOF_MESSAGES.reasonTooLong }),
});
export type TaxProofRejectBody = z.infer<typeof taxProofRejectBodySchema>;

export const taxProofAbilitiesSchema = z.object({
  preview: z.boolean(),
  delete: z.boolean(),
  verify: z.boolean(),
  reject: z.boolean(),
});
export type TaxProofAbilities = z.infer<typeof taxProofAbilitiesSchema>;

export const taxProofSchema = z.object({
  id: z.number().int(),
  person: z.object({ id: z.uuid(), fullName: z.string() }),
  financialYear: z.number().int(),
  type: z.enum(TAX_PROOF_TYPES),
  documentName: z.string(),
  fileName: z.string(),
  kind: z.enum(['pdf', 'jpg', 'png']),
  mimeType: z.string(),
  size: z.number().int(),
  fileUrl: z.string(),
  status: z.enum(TAX_PROOF_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  uploadedAt: z.string(),
  abilities: taxProofAbilitiesSchema,
});
export type TaxProof = z.infer<typeof taxProofSchema>;

/** How many of a person's proofs of the financial year their page lists, the latest first. */
export const PERSON_TAX_PROOFS_SHOWN = 5;

/** A person's IT proofs of this financial year on their page: `seen` for them and ReviewTaxDocuments holders. */
export const personTaxProofsSchema = z.object({
  seen: z.boolean(),
  items: z.array(taxProofSchema),
  total: z.number().int(),
  financialYear: z.number().int(),
});
export type PersonTaxProofs = z.infer<typeof personTaxProofsSchema>;

export const taxProofListResponseSchema = z.object({
  items: z.array(taxProofSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  financialYear: z.number().int(),
  /** The current financial year by the organisation's calendar: the selector's first choice. */
  currentFinancialYear: z.number().int(),
  /** Whether the caller may ask for everyone's documents (ReviewTaxDocuments). */
  canReviewAll: z.boolean(),
});
export type TaxProofListResponse = z.infer<typeof taxProofListResponseSchema>;
