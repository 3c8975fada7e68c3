import { reportUsesDates, type ReportFormat } from '../../../../shared/rules/reports.ts';

/** What the form asks for: a report type and a person, and the optional dates. */
export interface ReportRequest {
  type: string;
  userId: string;
  /** ISO days, or '' when not chosen (the server then applies reportPeriod). */
  from: string;
  to: string;
}

/**
 * The query of GET /reports/individual. The dates go only when chosen, and never for the
 * remaining balance, which is as of today.
 */
export function reportQueryString(request: ReportRequest, format: ReportFormat): string {
  const query = new URLSearchParams();
  query.set('type', request.type);
  query.set('userId', request.userId);
  if (reportUsesDates(request.type)) {
    if (request.from) query.set('from', request.from);
    if (request.to) query.set('to', request.to);
  }
  query.set('format', format);
  return query.toString();
}
