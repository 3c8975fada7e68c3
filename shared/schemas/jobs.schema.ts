import { z } from 'zod';
// Sets the project's validation messages before any schema here is parsed.
import './common.schema.ts';

/** A recorded run of a scheduled job. Instants are ISO 8601 strings. */
export const jobRunSchema = z.object({
  period: z.string(),
  outcome: z.enum(['running', 'succeeded', 'failed']),
  attempt: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  summary: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobRunDto = z.infer<typeof jobRunSchema>;

export const scheduledJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The cron pattern, seconds first when it has six fields. */
  schedule: z.string(),
  timeZone: z.string(),
  nextRunAt: z.string().nullable(),
  lastRun: jobRunSchema.nullable(),
});
export type ScheduledJobDto = z.infer<typeof scheduledJobSchema>;

export const jobsResponseSchema = z.object({ jobs: z.array(scheduledJobSchema) });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
