import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReportNav } from '../components/report-nav.tsx';
import { useReportOptions } from '../api/get-report-options.ts';
import { ReportsPanel } from '../components/reports-panel.tsx';

/** /individual (spec 002 §2 Reports screen): one person's report, on screen and as a file. */
export function ReportsPage() {
  const { t } = useTranslation();
  const options = useReportOptions();
  return (
    <>
      <PageHeader
        title={t('Reports')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Reports') }]}
      />
      <ReportNav />
      {options.isPending ? (
        <PageLoader />
      ) : options.isError ? (
        <ErrorAlert error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <ReportsPanel options={options.data} />
      )}
    </>
  );
}
