import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCycles } from '../api/get-cycles.ts';
import { useQuestionSet } from '../api/questions.ts';
import { AppraisalsListPanel } from '../components/appraisals-list-panel.tsx';
import { CyclesPanel } from '../components/cycles-panel.tsx';
import { QuestionsEditor } from '../components/questions-editor.tsx';

const TABS = ['appraisals', 'cycles', 'questions'] as const;

/**
 * /manager-appraisal-view: the appraisals of the people directly below the viewer (everyone's
 * for ManageAppraisals holders, who also get the Cycles and Questions tabs).
 */
export function ManagerAppraisalsPage() {
  const { t } = useTranslation();
  return <AppraisalsOverview title={t('Manager appraisals')} />;
}

/** The list with, for holders, the Cycles and Questions tabs; under the title of the page showing it. */
export function AppraisalsOverview({ title }: { title: string }) {
  const { t } = useTranslation();
  const cycles = useCycles();
  const [params, setParams] = useSearchParams();
  const holder = cycles.data?.abilities.editQuestions ?? false;
  const asked = params.get('tab') as (typeof TABS)[number] | null;
  const tab = holder && asked && TABS.includes(asked) ? asked : 'appraisals';
  const questions = useQuestionSet(holder && tab === 'questions');

  const body = () => {
    if (cycles.isPending) return <PageLoader />;
    if (cycles.isError) return <ErrorAlert error={cycles.error} onRetry={() => void cycles.refetch()} />;
    const list = <AppraisalsListPanel cycles={cycles.data.items} />;
    if (!holder) return list;
    return (
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'appraisals' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="appraisals">{t('Appraisals')}</Tabs.Tab>
          <Tabs.Tab value="cycles">{t('Cycles')}</Tabs.Tab>
          <Tabs.Tab value="questions">{t('Questions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="appraisals">{list}</Tabs.Panel>
        <Tabs.Panel value="cycles">
          <CyclesPanel data={cycles.data} onOpened={(id) => setParams({ cycle: String(id) })} />
        </Tabs.Panel>
        <Tabs.Panel value="questions">
          {questions.isPending ? (
            <PageLoader />
          ) : questions.isError ? (
            <ErrorAlert error={questions.error} onRetry={() => void questions.refetch()} />
          ) : (
            <QuestionsEditor set={questions.data} />
          )}
        </Tabs.Panel>
      </Tabs>
    );
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: title }]}
      />
      {body()}
    </Stack>
  );
}
