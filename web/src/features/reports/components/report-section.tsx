import { Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { reportError } from '../report-alerts.ts';

interface ReportSectionProps<T extends { rows: readonly unknown[] }> {
  id: string;
  heading: ReactNode;
  /** The period or the day the report covers, beside the heading. */
  covers: string;
  report: UseQueryResult<T>;
  /** The report's table. */
  children: (data: T, refreshing: boolean) => ReactNode;
}

/**
 * A report on screen, for the individual and the team reports alike: its heading and what it
 * covers, a skeleton while it loads, the error with a retry, else the table the caller draws (which
 * says 'No data found' when the report is empty).
 */
export function ReportSection<T extends { rows: readonly unknown[] }>({
  id,
  heading,
  covers,
  report,
  children,
}: ReportSectionProps<T>) {
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
      ) : (
        children(report.data, report.isPlaceholderData)
      )}
    </Stack>
  );
}
