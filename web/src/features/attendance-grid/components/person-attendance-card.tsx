import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { usePersonAttendanceMonth } from '../api/get-person-attendance.ts';
import { AttendanceDayModal } from './attendance-day-modal.tsx';
import { AttendanceGridLegend } from './attendance-grid-legend.tsx';
import { AttendanceGridTable } from './attendance-grid-table.tsx';

/**
 * A person's attendance this month on their page: their row of the grid as the viewer's own grid
 * shows it, each day's record opening for the people below the viewer.
 */
export function PersonAttendanceCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const month = usePersonAttendanceMonth(userId);
  const [openRecordId, setOpenRecordId] = useState<number | null>(null);
  return (
    <SectionCard id="person-attendance" title={t('Attendance this month')} query={month} skeletonHeight={90}>
      {(data) => (
        <>
          {data.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('No attendance to show: this person is no longer active.')}
            </Text>
          ) : (
            <>
              <AttendanceGridTable grid={data} refreshing={false} onOpenRecord={setOpenRecordId} />
              <AttendanceGridLegend />
            </>
          )}
          <AttendanceDayModal recordId={openRecordId} onClose={() => setOpenRecordId(null)} />
        </>
      )}
    </SectionCard>
  );
}
