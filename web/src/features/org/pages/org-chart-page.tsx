import { Anchor, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useViewAsId } from '../../../lib/view-as.ts';
import { useOrgChart } from '../api/get-org-chart.ts';
import { OrgChartCard } from '../components/org-chart-card.tsx';

/** The search parameter of the centred person; without it the chart centres on the viewed person. */
const PERSON_PARAM = 'person';

/** What a re-centring remembers in its history entry: the view it was made in. */
interface CentreState {
  viewAsId: string | null;
}

function Connector() {
  return <div aria-hidden style={{ width: 2, height: 24, background: 'var(--mantine-color-gray-4)' }} />;
}

function LevelLabel({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {children}
    </Text>
  );
}

/**
 * /management-tree (spec 001 §2.9): a person's manager above them and their direct reports below.
 * Clicking a card re-centres the chart on that person; it starts at whom the selector views as.
 */
export function OrgChartPage() {
  const { t } = useTranslation();
  const viewAsId = useViewAsId();
  // The centred person is in the address (?person=), so each re-centring is a history entry that
  // Back returns from. It belongs to the view it was chosen in: switching the view starts again.
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const chosenIn = (location.state as CentreState | null)?.viewAsId;
  const userId = chosenIn === undefined || chosenIn === viewAsId ? searchParams.get(PERSON_PARAM) : null;
  const chart = useOrgChart(userId);
  const centreRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  const recentre = (id: string) => {
    moveFocus.current = true;
    void navigate(
      { search: `?${new URLSearchParams({ [PERSON_PARAM]: id }).toString()}` },
      { state: { viewAsId } satisfies CentreState },
    );
  };

  // The clicked card is gone after re-centring: keyboard focus goes to the new centre.
  const centreId = chart.isPlaceholderData ? null : chart.data?.person.id;
  const manager = chart.data?.manager ?? null;
  const canGoUp = chart.data?.canGoUp ?? false;
  useEffect(() => {
    if (centreId && moveFocus.current) {
      moveFocus.current = false;
      centreRef.current?.focus();
    }
  }, [centreId]);

  return (
    <>
      <PageHeader
        title={t('Organization structure')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Organization structure') }]}
      />
      {chart.isPending ? (
        <Stack align="center" gap="lg" role="status" aria-busy="true" aria-label={t('Loading…')}>
          <Skeleton height={150} width={210} radius="md" />
          <Skeleton height={150} width={210} radius="md" />
          <Group justify="center">
            <Skeleton height={150} width={210} radius="md" />
            <Skeleton height={150} width={210} radius="md" />
          </Group>
        </Stack>
      ) : chart.isError ? (
        <ErrorAlert error={chart.error} onRetry={() => void chart.refetch()} />
      ) : (
        <Stack
          align="center"
          gap={0}
          aria-busy={chart.isPlaceholderData}
          style={{ opacity: chart.isPlaceholderData ? 0.6 : 1 }}
        >
          <VisuallyHidden aria-live="polite">
            {t('Showing the team of {{name}}.', { name: chart.data.person.fullName })}
          </VisuallyHidden>
          {manager && (
            <>
              <LevelLabel>{t('Reporting manager')}</LevelLabel>
              {/* Above the caller's own team the manager is shown but cannot be opened. */}
              <OrgChartCard node={manager} onSelect={canGoUp ? () => recentre(manager.id) : undefined} />
              <Connector />
            </>
          )}
          <OrgChartCard ref={centreRef} node={chart.data.person} current />
          <Anchor component={Link} to={`/user/${encodeURIComponent(chart.data.person.id)}`} size="sm" mt={6}>
            {t('View profile')}
          </Anchor>
          <Connector />
          <LevelLabel>{t('Direct reports')}</LevelLabel>
          {chart.data.reports.length === 0 ? (
            <Text c="dimmed" mt="sm">
              {t('No direct reports.')}
            </Text>
          ) : (
            <Group
              justify="center"
              align="stretch"
              gap="md"
              mt="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {chart.data.reports.map((report) => (
                <li key={report.id} style={{ display: 'flex' }}>
                  <OrgChartCard node={report} onSelect={() => recentre(report.id)} />
                </li>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
