import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAppraisal } from '../api/get-appraisal.ts';
import { useMyAppraisals } from '../api/get-my-appraisals.ts';
import { AppraisalSummary } from '../components/appraisal-summary.tsx';
import { CycleSelect } from '../components/cycle-select.tsx';
import { ReviewView } from '../components/review-view.tsx';
import { SelfAppraisalForm } from '../components/self-appraisal-form.tsx';

/**
 * /self-appraisal: the viewer's appraisal in a cycle (the newest unless ?id= names another):
 * the questions to answer, and the manager's review once released.
 */
export function SelfAppraisalPage() {
  const { t } = useTranslation();
  const mine = useMyAppraisals();
  const [params, setParams] = useSearchParams();
  const items = mine.data?.items ?? [];
  const asked = Number(params.get('id'));
  const id = items.find((a) => a.id === asked)?.id ?? items[0]?.id ?? null;
  const appraisal = useAppraisal(id);

  const body = () => {
    if (mine.isPending) return <PageLoader />;
    if (mine.isError) return <ErrorAlert error={mine.error} onRetry={() => void mine.refetch()} />;
    if (items.length === 0)
      return (
        <Text c="dimmed" ta="center" py="xl">
          {t('No appraisal is open for you yet.')}
        </Text>
      );
    return (
      <Stack gap="md">
        {items.length > 1 && (
          <CycleSelect
            cycles={items.map((a) => ({ id: a.id, name: a.cycleName }))}
            value={id}
            onChange={(next) => setParams({ id: String(next) })}
          />
        )}
        {appraisal.isPending ? (
          <PageLoader />
        ) : appraisal.isError ? (
          <ErrorAlert error={appraisal.error} onRetry={() => void appraisal.refetch()} />
        ) : (
          <>
            <AppraisalSummary detail={appraisal.data} />
            <SelfAppraisalForm key={appraisal.data.id} detail={appraisal.data} />
            <ReviewView detail={appraisal.data} />
          </>
        )}
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        title={t('Self Appraisal')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Self Appraisal') }]}
      />
      {body()}
    </>
  );
}
