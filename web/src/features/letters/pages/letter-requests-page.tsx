import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { LetterRequestsPanel } from '../components/letter-requests-panel.tsx';
import { LetterTabs, LetterTemplatesPanel } from '../components/letter-templates-panel.tsx';

/**
 * /letter-requests (issue 14): a person's letter requests and "Raise a Request"; IssueLetters
 * holders (shown from the session's abilities, enforced by the server) also see everyone's
 * requests, issue or reject them, and edit each type's template. The Templates tab is in the
 * address (?tab=templates), so that Back, a reload or a link shows it.
 */
export function LetterRequestsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const canIssue = user.abilities.issueLetters;
  const [address, setAddress] = useSearchParams();
  const tab = canIssue && address.get('tab') === 'templates' ? 'templates' : 'requests';
  const showTab = (next: 'requests' | 'templates') =>
    setAddress(next === 'templates' ? { tab: 'templates' } : {});
  return (
    <>
      <PageHeader
        title={t('Letter Requests')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Letter Requests') }]}
      />
      <Stack gap="md">
        {canIssue && <LetterTabs value={tab} onChange={showTab} />}
        {tab === 'templates' ? <LetterTemplatesPanel /> : <LetterRequestsPanel canIssue={canIssue} />}
      </Stack>
    </>
  );
}
