import { z } from 'zod';

/** The error body of every failed call (DESIGN.md, Contracts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
