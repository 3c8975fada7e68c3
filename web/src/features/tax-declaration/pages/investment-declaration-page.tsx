import { Group, Select, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { financialYearLabel } from '../../../../../shared/rules/tax-proofs.ts';
import { useConfirmDiscard } from '../../../components/unsaved-changes.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useMyDeclaration } from '../api/get-my-declaration.ts';
import { DeclarationForm } from '../components/declaration-form.tsx';
import { DeclarationsReview } from '../components/declarations-review.tsx';

/**
 * /investment-declaration (spec 002 §2, Income tax declaration): the caller's declaration of a
 * financial year, and for reviewers (ReviewTaxDocuments) everyone's with Reopen. The reviewers'
 * tab is in the address (?tab=all) beside its list's, so that Back, a reload or a link shows it.
 */
export function InvestmentDeclarationPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const confirmDiscard = useConfirmDiscard();
  const [year, setYear] = useState<number | null>(null);
  const [address, setAddress] = useSearchParams();
  const tab = address.get('tab') === 'all' ? 'all' : 'mine';
  // Until a year is chosen, the server says which is current: its answer names it.
  const mine = useMyDeclaration(year);
  const shownYear = year ?? mine.data?.financialYear ?? null;
  const reviewer = user.abilities.reviewTaxDocuments;

  const chooseYear = async (value: string | null) => {
    if (!value || Number(value) === shownYear) return;
    if (await confirmDiscard()) setYear(Number(value));
  };

  const yearSelect = mine.data && (
    <Select
      label={t('Financial year')}
      data={mine.data.years.map((y) => ({
        value: String(y),
        label: t('FY {{label}}', { label: financialYearLabel(y) }),
      }))}
      value={shownYear === null ? null : String(shownYear)}
      onChange={(value) => void chooseYear(value)}
      allowDeselect={false}
      w={180}
    />
  );

  const form = mine.isPending ? (
    <PageLoader />
  ) : mine.isError ? (
    <ErrorAlert error={mine.error} onRetry={() => void mine.refetch()} />
  ) : (
    <DeclarationForm key={`${mine.data.financialYear}-${mine.data.status}`} declaration={mine.data} />
  );

  return (
    <>
      <PageHeader
        title={t('Income tax declaration')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Income tax declaration') }]}
      />
      <Group mb="md">{yearSelect}</Group>
      {reviewer && shownYear !== null ? (
        <Tabs
          value={tab}
          onChange={(value) => setAddress(value === 'all' ? { tab: 'all' } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="mine">{t('My declaration')}</Tabs.Tab>
            <Tabs.Tab value="all">{t('All declarations')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine">{form}</Tabs.Panel>
          <Tabs.Panel value="all">
            <DeclarationsReview financialYear={shownYear} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        form
      )}
    </>
  );
}
