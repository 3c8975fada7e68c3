import { Card, EmptyState } from '@mantine/core';
import { IconReportSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, reportPeriod, reportUsesDates } from '../../../../../shared/rules/reports.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { useReport } from '../api/get-report.ts';
import type { ReportRequest } from '../report-query.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

interface ReportPreviewProps {
  /** null until the form names a type and a person. */
  request: ReportRequest | null;
  employee: string;
  today: string;
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
    <ReportSection
      id="report-heading"
      heading={t('{{report}}: {{name}}', { report: t(type?.label ?? request.type), name: employee })}
      covers={covers}
      report={report}
    >
      {(data, refreshing) => <ReportTable report={data} refreshing={refreshing} />}
    </ReportSection>
  );
}
