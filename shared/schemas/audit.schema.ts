import { z } from 'zod';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '../rules/audit.ts';
import { EVENT_TYPES, SUBJECT_KINDS } from '../rules/events.ts';

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
/** Counting stops here: past it the log says "more than 1,000" (narrow the filters to see further). */
export const AUDIT_COUNT_CAP = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists (Date would roll 30 February over into March). */
const validDay = (v: string) => {
  const at = DAY.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  return !!at && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v && v >= '2000-01-01';
};

/** The areas events belong to: their types' prefixes. */
export const EVENT_AREAS = [...new Set(EVENT_TYPES.map((t) => t.slice(0, t.indexOf('.'))))] as [
  string,
  ...string[],
];

/**
 * The audit log's filters. A filter out of range is dropped or corrected (a page past the end, a
 * day that does not exist, an unknown type), never refused: the log opens with what it can show.
 */
export const auditQuerySchema = z.object({
  /** The person who acted, or whom the event concerns. */
  person: z
    .string()
    .regex(UUID)
    .optional()
    .catch(() => undefined),
  area: z
    .enum(EVENT_AREAS)
    .optional()
    .catch(() => undefined),
  type: z
    .enum(EVENT_TYPES)
    .optional()
    .catch(() => undefined),
  /** The object: its kind, and with it its id. */
  kind: z
    .enum(SUBJECT_KINDS)
    .optional()
    .catch(() => undefined),
  object: z
    .string()
    .max(64)
    .regex(/^[\w-]+$/)
    .optional()
    .catch(() => undefined),
  /** Calendar days in the organisation's time zone, both included. */
  from: z
    .string()
    .refine(validDay)
    .optional()
    .catch(() => undefined),
  to: z
    .string()
    .refine(validDay)
    .optional()
    .catch(() => undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n))
    .catch(25)
    .default(25),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditExportQuerySchema = auditQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx.' }).default('csv') });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

const personRefSchema = z.object({ id: z.string(), fullName: z.string() });

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  type: z.string(),
  area: z.string(),
  actor: personRefSchema.nullable(),
  subject: z.object({ kind: z.string(), id: z.string() }),
  /** The people it concerns, named. */
  concerns: z.array(personRefSchema),
  changes: z
    .record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() }))
    .nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int(),
  /** True when there are more than `total` (the count stopped at AUDIT_COUNT_CAP). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_MESSAGES = {
  retentionRange: 'Keep events for 30 to 3,650 days, or forever.',
} as const;

/** How long events are kept: a number of days, or null for ever. */
export const auditSettingsBodySchema = z.strictObject({
  retentionDays: z
    .number({ error: AUDIT_MESSAGES.retentionRange })
    .int({ error: AUDIT_MESSAGES.retentionRange })
    .min(AUDIT_RETENTION_MIN_DAYS, { error: AUDIT_MESSAGES.retentionRange })
    .max(AUDIT_RETENTION_MAX_DAYS, { error: AUDIT_MESSAGES.retentionRange })
    .nullable(),
});
export type AuditSettingsBody = z.infer<typeof auditSettingsBodySchema>;

export const auditSettingsSchema = z.object({
  retentionDays: z.number().int().nullable(),
  /** Whether the caller may change it. */
  abilities: z.object({ edit: z.boolean() }),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;
