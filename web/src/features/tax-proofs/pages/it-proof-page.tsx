import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TaxProofsPanel } from '../components/tax-proofs-panel.tsx';

/** /it-proof (spec 002 §2): IT proof documents. */
export function ItProofPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('IT Proof Submission')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('IT Proof Submission') }]}
      />
      <TaxProofsPanel />
    </>
  );
}
