import { Badge, Stack, Text } from '@mantine/core';
import { RowActions, type RowActionButton } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../components/list/data-table-types.ts';
import { IconBan, IconCheck, IconDownload, IconHistory, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LETTER_STATUS_LABELS,
  LETTER_TYPE_LABELS,
  type LetterStatus,
} from '../../../../../shared/rules/letters.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { LetterRequest } from '../../../../../shared/schemas/letters.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';

/** What a row offers: its abilities' actions, and its History, which whoever sees the request may read. */
export type LetterAction = keyof LetterRequest['abilities'] | 'history';

const ACTIONS: ReadonlyArray<RowActionButton<LetterAction>> = [
  { action: 'download', label: 'Download PDF', icon: IconDownload },
  { action: 'issue', label: 'Issue letter', icon: IconCheck, color: 'green' },
  { action: 'reject', label: 'Reject', icon: IconX, color: 'red' },
  { action: 'cancel', label: 'Cancel request', icon: IconBan, color: 'orange' },
  { action: 'history', label: 'History', icon: IconHistory, color: 'gray' },
];

export const LETTER_STATUS_COLORS: Record<LetterStatus, string> = {
  requested: 'blue',
  issued: 'green',
  rejected: 'red',
};

interface LetterRequestsTableProps extends DataTableState {
  /** Undefined until the first page comes. */
  items: LetterRequest[] | undefined;
  /** Everyone's requests: the requester's name is shown. */
  showRequester: boolean;
  busyId: number | null;
  onAction: (action: LetterAction, request: LetterRequest) => void;
}

/** The letter requests: type, purpose and addressee, day requested, status (with the reason of a rejection), actions. */
export function LetterRequestsTable({
  items,
  showRequester,
  busyId,
  onAction,
  ...state
}: LetterRequestsTableProps) {
  const { t } = useTranslation();
  const typeLabel = (request: LetterRequest) => t(LETTER_TYPE_LABELS[request.type]);
  const columns: DataColumn<LetterRequest>[] = [
    ...(showRequester
      ? [
          {
            key: 'requester',
            heading: t('Employee'),
            cell: (request: LetterRequest) => (
              <TruncatedText size="sm" maw={180}>
                {request.requester.fullName}
              </TruncatedText>
            ),
          },
        ]
      : []),
    {
      key: 'type',
      heading: t('Type of letter'),
      cell: (request) => (
        <Stack gap={0}>
          <Text size="sm">{typeLabel(request)}</Text>
          {request.referenceNumber && (
            <Text size="xs" c="dimmed" dir="ltr">
              {request.referenceNumber}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'purpose',
      heading: t('Purpose / Addressed to'),
      cell: (request) => (
        <Stack gap={0}>
          <TruncatedText size="sm" maw={220}>
            {request.purpose || '—'}
          </TruncatedText>
          {request.addressedTo && (
            <TruncatedText size="xs" c="dimmed" maw={220}>
              {request.addressedTo}
            </TruncatedText>
          )}
        </Stack>
      ),
    },
    {
      key: 'requestedOn',
      heading: t('Requested on'),
      nowrap: true,
      cell: (request) => formatDay(request.requestedOn),
    },
    {
      key: 'status',
      heading: t('Status'),
      minWidth: 140,
      cell: (request) => (
        <Stack gap={2} align="flex-start">
          <Badge color={LETTER_STATUS_COLORS[request.status]} variant="light">
            {t(LETTER_STATUS_LABELS[request.status])}
          </Badge>
          {request.rejectionReason && (
            <TruncatedText size="xs" c="dimmed" lines={3} maw={220}>
              {request.rejectionReason}
            </TruncatedText>
          )}
          {request.verificationCode && (
            <Text size="xs" c="dimmed" dir="ltr" data-testid="verification-code">
              {request.verificationCode}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(request) => request.id}
      minWidth={showRequester ? 820 : 680}
      actions={{
        cell: (request) => (
          <RowActions
            buttons={ACTIONS}
            abilities={{ ...request.abilities, history: true }}
            isDisabled={() => busyId === request.id}
            ariaLabel={(_, label) => `${label}: ${typeLabel(request)}, ${request.requester.fullName}`}
            onAction={(action) => onAction(action, request)}
          />
        ),
      }}
      {...state}
    />
  );
}
