import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LIST_MAX_PAGE,
  LIST_SEARCH_MAX_LENGTH,
} from '../constants.ts';
import { validationMessage } from '../validation-messages.ts';

// Every check without a message of its own speaks the project's words (validation-messages.ts),
// on the server (request validation) and in the forms alike. Set here, where every shared schema
// gets its helpers, so that no schema can be parsed on either side before it is in place.
z.config({ customError: validationMessage });

/** The error body of every failed call (DESIGN.md, Contracts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The optional Idempotency-Key header of create requests, as documented in the OpenAPI document. */
export const idempotencyKeyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .optional()
    .describe(
      'A unique value per submission (e.g. a random UUID). Sent again with the same body within 24 hours, ' +
        'the first answer is returned without a second effect; with another body, 422; while the first is running, 409.',
    ),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** A required string: the first message shown when it is missing or blank. */
export function requiredString(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

/** A repeated query parameter (`?id=a&id=b`), which arrives as a string when given once. */
export function queryList<T extends z.ZodType>(item: T, max = 100) {
  return z
    .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(max))
    .optional();
}

/** A list's search text (the web cuts a longer one from an address before asking). */
export function listSearch() {
  return z
    .string()
    .max(LIST_SEARCH_MAX_LENGTH, { error: `Search must not exceed ${LIST_SEARCH_MAX_LENGTH} characters.` })
    .optional();
}

/** A list's page number, the first by default (the web clamps one from an address into range). */
export function listPage(max: number = LIST_MAX_PAGE) {
  return z.coerce.number().int().min(1).max(max).default(1);
}

/** Answers to input that no field accepts, whichever route it is sent to. */
export const INPUT_MESSAGES = {
  badText: 'This text contains characters that are not allowed.',
  tooDeep: 'The request body is nested too deeply.',
} as const;

export const STORAGE_MESSAGES = {
  full: 'There is no space left to store this file. Please try again later or tell your administrator.',
  unavailable: 'Files cannot be stored or opened just now. Please try again in a moment.',
} as const;

/** Whether a list names each item once (a repeated id would break a unique key). */
export function isDistinct(list: readonly unknown[]): boolean {
  return new Set(list).size === list.length;
}

/** The largest id a serial column holds (PostgreSQL integer). */
export const MAX_SERIAL_ID = 2_147_483_647;

/** The id of a row with a serial key, in a JSON body. */
export function serialId(params?: { error: string }) {
  return z.number(params).int(params).positive(params).max(MAX_SERIAL_ID, params);
}

/** The id of a row with a serial key, in a path or query string. */
export function serialIdParam() {
  return z.coerce.number().int().positive().max(MAX_SERIAL_ID);
}

/**
 * A calendar day as YYYY-MM-DD that exists (no 30 February, no year 0): `message` when it is
 * missing, `invalid` when it is not such a day.
 */
export function isoDay(message: string, invalid = message) {
  return z.iso
    .date({ error: (issue) => (issue.input === undefined || issue.input === '' ? message : invalid) })
    .refine((v) => v >= '0001-01-01', { error: invalid });
}

/** A person's id in a path (/users/{id}/…): their page's sections. */
export const personParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid id.' }) });
