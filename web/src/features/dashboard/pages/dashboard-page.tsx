import '@mantine/charts/styles.css';
import { Alert, Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useSubtree } from '../../../lib/org/get-subtree.ts';
import { useViewAsId } from '../../../lib/view-as.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardCountCards, DashboardCountCardsSkeleton } from '../components/dashboard-count-cards.tsx';
import { DashboardMyTasks } from '../components/dashboard-my-tasks.tsx';
import { DashboardOverviewChart } from '../components/dashboard-overview-chart.tsx';

/** Spec 000 §9: the table starts with 10 rows. */
const DEFAULT_PAGE_SIZE = 10;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
      component="section"
      aria-label={title}
    >
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /dashboard (spec 000 §2): the counts, My Tasks and the overview of whoever the hierarchy selector shows. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const viewAsId = useViewAsId();
  const name = `${user.firstName} ${user.lastName}`.trim();
  // The page is kept per viewed person: switching people starts again at the first page.
  const [paging, setPaging] = useState({ viewAsId, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const current = paging.viewAsId === viewAsId ? paging : { viewAsId, page: 1, pageSize: paging.pageSize };
  const dashboard = useDashboard(current.page, current.pageSize);
  // Tasks done or reassigned since the page was chosen may leave it past the end: show the last one.
  const total = dashboard.isPlaceholderData ? null : (dashboard.data?.myTasks.total ?? null);
  const lastPage = total === null ? null : Math.max(1, Math.ceil(total / current.pageSize));
  if (lastPage !== null && current.page > lastPage) setPaging({ ...current, page: lastPage });

  return (
    <>
      <PageHeader title={t('Welcome {{name}}', { name })} />
      <ViewingNotice viewAsId={viewAsId} />
      {dashboard.isError && !dashboard.data ? (
        <ErrorAlert error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Stack gap="lg">
          {dashboard.data ? (
            <DashboardCountCards counts={dashboard.data.counts} />
          ) : (
            <DashboardCountCardsSkeleton />
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Section title={t('My Tasks')}>
                <DashboardMyTasks
                  myTasks={dashboard.data?.myTasks}
                  refreshing={dashboard.isPlaceholderData}
                  onPage={(page) => setPaging({ ...current, page })}
                  onPageSize={(pageSize) => setPaging({ viewAsId, page: 1, pageSize })}
                />
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Section title={t('Tasks overview')}>
                {dashboard.data ? (
                  <DashboardOverviewChart counts={dashboard.data.counts} />
                ) : (
                  <Stack align="center" gap="md">
                    <Skeleton circle height={180} />
                    <Skeleton height={100} />
                  </Stack>
                )}
              </Section>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}

/** Says whose dashboard this is when the hierarchy selector shows someone else. */
function ViewingNotice({ viewAsId }: { viewAsId: string | null }) {
  const { t } = useTranslation();
  const subtree = useSubtree(viewAsId !== null);
  const viewed = viewAsId ? subtree.data?.find((node) => node.id === viewAsId) : undefined;
  if (!viewed) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconEye aria-hidden />} mb="lg">
      {t('You are viewing the dashboard of {{name}}.', { name: viewed.fullName })}
    </Alert>
  );
}
