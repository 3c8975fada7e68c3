import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/coming-soon-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';

/** /dashboard: the greeting of spec 000 §2; the cards, table and chart come in a later issue. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <PageHeader title={t('Welcome {{name}}', { name })} />
      <ComingSoonPanel />
    </>
  );
}
