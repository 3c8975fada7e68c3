import {
  TEAM_REPORT_KINDS,
  teamReportUsesPeriod,
  type TeamReportKind,
} from '../../../../shared/rules/team-reports.ts';
import { z } from 'zod';
import type { ReportFormat } from '../../../../shared/rules/reports.ts';
import { listPage } from '../../../../shared/schemas/common.schema.ts';

/** The six reports in the navigation between them: the individual report, then the five team reports. */
export const REPORT_NAV: readonly { path: string; label: string }[] = [
  { path: '/individual', label: 'Individual' },
  { path: '/group', label: 'Group attendance' },
  { path: '/late-early', label: 'Late / early' },
  { path: '/absence', label: 'Absence' },
  { path: '/overtime', label: 'Overtime' },
  { path: '/holiday', label: 'Leave balance' },
];

/** The team report a path shows (/group … /holiday), or group for anything else. */
export function teamReportKindOf(pathname: string): TeamReportKind {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (TEAM_REPORT_KINDS as readonly string[]).includes(segment) ? (segment as TeamReportKind) : 'group';
}

/** What the filters ask for: people (none: everyone in the hierarchy), the period or the "as on" day. */
export interface TeamReportRequest {
  kind: TeamReportKind;
  userIds: string[];
  /** ISO days. */
  from: string;
  to: string;
  asOf: string;
}

/** The query of GET /reports/team/:kind: the period, or the "as on" day for the leave balance. */
export function teamReportQueryString(request: TeamReportRequest, format: ReportFormat): string {
  const query = new URLSearchParams();
  if (request.userIds.length > 0) query.set('userIds', request.userIds.join(','));
  if (teamReportUsesPeriod(request.kind)) {
    if (request.from) query.set('from', request.from);
    if (request.to) query.set('to', request.to);
  } else if (request.asOf) {
    query.set('asOf', request.asOf);
  }
  query.set('format', format);
  return query.toString();
}

/**
 * The team report's table in the address: its page (the server sends the whole report, paged on
 * screen). The filters are the page's own.
 */
export const teamReportListSchema = z.strictObject({ page: listPage() });
