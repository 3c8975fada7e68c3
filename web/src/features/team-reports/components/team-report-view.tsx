import { Card, EmptyState, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconFileReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES } from '../../../../../shared/rules/reports.ts';
import { formatDay } from '../../../../../shared/rules/tasks.ts';
import type { TeamReportTable } from '../../../../../shared/schemas/reports.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { ReportTable } from '../../reports/components/report-table.tsx';
import { TaskListTableSkeleton } from '../../tasks/components/task-list-table.tsx';
import { useTeamReport } from '../api/get-team-report.ts';
import type { TeamReportRequest } from '../team-report-kinds.ts';

const PAGE_SIZE = 50;

/** Cells that are words of the app (a total, a missing punch out, "Sick leave: 2, …"), translated. */
function translatedRows(report: TeamReportTable, t: (key: string) => string): TeamReportTable['rows'] {
  return report.rows.map((row) =>
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

/** A 422's field message ('A report covers at most 366 days.') rather than its general one. */
function shownError(error: unknown): unknown {
  if (isApiError(error) && error.status === 422 && error.details[0]) {
    return new ApiError(error.status, error.code, error.details[0].message);
  }
  return error;
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
    <Stack gap="sm" component="section" aria-labelledby="team-report-heading">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id="team-report-heading">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {covers}
        </Text>
      </Group>
      {report.isPending ? (
        <TaskListTableSkeleton rows={5} />
      ) : report.isError ? (
        <ErrorAlert error={shownError(report.error)} onRetry={() => void report.refetch()} />
      ) : report.data.rows.length === 0 && !report.isPlaceholderData ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState icon={<IconFileReport aria-hidden />} title={t(REPORT_MESSAGES.noData)} />
        </Card>
      ) : (
        <>
          <ReportTable
            report={{
              ...report.data,
              rows: translatedRows(report.data, t).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
            }}
            refreshing={report.isPlaceholderData}
          />
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
