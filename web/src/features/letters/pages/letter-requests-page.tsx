import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { LetterRequestsPanel } from '../components/letter-requests-panel.tsx';
import { LetterTabs, LetterTemplatesPanel } from '../components/letter-templates-panel.tsx';

/**
 * /letter-requests (issue 14): a person's letter requests and "Raise a Request"; IssueLetters
 * holders (shown from the session's abilities, enforced by the server) also see everyone's
 * requests, issue or reject them, and edit each type's template.
 */
export function LetterRequestsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const canIssue = user.abilities.issueLetters;
  const [tab, setTab] = useState<'requests' | 'templates'>('requests');
  return (
    <>
      <PageHeader
        title={t('Letter Requests')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Letter Requests') }]}
      />
      <Stack gap="md">
        {canIssue && <LetterTabs value={tab} onChange={setTab} />}
        {tab === 'templates' && canIssue ? (
          <LetterTemplatesPanel />
        ) : (
          <LetterRequestsPanel canIssue={canIssue} />
        )}
      </Stack>
    </>
  );
}
