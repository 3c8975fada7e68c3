import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { TeamReportTable } from '../../../../../shared/schemas/reports.schema.ts';
import { pageWithin } from '../../../components/list/list-address.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { useTeamReport } from '../api/get-team-report.ts';
import { teamReportListSchema, type TeamReportRequest } from '../team-report-kinds.ts';

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

/**
 * The team report on screen: what it covers, its table 50 rows a page (the page in the address),
 * 'No data found' when empty. Changing the filters starts again at the first page (TeamReportPanel).
 */
export function TeamReportView({ request, title }: { request: TeamReportRequest; title: string }) {
  const { t } = useTranslation();
  const report = useTeamReport(request);
  const [params, update] = useListParams(teamReportListSchema);
  const data = report.data;
  const rows = report.isPlaceholderData ? undefined : data?.rows.length;
  const paging = { page: params.page, pageSize: PAGE_SIZE };
  useLastPageWhenPast(paging, rows, update);
  // Until the address is corrected, a page past the end shows the last one rather than nothing.
  const page = data ? pageWithin(params.page, data.rows.length, PAGE_SIZE) : params.page;

  const covers = data
    ? data.from && data.to
      ? t('Period: {{from}} to {{to}}', { from: formatDay(data.from), to: formatDay(data.to) })
      : t('As on {{day}}', { day: formatDay(data.asOf ?? '') })
    : '';

  return (
    <ReportSection id="team-report-heading" heading={title} covers={covers} report={report}>
      {(data, refreshing) => (
        <>
          <ReportTable report={{ ...data, rows: translatedPage(data, page, t) }} refreshing={refreshing} />
          {data.rows.length > PAGE_SIZE && (
            <ListPagination
              total={data.rows.length}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={(next) => update({ page: next })}
            />
          )}
        </>
      )}
    </ReportSection>
  );
}
