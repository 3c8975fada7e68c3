import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { leavePath } from '../../../../../shared/rules/leave.ts';
import { SectionCard, SectionLine, SectionList } from '../../../components/section-card.tsx';
import { usePersonLeaves } from '../api/get-person-leaves.ts';
import { formatLeaveDuration, LEAVE_STATUS_COLORS } from '../leave-format.ts';

/** A person's leave of this year on their page: what they took and plan, and what waits for a decision. */
export function PersonLeaveYearCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const leaves = usePersonLeaves(userId);
  return (
    <SectionCard id="person-leave-year" title={t('Leave this year')} query={leaves} skeletonHeight={100}>
      {(data) => (
        <SectionList items={data.items} empty={t('No leave this year.')}>
          {(leave) => (
            <SectionLine
              key={leave.id}
              title={`${t(leave.typeName)} · ${formatLeaveDuration(t, leave.duration, leave.halfDay)}`}
              to={leavePath(leave.id)}
              detail={
                leave.fromDate === leave.toDate
                  ? formatDay(leave.fromDate)
                  : `${formatDay(leave.fromDate)} – ${formatDay(leave.toDate)}`
              }
              end={
                <Badge color={LEAVE_STATUS_COLORS[leave.status]} variant="light" style={{ flexShrink: 0 }}>
                  {t(leave.status)}
                </Badge>
              }
            />
          )}
        </SectionList>
      )}
    </SectionCard>
  );
}
