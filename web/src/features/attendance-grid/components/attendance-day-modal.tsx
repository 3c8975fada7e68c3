import { Badge, Center, Image, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { AttendanceMark, AttendanceRecord } from '../../../../../shared/schemas/attendance.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FocusContentWhenLoaded } from '../../../components/modal-focus.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { useAttendanceRecord } from '../api/get-attendance-record.ts';

interface AttendanceDayModalProps {
  /** The record to show; null while closed. */
  recordId: number | null;
  onClose: () => void;
}

/** One day's attendance, opened from the grid: check-in and check-out, where, and the photo. */
export function AttendanceDayModal({ recordId, onClose }: AttendanceDayModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const record = useAttendanceRecord(recordId);
  const data = record.data;
  return (
    <Modal
      opened={recordId !== null}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={data ? t('Attendance of {{name}}', { name: data.userName }) : t('Attendance')}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {/* The day's details take the focus once they have loaded (the Close button had it). */}
      <FocusContentWhenLoaded>
        {record.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('Loading…')} />
          </Center>
        ) : record.isError ? (
          <ErrorAlert error={record.error} onRetry={() => void record.refetch()} />
        ) : (
          <AttendanceDayDetails record={record.data} />
        )}
      </FocusContentWhenLoaded>
    </Modal>
  );
}

function AttendanceDayDetails({ record }: { record: AttendanceRecord }) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const { checkIn, checkOut } = record;
  const rows: { label: string; value: (mark: AttendanceMark) => string }[] = [
    { label: t('Time'), value: (mark) => formatInstant(mark.at, timeZone) },
    { label: t('Place'), value: (mark) => mark.place ?? t('Unknown place') },
    { label: t('Work site'), value: (mark) => mark.siteName ?? t('No work site') },
    {
      label: t('Accuracy'),
      value: (mark) =>
        mark.accuracy === null
          ? t('Not reported')
          : t('±{{metres}} m', { metres: Math.round(mark.accuracy) }),
    },
  ];
  return (
    // Read, not filled in: the details themselves are where the focus starts.
    <Stack gap="md" tabIndex={-1} data-autofocus>
      <Text fw={600}>{formatDay(record.workDate)}</Text>
      {record.compensatoryEarned && (
        <Badge color="teal" variant="light">
          {t('Compensatory day earned')}
        </Badge>
      )}
      <Table.ScrollContainer minWidth={320} type="native">
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              <Table.Th scope="col">{t('Check-in')}</Table.Th>
              <Table.Th scope="col">{t('Check-out')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{row.value(checkIn)}</Table.Td>
                {checkOut ? (
                  <Table.Td>{row.value(checkOut)}</Table.Td>
                ) : (
                  <Table.Td c="dimmed">{t('Not checked out yet')}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Image
        src={record.photoUrl}
        alt={t('Check-in photo of {{name}}', { name: record.userName })}
        radius="md"
        maw={460}
        fit="contain"
      />
    </Stack>
  );
}
