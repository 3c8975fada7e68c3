import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../components/coming-soon-panel.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useCurrentPage } from './page-handle.ts';

/** Every route whose page a later issue builds: its title, where it sits, and a plain "coming soon". */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  if (!page) return <ComingSoonPanel />;
  const title = t(page.title);
  const parent = page.handle.parent ?? { label: 'Dashboard', to: '/dashboard' };
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t(parent.label), to: parent.to }, { label: title }]} />
      <ComingSoonPanel />
    </>
  );
}
