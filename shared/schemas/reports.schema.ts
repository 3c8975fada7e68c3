import { z } from 'zod';
// Sets the project's validation messages before any schema here is parsed.
import './common.schema.ts';
import { REPORT_FORMATS, REPORT_MESSAGES, REPORT_TYPE_KEYS } from '../rules/reports.ts';
import { TEAM_REPORT_KINDS } from '../rules/team-reports.ts';

/**
 * GET /api/v1/reports/individual: one person's report as a file (pdf, xlsx, csv) or as the table
 * the screen shows (json). From and to are optional (reportPeriod fills them in) and ignored by
 * the remaining-balance report.
 */
export const individualReportQuerySchema = z
  .strictObject({
    type: z.string({ error: REPORT_MESSAGES.typeRequired }).refine((v) => REPORT_TYPE_KEYS.includes(v), {
      error: REPORT_MESSAGES.typeRequired,
    }),
    userId: z.uuid({ error: REPORT_MESSAGES.employeeRequired }),
    from: z.iso.date({ error: 'From date must be a date.' }).optional(),
    to: z.iso.date({ error: 'To date must be a date.' }).optional(),
    format: z.enum(REPORT_FORMATS, { error: 'Format must be pdf, xlsx, csv or json.' }).default('json'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: REPORT_MESSAGES.toBeforeFrom,
    path: ['to'],
  });
export type IndividualReportQuery = z.infer<typeof individualReportQuerySchema>;

export const reportColumnSchema = z.object({
  key: z.string(),
  /** The column's heading, in English (the translation key). */
  label: z.string(),
  align: z.enum(['left', 'right']),
  /** Its share of a printed page's width, relative to the others (default 1). */
  weight: z.number().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A report as a table: what the screen shows and what every file format writes. */
export const reportTableSchema = z.object({
  title: z.string(),
  employee: z.string(),
  /** The period covered, or null for the remaining balance (as of today). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  columns: z.array(reportColumnSchema),
  /** Each row's cells in the columns' order, as text or a number. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportOptionsSchema = z.object({
  types: z.array(z.object({ key: z.string(), label: z.string(), usesDates: z.boolean() })),
  /** The caller and everyone below them (or below the hierarchy selector's person). */
  employees: z.array(z.object({ id: z.uuid(), name: z.string() })),
  today: z.string(),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

// --- the five extra reports (issue 14 item 5) ---------------------------------------------------

/**
 * GET /api/v1/reports/team/:kind: userIds (comma-separated; none: everyone in the viewer's
 * hierarchy), from and to (the period; reportPeriod fills them in), asOf (the holiday/leave
 * balance's day; default today) and the format.
 */
export const teamReportQuerySchema = z
  .strictObject({
    userIds: z
      .string()
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.uuid({ error: REPORT_MESSAGES.employeeRequired })).max(5000)),
    from: z.iso.date({ error: 'From date must be a date.' }).optional(),
    to: z.iso.date({ error: 'To date must be a date.' }).optional(),
    asOf: z.iso.date({ error: 'As on date must be a date.' }).optional(),
    format: z.enum(REPORT_FORMATS, { error: 'Format must be pdf, xlsx, csv or json.' }).default('json'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: REPORT_MESSAGES.toBeforeFrom,
    path: ['to'],
  });
export type TeamReportQuery = z.infer<typeof teamReportQuerySchema>;

export const teamReportParamsSchema = z.strictObject({
  kind: z.enum(TEAM_REPORT_KINDS, { error: 'This report does not exist.' }),
});

/** A team report as a table: the individual reports' table, with the period or the "as on" day. */
export const teamReportTableSchema = reportTableSchema.extend({
  asOf: z.string().nullable(),
});
export type TeamReportTable = z.infer<typeof teamReportTableSchema>;
