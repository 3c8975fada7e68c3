import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../../../../shared/schemas/leave.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { formatSignedDays, LEDGER_KIND_LABELS, SYSTEM_LEDGER_NOTES } from './leave-format.ts';

const COLUMNS = ['Date', 'Leave type', 'What happened', 'Days', 'Note', 'By'] as const;

interface LeaveLedgerTableProps {
  entries: LedgerEntry[];
  /** Another page is loading: the current one stays, dimmed. */
  refreshing: boolean;
}

/** The ledger a person's balances add up from, newest first. */
export function LeaveLedgerTable({ entries, refreshing }: LeaveLedgerTableProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSessionUser();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table
        verticalSpacing="xs"
        fz="sm"
        aria-label={t('Leave ledger')}
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {t(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.createdAt, timeZone)}</Table.Td>
              <Table.Td>{t(entry.typeName)}</Table.Td>
              <Table.Td>{t(LEDGER_KIND_LABELS[entry.kind])}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600} c={entry.days < 0 ? 'red' : 'teal'}>
                  {formatSignedDays(entry.days, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                {entry.note ? (
                  <TruncatedText size="sm" lines={2} maw={280}>
                    {SYSTEM_LEDGER_NOTES.includes(entry.note) ? t(entry.note) : entry.note}
                  </TruncatedText>
                ) : (
                  '-'
                )}
              </Table.Td>
              <Table.Td>{entry.actor?.fullName ?? t('Automatic')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
