import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { SectionCard, SectionList } from '../../../components/section-card.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { usePersonAppraisals } from '../api/get-person-appraisals.ts';
import { AppraisalStatusBadge } from './appraisal-status-badge.tsx';

/**
 * A person's appraisals on their page, each opening where the viewer works on it (the person's
 * own page, or the manager's review); only those with a part in them see any.
 */
export function PersonAppraisalsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const appraisals = usePersonAppraisals(userId);
  const pageOf = (id: number) =>
    userId === me.id ? `/self-appraisal?id=${id}` : `/manager-appraisal?id=${id}`;
  return (
    <SectionCard id="person-appraisals" title={t('Appraisals')} query={appraisals} skeletonHeight={80}>
      {(data) =>
        !data.seen ? (
          <Text size="sm" c="dimmed">
            {t('Appraisals are seen by the person, their direct manager and HR.')}
          </Text>
        ) : (
          <SectionList items={data.items} empty={t('No appraisal yet.')}>
            {(appraisal) => (
              <Group component="li" key={appraisal.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={pageOf(appraisal.id)} size="sm" fw={600}>
                    {appraisal.cycleName}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('Due date')} {formatDay(appraisal.dueDate)}
                  </Text>
                </Stack>
                <AppraisalStatusBadge status={appraisal.status} />
              </Group>
            )}
          </SectionList>
        )
      }
    </SectionCard>
  );
}
