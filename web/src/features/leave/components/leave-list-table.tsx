import { Avatar, Badge, Group } from '@mantine/core';
import { RowActions, type RowActionButton } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../components/list/data-table-types.ts';
import { IconBan, IconCheck, IconHistory, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { formatLeaveDuration, LEAVE_STATUS_COLORS } from '../leave-format.ts';

/** What a row offers: its abilities' actions, and its History, which whoever sees the leave may read. */
export type LeaveAction = keyof Leave['abilities'] | 'history';

/** Each action's button: its tooltip (label), icon and colour; its name for screen readers carries the applicant's. */
export const LEAVE_ACTIONS: ReadonlyArray<RowActionButton<LeaveAction>> = [
  { action: 'edit', label: 'Edit', icon: IconPencil },
  { action: 'delete', label: 'Delete', icon: IconTrash, color: 'red' },
  { action: 'approve', label: 'Approve', icon: IconCheck, color: 'green' },
  { action: 'reject', label: 'Reject', icon: IconX, color: 'red' },
  { action: 'cancel', label: 'Cancel leave', icon: IconBan, color: 'orange' },
  { action: 'history', label: 'History', icon: IconHistory, color: 'gray' },
];

/** The reason is cut to two lines of this width, whole on hover, so that the row's actions stay in view. */
const REASON_MAX_WIDTH = 220;

interface LeaveListTableProps extends DataTableState {
  /** Undefined until the first page comes. */
  items: Leave[] | undefined;
  /** The leave whose action is on its way: its buttons wait. */
  busyId: number | null;
  onAction: (action: LeaveAction, leave: Leave) => void;
}

/** The leave applications (spec 002 §2): each row's actions are those its abilities allow. */
export function LeaveListTable({ items, busyId, onAction, ...state }: LeaveListTableProps) {
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
      case 'history':
        return t('History of the leave of {{name}}', { name });
    }
  };
  const columns: DataColumn<Leave>[] = [
    {
      key: 'appliedOn',
      heading: t('Applied on'),
      nowrap: true,
      cell: (leave) => formatInstantDay(leave.appliedOn, timeZone),
    },
    {
      key: 'employee',
      heading: t('Employee'),
      cell: (leave) => (
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
      ),
    },
    { key: 'type', heading: t('Type of leave'), nowrap: true, cell: (leave) => t(leave.typeName) },
    { key: 'from', heading: t('From date'), nowrap: true, cell: (leave) => formatDay(leave.fromDate) },
    { key: 'to', heading: t('To date'), nowrap: true, cell: (leave) => formatDay(leave.toDate) },
    {
      key: 'duration',
      heading: t('Duration'),
      nowrap: true,
      cell: (leave) => formatLeaveDuration(t, leave.duration, leave.halfDay),
    },
    {
      key: 'reason',
      heading: t('Reason'),
      cell: (leave) => (
        <TruncatedText size="sm" lines={2} maw={REASON_MAX_WIDTH}>
          {leave.reason}
        </TruncatedText>
      ),
    },
    {
      key: 'status',
      heading: t('Status'),
      minWidth: 120,
      cell: (leave) => (
        <Badge color={LEAVE_STATUS_COLORS[leave.status]} variant="light" style={{ flexShrink: 0 }}>
          {t(leave.status)}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(leave) => leave.id}
      minWidth={940}
      horizontalSpacing="xs"
      actions={{
        cell: (leave) => (
          <RowActions
            buttons={LEAVE_ACTIONS}
            abilities={{ ...leave.abilities, history: true }}
            isDisabled={() => busyId === leave.id}
            ariaLabel={(action) => actionLabel(action, leave.employee.fullName)}
            onAction={(action) => onAction(action, leave)}
          />
        ),
      }}
      {...state}
    />
  );
}
