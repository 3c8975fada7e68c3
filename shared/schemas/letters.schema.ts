import { z } from 'zod';
import {
  LETTER_MESSAGES,
  LETTER_STATUSES,
  LETTER_TYPES,
  normalizeVerificationCode,
} from '../rules/letters.ts';
import { listPage, requiredString, serialIdParam } from './common.schema.ts';

export const LETTER_PAGE_SIZES = [10, 25, 50, 100] as const;

/** "Raise a Request": the purpose is required for a custom letter, optional otherwise. */
export const letterRequestBodySchema = z
  .strictObject({
    type: z.enum(LETTER_TYPES, { error: LETTER_MESSAGES.typeRequired }),
    purpose: z.string().trim().max(200, { error: LETTER_MESSAGES.purposeTooLong }).default(''),
    addressedTo: z.string().trim().max(200, { error: LETTER_MESSAGES.addressedToTooLong }).default(''),
    notes: z.string().trim().max(1000, { error: LETTER_MESSAGES.notesTooLong }).default(''),
  })
  .refine((body) => body.type !== 'custom' || body.purpose !== '', {
    path: ['purpose'],
    error: LETTER_MESSAGES.purposeRequired,
  });
export type LetterRequestBody = z.input<typeof letterRequestBodySchema>;

export const letterListQuerySchema = z.strictObject({
  /** Everyone's requests (IssueLetters) or only the caller's own. */
  view: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(LETTER_STATUSES).optional(),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LETTER_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(10),
});
export type LetterListQuery = z.infer<typeof letterListQuerySchema>;

export const letterParamsSchema = z.object({ id: serialIdParam() });
export const letterTypeParamsSchema = z.object({ type: z.enum(LETTER_TYPES) });

export const letterAbilitiesSchema = z.object({
  download: z.boolean(),
  cancel: z.boolean(),
  issue: z.boolean(),
  reject: z.boolean(),
});

export const letterRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(LETTER_TYPES),
  purpose: z.string(),
  addressedTo: z.string(),
  notes: z.string(),
  status: z.enum(LETTER_STATUSES),
  rejectionReason: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  /** Shown to the requester and holders once issued: what the public check asks for. */
  verificationCode: z.string().nullable(),
  requestedOn: z.string(),
  decidedOn: z.string().nullable(),
  requester: z.object({ id: z.uuid(), fullName: z.string(), employeeCode: z.string() }),
  decidedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  abilities: letterAbilitiesSchema,
});
export type LetterRequest = z.infer<typeof letterRequestSchema>;

/** How many of a person's letter requests their page lists, the latest first. */
export const PERSON_LETTERS_SHOWN = 5;

/** A person's letter requests on their page: `seen` for the person and IssueLetters holders only. */
export const personLetterRequestsSchema = z.object({
  seen: z.boolean(),
  items: z.array(letterRequestSchema),
  total: z.number().int(),
});
export type PersonLetterRequests = z.infer<typeof personLetterRequestsSchema>;

export const letterListResponseSchema = z.object({
  items: z.array(letterRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the caller may see everyone's requests, issue and edit templates. */
  canIssue: z.boolean(),
});
export type LetterListResponse = z.infer<typeof letterListResponseSchema>;

const subject = requiredString(LETTER_MESSAGES.subjectRequired)
  .trim()
  .min(1, { error: LETTER_MESSAGES.subjectRequired })
  .max(200, { error: LETTER_MESSAGES.subjectTooLong });
const body = requiredString(LETTER_MESSAGES.bodyRequired)
  .trim()
  .min(1, { error: LETTER_MESSAGES.bodyRequired })
  .max(20_000, { error: LETTER_MESSAGES.bodyTooLong });

/** The letter's text as the issuer leaves it (also a template's text). */
export const letterTextSchema = z.strictObject({ subject, body });
export type LetterText = z.infer<typeof letterTextSchema>;

export const letterRejectBodySchema = z.strictObject({
  reason: requiredString(LETTER_MESSAGES.reasonRequired)
    .trim()
    .min(1, { error: LETTER_MESSAGES.reasonRequired })
    .max(500, { error: LETTER_MESSAGES.reasonTooLong }),
});
export type LetterRejectBody = z.infer<typeof letterRejectBodySchema>;

export const letterTemplateSchema = z.object({
  type: z.enum(LETTER_TYPES),
  subject: z.string(),
  body: z.string(),
  /** False while the built-in text is in use. */
  saved: z.boolean(),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

export const letterTemplateListSchema = z.object({ items: z.array(letterTemplateSchema) });
export type LetterTemplateList = z.infer<typeof letterTemplateListSchema>;

export const letterVerificationParamsSchema = z.object({ code: z.string().max(40) });

/**
 * The public check's form: a code as typed (any case, dashes or spaces anywhere), read in its
 * stored form. The route takes any text, so that a malformed code counts against the address too.
 */
export const letterVerificationFormSchema = z.strictObject({
  code: z.string().transform((typed, ctx) => {
    const code = normalizeVerificationCode(typed);
    if (code === null) ctx.addIssue({ code: 'custom', message: LETTER_MESSAGES.codeInvalid });
    return code ?? z.NEVER;
  }),
});

/** All the public check reveals about a letter. */
export const letterVerificationSchema = z.object({
  name: z.string(),
  type: z.enum(LETTER_TYPES),
  issuedOn: z.string(),
  referenceNumber: z.string(),
});
export type LetterVerification = z.infer<typeof letterVerificationSchema>;
