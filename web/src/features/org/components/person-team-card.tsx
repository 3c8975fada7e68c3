import { useQuery } from '@tanstack/react-query';
import { Anchor, Avatar, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartNode } from '../../../../../shared/schemas/users.schema.ts';
import { SectionCard, SectionLine, SectionList } from '../../../components/section-card.tsx';
import { fetchOrgChart } from '../api/get-org-chart.ts';

function PersonLine({ node }: { node: ChartNode }) {
  return (
    <SectionLine
      title={node.fullName}
      to={`/user/${node.id}`}
      detail={node.designation ?? '-'}
      start={
        <Avatar src={node.avatarUrl} color="initials" name={node.fullName} size={36} alt="">
          {node.initials}
        </Avatar>
      }
    />
  );
}

/** A person's place in the tree on their page: whom they report to, and their direct reports. */
export function PersonTeamCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  // The page is the caller's own view of the person, whoever the hierarchy selector views as.
  const chart = useQuery({
    queryKey: ['org', 'chart', null, userId],
    queryFn: ({ signal }) => fetchOrgChart(userId, null, signal),
  });
  return (
    <SectionCard
      id="person-team"
      title={t('Team')}
      action={
        <Anchor component={Link} to={`/management-tree?person=${encodeURIComponent(userId)}`} size="sm">
          {t('Organisation chart')}
        </Anchor>
      }
      query={chart}
      skeletonHeight={120}
    >
      {(data) => (
        <Stack gap="md">
          {data.manager && (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('Reports to')}
              </Text>
              <SectionList items={[data.manager]} empty="">
                {(node) => <PersonLine key={node.id} node={node} />}
              </SectionList>
            </Stack>
          )}
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('Direct reports: {{number}}', { number: data.reports.length })}
            </Text>
            <SectionList items={data.reports} empty={t('No one reports to this person.')}>
              {(node) => <PersonLine key={node.id} node={node} />}
            </SectionList>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
