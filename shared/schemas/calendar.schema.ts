import { z } from 'zod';

/** Settings > Calendar: whether the caller has a feed address, and since when. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new feed address: shown once, as a password is (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/**
 * The feed's address ends in `<token>.ics`, as calendar programs expect. Any text is taken, so
 * that a malformed address is told apart from a revoked one by nobody: both are 404.
 */
export const calendarFeedParamsSchema = z.object({ file: z.string().max(100) });
