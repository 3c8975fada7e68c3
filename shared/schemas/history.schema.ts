import { z } from 'zod';
import { auditEventSchema } from './audit.schema.ts';

/** How many changes an object's history shows at a time. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * A page of an object's history: `before` is the previous page's nextCursor (older events follow).
 * A cursor or limit out of range is dropped, never refused.
 */
export const historyQuerySchema = z.object({
  before: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .catch(() => undefined),
  limit: z.coerce.number().int().min(1).max(50).catch(HISTORY_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** An object's own changes, newest first, as the audit log tells them. */
export const historyPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** The cursor of the next, older page; null at the first change. */
  nextCursor: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
