import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { SectionCard, SectionLine, SectionList } from '../../../components/section-card.tsx';
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
              <SectionLine
                key={appraisal.id}
                title={appraisal.cycleName}
                to={pageOf(appraisal.id)}
                detail={`${t('Due date')} ${formatDay(appraisal.dueDate)}`}
                end={<AppraisalStatusBadge status={appraisal.status} />}
              />
            )}
          </SectionList>
        )
      }
    </SectionCard>
  );
}
