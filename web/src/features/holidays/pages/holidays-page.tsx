import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { HolidaysPanel } from '../components/holidays-panel.tsx';

/** /calendar: the Holidays calendar on its own page. */
export function HolidaysPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Holidays calendar')}
        breadcrumbs={[
          { label: t('Attendance'), to: '/attendance-record' },
          { label: t('Holidays calendar') },
        ]}
      />
      <HolidaysPanel />
    </>
  );
}
