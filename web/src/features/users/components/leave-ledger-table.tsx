import { Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../../../../shared/schemas/leave.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn } from '../../../components/list/data-table-types.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { formatSignedDays, LEDGER_KIND_LABELS, SYSTEM_LEDGER_NOTES } from './leave-format.ts';

interface LeaveLedgerTableProps {
  entries: LedgerEntry[];
  /** Another page is loading: the current one stays, dimmed. */
  refreshing: boolean;
}

/** The ledger a person's balances add up from, newest first. */
export function LeaveLedgerTable({ entries, refreshing }: LeaveLedgerTableProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSessionUser();
  const columns: DataColumn<LedgerEntry>[] = [
    {
      key: 'date',
      heading: t('Date'),
      nowrap: true,
      cell: (entry) => formatInstant(entry.createdAt, timeZone),
    },
    { key: 'type', heading: t('Leave type'), cell: (entry) => t(entry.typeName) },
    { key: 'kind', heading: t('What happened'), cell: (entry) => t(LEDGER_KIND_LABELS[entry.kind]) },
    {
      key: 'days',
      heading: t('Days'),
      nowrap: true,
      cell: (entry) => (
        <Text size="sm" fw={600} c={entry.days < 0 ? 'red' : 'teal'}>
          {formatSignedDays(entry.days, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'note',
      heading: t('Note'),
      cell: (entry) =>
        entry.note ? (
          <TruncatedText size="sm" lines={2} maw={280}>
            {SYSTEM_LEDGER_NOTES.includes(entry.note) ? t(entry.note) : entry.note}
          </TruncatedText>
        ) : (
          '-'
        ),
    },
    { key: 'by', heading: t('By'), cell: (entry) => entry.actor?.fullName ?? t('Automatic') },
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      label={t('Leave ledger')}
      minWidth={760}
      refreshing={refreshing}
      empty={{ icon: <IconListDetails aria-hidden /> }}
    />
  );
}
