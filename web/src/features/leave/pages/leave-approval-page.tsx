import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { LeaveApprovalPanel } from '../components/leave-approval-panel.tsx';

/** /leave-approval: leave application and approval on its own page. */
export function LeaveApprovalPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Leave approval')}
        breadcrumbs={[{ label: t('Attendance'), to: '/attendance-record' }, { label: t('Leave approval') }]}
      />
      <LeaveApprovalPanel />
    </>
  );
}
