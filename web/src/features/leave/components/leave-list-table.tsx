import { Avatar, Badge, Group, Table } from '@mantine/core';
import { RowActions, type RowActionButton } from '../../../components/row-actions.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { IconBan, IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { formatLeaveDuration, LEAVE_STATUS_COLORS } from '../leave-format.ts';

export type LeaveAction = keyof Leave['abilities'];

/** Each action's button: its tooltip (label), icon and colour; its name for screen readers carries the applicant's. */
const ACTIONS: ReadonlyArray<RowActionButton<LeaveAction>> = [
  { action: 'edit', label: 'Edit', icon: IconPencil },
  { action: 'delete', label: 'Delete', icon: IconTrash, color: 'red' },
  { action: 'approve', label: 'Approve', icon: IconCheck, color: 'green' },
  { action: 'reject', label: 'Reject', icon: IconX, color: 'red' },
  { action: 'cancel', label: 'Cancel leave', icon: IconBan, color: 'orange' },
];

/** The reason is cut to two lines of this width, whole on hover, so that the row's actions stay in view. */
const REASON_MAX_WIDTH = 220;

const COLUMNS = [
  'Applied on',
  'Employee',
  'Type of leave',
  'From date',
  'To date',
  'Duration',
  'Reason',
  'Status',
  'Actions',
] as const;

interface LeaveListTableProps {
  items: Leave[];
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  /** The leave whose action is on its way: its buttons wait. */
  busyId: number | null;
  onAction: (action: LeaveAction, leave: Leave) => void;
}

/** The leave applications (spec 002 §2): each row's actions are those its abilities allow. */
export function LeaveListTable({ items, refreshing, busyId, onAction }: LeaveListTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const actionLabel = (action: LeaveAction, name: string) => {
    switch (action) {
      case 'edit':
        return t('Edit the leave of {{name}}', { name });
      case 'delete':
        return t('Delete the leave of {{name}}', { name });
      case 'approve':
        return t('Approve the leave of {{name}}', { name });
      case 'reject':
        return t('Reject the leave of {{name}}', { name });
      case 'cancel':
        return t('Cancel the leave of {{name}}', { name });
    }
  };
  return (
    <ListTable
      headings={COLUMNS.map((column) => t(column))}
      minWidth={940}
      refreshing={refreshing}
      horizontalSpacing="xs"
    >
      {items.map((leave) => (
        <Table.Tr key={leave.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstantDay(leave.appliedOn, timeZone)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Avatar
                src={leave.employee.avatarUrl}
                name={leave.employee.fullName}
                color="initials"
                size={28}
                alt=""
              />
              <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
                {leave.employee.fullName}
              </TruncatedText>
            </Group>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(leave.typeName)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(leave.fromDate)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(leave.toDate)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatLeaveDuration(t, leave.duration, leave.halfDay)}
          </Table.Td>
          <Table.Td>
            <TruncatedText size="sm" lines={2} maw={REASON_MAX_WIDTH}>
              {leave.reason}
            </TruncatedText>
          </Table.Td>
          <Table.Td style={{ minWidth: 120 }}>
            <Badge color={LEAVE_STATUS_COLORS[leave.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(leave.status)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <RowActions
              buttons={ACTIONS}
              abilities={leave.abilities}
              isDisabled={() => busyId === leave.id}
              ariaLabel={(action) => actionLabel(action, leave.employee.fullName)}
              onAction={(action) => onAction(action, leave)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
