import { Badge, Stack, Table, Text } from '@mantine/core';
import { RowActions, type RowActionButton } from '../../../components/row-actions.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { IconBan, IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LETTER_STATUS_LABELS,
  LETTER_TYPE_LABELS,
  type LetterStatus,
} from '../../../../../shared/rules/letters.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { LetterRequest } from '../../../../../shared/schemas/letters.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';

export type LetterAction = keyof LetterRequest['abilities'];

const ACTIONS: ReadonlyArray<RowActionButton<LetterAction>> = [
  { action: 'download', label: 'Download PDF', icon: IconDownload },
  { action: 'issue', label: 'Issue letter', icon: IconCheck, color: 'green' },
  { action: 'reject', label: 'Reject', icon: IconX, color: 'red' },
  { action: 'cancel', label: 'Cancel request', icon: IconBan, color: 'orange' },
];

export const LETTER_STATUS_COLORS: Record<LetterStatus, string> = {
  requested: 'blue',
  issued: 'green',
  rejected: 'red',
};

interface LetterRequestsTableProps {
  items: LetterRequest[];
  /** Everyone's requests: the requester's name is shown. */
  showRequester: boolean;
  refreshing: boolean;
  busyId: number | null;
  onAction: (action: LetterAction, request: LetterRequest) => void;
}

/** The letter requests: type, purpose and addressee, day requested, status (with the reason of a rejection), actions. */
export function LetterRequestsTable({
  items,
  showRequester,
  refreshing,
  busyId,
  onAction,
}: LetterRequestsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      headings={[
        ...(showRequester ? [t('Employee')] : []),
        t('Type of letter'),
        t('Purpose / Addressed to'),
        t('Requested on'),
        t('Status'),
        t('Actions'),
      ]}
      minWidth={showRequester ? 820 : 680}
      refreshing={refreshing}
    >
      {items.map((request) => {
        const typeLabel = t(LETTER_TYPE_LABELS[request.type]);
        return (
          <Table.Tr key={request.id}>
            {showRequester && (
              <Table.Td>
                <TruncatedText size="sm" maw={180}>
                  {request.requester.fullName}
                </TruncatedText>
              </Table.Td>
            )}
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm">{typeLabel}</Text>
                {request.referenceNumber && (
                  <Text size="xs" c="dimmed" dir="ltr">
                    {request.referenceNumber}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
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
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(request.requestedOn)}</Table.Td>
            <Table.Td style={{ minWidth: 140 }}>
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
            </Table.Td>
            <Table.Td>
              <RowActions
                buttons={ACTIONS}
                abilities={request.abilities}
                isDisabled={() => busyId === request.id}
                ariaLabel={(_, label) => `${label}: ${typeLabel}, ${request.requester.fullName}`}
                onAction={(action) => onAction(action, request)}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
