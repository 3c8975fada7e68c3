import { Group, Pagination } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { TeamReportTable } from '../../../../../shared/schemas/reports.schema.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { useTeamReport } from '../api/get-team-report.ts';
import type { TeamReportRequest } from '../team-report-kinds.ts';

const PAGE_SIZE = 50;

/**
 * The rows of a page, with the cells that are words of the app (a total, a missing punch out,
 * "Sick leave: 2, …") translated.
 */
function translatedPage(
  report: TeamReportTable,
  page: number,
  t: (key: string) => string,
): TeamReportTable['rows'] {
  return report.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) =>
    row.map((cell, index) => {
      if (typeof cell !== 'string' || cell === '') return cell;
      if (cell === 'Total' || cell === 'No punch out') return t(cell);
      if (report.columns[index]?.label === 'Leave by type')
        return cell
          .split(', ')
          .map((part) => {
            const [type, days] = part.split(': ');
            return `${t(type ?? '')}: ${days ?? ''}`;
          })
          .join(', ');
      return cell;
    }),
  );
}

/** The team report on screen: what it covers, its table 50 rows a page, 'No data found' when empty. */
export function TeamReportView({ request, title }: { request: TeamReportRequest; title: string }) {
  const { t } = useTranslation();
  const report = useTeamReport(request);
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(report.data);
  // A new report starts on its first page.
  if (seen !== report.data) {
    setSeen(report.data);
    setPage(1);
  }

  const data = report.data;
  const covers = data
    ? data.from && data.to
      ? t('Period: {{from}} to {{to}}', { from: formatDay(data.from), to: formatDay(data.to) })
      : t('As on {{day}}', { day: formatDay(data.asOf ?? '') })
    : '';
  const pages = data ? Math.max(1, Math.ceil(data.rows.length / PAGE_SIZE)) : 1;

  return (
    <ReportSection id="team-report-heading" heading={title} covers={covers} report={report}>
      {(data, refreshing) => (
        <>
          <ReportTable report={{ ...data, rows: translatedPage(data, page, t) }} refreshing={refreshing} />
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t('Previous page') : t('Next page'),
                })}
                getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
              />
            </Group>
          )}
        </>
      )}
    </ReportSection>
  );
}
