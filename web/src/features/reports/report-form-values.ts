import { z } from 'zod';
import { addDays, daysBetween } from '../../../../shared/rules/dates.ts';
import {
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  reportPeriod,
  reportUsesDates,
} from '../../../../shared/rules/reports.ts';
import { individualReportQuerySchema } from '../../../../shared/schemas/reports.schema.ts';
import type { ReportRequest } from './report-query.ts';

/** The form as typed: nothing is chosen at first. */
export interface ReportFormValues {
  type: string | null;
  userId: string | null;
  /** ISO days, or '' before one is chosen. */
  from: string;
  to: string;
}

export const EMPTY_REPORT_FORM: ReportFormValues = { type: null, userId: null, from: '', to: '' };

function queryOf(values: ReportFormValues) {
  return {
    type: values.type ?? undefined,
    userId: values.userId ?? undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

/**
 * The server's own query schema (its messages: 'Report type is required!', 'Employee name is
 * required!'), and the longest period it accepts once reportPeriod fills in a missing date.
 */
export function reportFormSchema(today: string) {
  return z.preprocess(
    (values: ReportFormValues) => queryOf(values),
    individualReportQuerySchema.refine(
      (query) => {
        if (!reportUsesDates(query.type)) return true;
        const period = reportPeriod(query.from, query.to, today);
        return daysBetween(period.from, period.to) + 1 <= REPORT_MAX_DAYS;
      },
      { error: REPORT_MESSAGES.tooLong, path: ['to'] },
    ),
  );
}

/** What the report is asked for with, once the form is complete and valid; null before. */
export function reportRequestOf(
  schema: ReturnType<typeof reportFormSchema>,
  values: ReportFormValues,
): ReportRequest | null {
  if (!schema.safeParse(values).success || values.type === null || values.userId === null) return null;
  return { type: values.type, userId: values.userId, from: values.from, to: values.to };
}

/** The latest To date the pickers offer: today, and no further than the longest period from `from`. */
export function lastToDate(from: string, today: string): string {
  if (!from) return today;
  const last = addDays(from, REPORT_MAX_DAYS - 1);
  return last < today ? last : today;
}
