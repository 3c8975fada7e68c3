import { Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileReport, IconReportSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportPeriod,
  reportUsesDates,
} from '../../../../../shared/rules/reports.ts';
import { formatDay } from '../../../../../shared/rules/tasks.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { TaskListTableSkeleton } from '../../tasks/components/task-list-table.tsx';
import { useReport } from '../api/get-report.ts';
import type { ReportRequest } from '../report-query.ts';
import { ReportTable } from './report-table.tsx';

interface ReportPreviewProps {
  /** null until the form names a type and a person. */
  request: ReportRequest | null;
  employee: string;
  today: string;
}

/** A 422's field message ('A report covers at most 366 days.') rather than its general one. */
function shownError(error: unknown): unknown {
  if (isApiError(error) && error.status === 422 && error.details[0]) {
    return new ApiError(error.status, error.code, error.details[0].message);
  }
  return error;
}

/**
 * The report on screen (format=json): the period it covers (reportPeriod fills in a missing date),
 * then its table, 'No data found' when it is empty.
 */
export function ReportPreview({ request, employee, today }: ReportPreviewProps) {
  const { t } = useTranslation();
  const report = useReport(request);

  if (request === null) {
    return (
      <Card withBorder radius="md" padding="xl">
        <EmptyState
          icon={<IconReportSearch aria-hidden />}
          title={t('Choose a report type and an employee to see the report.')}
        />
      </Card>
    );
  }

  const type = REPORT_TYPES.find((report) => report.key === request.type);
  const period = reportPeriod(request.from || undefined, request.to || undefined, today);
  const covers = reportUsesDates(request.type)
    ? t('Period: {{from}} to {{to}}', { from: formatDay(period.from), to: formatDay(period.to) })
    : t('As of {{day}}', { day: formatDay(today) });

  return (
    <Stack gap="sm" component="section" aria-labelledby="report-heading">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id="report-heading" style={{ overflowWrap: 'anywhere' }}>
          {t('{{report}}: {{name}}', { report: t(type?.label ?? request.type), name: employee })}
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
        <ReportTable report={report.data} refreshing={report.isPlaceholderData} />
      )}
    </Stack>
  );
}
