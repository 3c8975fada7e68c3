import { Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { monthStart } from '../../../../../shared/rules/dates.ts';
import { TEAM_REPORTS, type TeamReportKind } from '../../../../../shared/rules/team-reports.ts';
import type { ReportOptions } from '../../../../../shared/schemas/reports.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import type { ReportFileFormat } from '../api/download-report.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { useReportDownloadAlerts } from '../report-alerts.ts';
import { useDownloadTeamReport } from '../api/download-team-report.ts';
import { ReportNav } from '../components/report-nav.tsx';
import { TeamReportFilters } from '../components/team-report-filters.tsx';
import { TeamReportView } from '../components/team-report-view.tsx';
import { teamReportKindOf, teamReportListSchema, type TeamReportRequest } from '../team-report-kinds.ts';

/**
 * /group, /late-early, /absence, /overtime and /holiday (issue 14 item 5): a team report over the
 * people of the viewer's hierarchy, on screen and as a PDF, .xlsx or CSV file.
 */
export function TeamReportPage() {
  const { t } = useTranslation();
  const kind = teamReportKindOf(useLocation().pathname);
  const options = useReportOptions();
  const title = t(TEAM_REPORTS[kind].title);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('Dashboard'), to: '/dashboard' },
          { label: t('Reports'), to: '/individual' },
          { label: title },
        ]}
      />
      <ReportNav />
      {options.isPending ? (
        <PageLoader />
      ) : options.isError ? (
        <ErrorAlert error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <TeamReportPanel key={kind} kind={kind} options={options.data} title={title} />
      )}
    </>
  );
}

function TeamReportPanel({
  kind,
  options,
  title,
}: {
  kind: TeamReportKind;
  options: ReportOptions;
  title: string;
}) {
  // Defaults: everyone, the month so far, the balance as on today.
  const [request, setRequest] = useState<TeamReportRequest>(() => ({
    kind,
    userIds: [],
    from: monthStart(options.today),
    to: options.today,
    asOf: options.today,
  }));
  // Someone no longer in the viewed hierarchy is chosen no more.
  const shown = {
    ...request,
    userIds: request.userIds.filter((id) => options.employees.some((p) => p.id === id)),
  };
  const download = useDownloadTeamReport();
  const downloadAlerts = useReportDownloadAlerts();
  const [, updateList] = useListParams(teamReportListSchema);

  // Another report starts on its first page.
  const onChange = (next: TeamReportRequest) => {
    setRequest(next);
    updateList({ page: 1 }, { replace: true });
  };

  const onDownload = (format: ReportFileFormat) => {
    download.mutate({ request: shown, format }, downloadAlerts);
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <TeamReportFilters
          request={shown}
          options={options}
          onChange={onChange}
          downloading={download.isPending ? download.variables.format : null}
          onDownload={onDownload}
        />
      </Card>
      <TeamReportView request={shown} title={title} />
    </Stack>
  );
}
