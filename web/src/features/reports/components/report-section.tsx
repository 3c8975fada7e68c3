import { Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileReport } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES } from '../../../../../shared/rules/reports.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { reportError } from '../report-alerts.ts';

interface ReportSectionProps<T extends { rows: readonly unknown[] }> {
  id: string;
  heading: ReactNode;
  /** The period or the day the report covers, beside the heading. */
  covers: string;
  report: UseQueryResult<T>;
  /** The table of a report that has rows. */
  children: (data: T, refreshing: boolean) => ReactNode;
}

/**
 * A report on screen, for the individual and the team reports alike: its heading and what it
 * covers, a skeleton while it loads, the error with a retry, 'No data found' when it is empty,
 * else the table the caller draws.
 */
export function ReportSection<T extends { rows: readonly unknown[] }>({
  id,
  heading,
  covers,
  report,
  children,
}: ReportSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id={id} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
        <Text size="sm" c="dimmed">
          {covers}
        </Text>
      </Group>
      {report.isPending ? (
        <ListSkeleton rows={5} />
      ) : report.isError ? (
        <ErrorAlert error={reportError(report.error)} onRetry={() => void report.refetch()} />
      ) : report.data.rows.length === 0 && !report.isPlaceholderData ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState icon={<IconFileReport aria-hidden />} title={t(REPORT_MESSAGES.noData)} />
        </Card>
      ) : (
        children(report.data, report.isPlaceholderData)
      )}
    </Stack>
  );
}
