import { Avatar, Badge, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { useLeave } from '../api/get-leave.ts';
import { formatLeaveDuration, LEAVE_STATUS_COLORS } from '../leave-format.ts';
import { LEAVE_ACTIONS, type LeaveAction } from './leave-list-table.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function LeaveDetails({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={leave.employee.avatarUrl} name={leave.employee.fullName} color="initials" alt="" />
        <Text fw={600}>{leave.employee.fullName}</Text>
        <Badge color={LEAVE_STATUS_COLORS[leave.status]} variant="light" ml="auto">
          {t(leave.status)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('Type of leave')}>{t(leave.typeName)}</Field>
        <Field label={t('Duration')}>{formatLeaveDuration(t, leave.duration, leave.halfDay)}</Field>
        <Field label={t('From date')}>{formatDay(leave.fromDate)}</Field>
        <Field label={t('To date')}>{formatDay(leave.toDate)}</Field>
        <Field label={t('Applied on')}>{formatInstantDay(leave.appliedOn, timeZone)}</Field>
        {leave.decidedBy && <Field label={t('Decided by')}>{leave.decidedBy.fullName}</Field>}
      </SimpleGrid>
      <Field label={t('Reason')}>{leave.reason}</Field>
    </Stack>
  );
}

interface LeaveDetailsDialogProps {
  /** The leave opened by the address (`?leave=`); null: closed. */
  leaveId: number | null;
  onClose: () => void;
  /** One of its actions, chosen here: the dialog closes and the list's own handling follows. */
  onAction: (action: LeaveAction, leave: Leave) => void;
}

/**
 * One leave opened by its address (from a person's activity or the team calendar): who, what,
 * when and its status, with the actions its abilities allow, as on its row.
 */
export function LeaveDetailsDialog({ leaveId, onClose, onAction }: LeaveDetailsDialogProps) {
  const { t } = useTranslation();
  const leave = useLeave(leaveId);
  return (
    <Modal
      opened={leaveId !== null}
      onClose={onClose}
      title={leave.data ? t('Leave of {{name}}', { name: leave.data.employee.fullName }) : t('Leave')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {leave.data ? (
        <Stack gap="lg">
          <LeaveDetails leave={leave.data} />
          <Group gap="xs" justify="flex-end">
            {LEAVE_ACTIONS.filter(({ action }) => action === 'history' || leave.data.abilities[action]).map(
              ({ action, label, icon: Glyph, color }) => (
                <Button
                  key={action}
                  variant="light"
                  color={color}
                  leftSection={<Glyph size={16} aria-hidden />}
                  onClick={() => onAction(action, leave.data)}
                >
                  {t(label)}
                </Button>
              ),
            )}
          </Group>
        </Stack>
      ) : leave.isError ? (
        <ErrorAlert error={leave.error} onRetry={() => void leave.refetch()} />
      ) : (
        <Skeleton height={160} role="status" aria-label={t('Loading…')} />
      )}
    </Modal>
  );
}
