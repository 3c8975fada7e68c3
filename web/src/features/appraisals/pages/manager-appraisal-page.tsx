import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APPRAISAL_MESSAGES } from '../../../../../shared/rules/appraisals.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAppraisal } from '../api/get-appraisal.ts';
import { AppraisalSummary } from '../components/appraisal-summary.tsx';
import { ManagerReviewForm } from '../components/manager-review-form.tsx';
import { SelfAppraisalForm } from '../components/self-appraisal-form.tsx';
import { AppraisalsOverview } from './manager-appraisals-page.tsx';

/**
 * /manager-appraisal?id=N: one person's self appraisal, read only, and the manager's review
 * form. Without an id (the sidebar's entry) it shows the list of /manager-appraisal-view.
 */
export function ManagerAppraisalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const appraisal = useAppraisal(id);
  if (id === null) return <AppraisalsOverview title={t('Manager Appraisal')} />;

  const list = { label: t('Manager appraisals'), to: '/manager-appraisal-view' };
  if (appraisal.isPending) return <PageLoader />;
  if (appraisal.isError)
    return (
      <>
        <PageHeader title={t('Manager Appraisal')} breadcrumbs={[list, { label: t('Manager Appraisal') }]} />
        <ErrorAlert error={appraisal.error} onRetry={() => void appraisal.refetch()} />
      </>
    );
  const detail = appraisal.data;
  return (
    <>
      <PageHeader
        title={detail.employee.fullName}
        breadcrumbs={[list, { label: detail.cycleName }, { label: detail.employee.fullName }]}
      />
      <AppraisalSummary detail={detail} />
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('Self Appraisal')}
          </Title>
          {detail.selfSubmittedAt === null ? (
            <Alert color="blue">{t(APPRAISAL_MESSAGES.notSubmitted)}</Alert>
          ) : (
            <SelfAppraisalForm key={detail.id} detail={detail} />
          )}
        </Stack>
        {detail.selfSubmittedAt !== null && <ManagerReviewForm key={detail.id} detail={detail} />}
      </Stack>
    </>
  );
}
