import { Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../../../shared/rules/relative-time.ts';
import type { AuditEvent } from '../../../../../shared/schemas/audit.schema.ts';
import { EventChanges } from '../../../components/events/event-changes.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../components/list/data-table-types.ts';
import { actorText, eventSentence } from '../../../lib/events/event-format.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { relativeTimeText } from '../../../lib/relative-time-text.ts';

interface AuditTableProps extends DataTableState {
  items: AuditEvent[] | undefined;
  timeZone: string;
  now: Date;
  filtered: boolean;
}

/** The log's rows: when (the viewer's zone, and how long ago), who, what happened, what changed. */
export function AuditTable({ items, timeZone, now, filtered, ...state }: AuditTableProps) {
  const { t, i18n } = useTranslation();
  const columns: DataColumn<AuditEvent>[] = [
    {
      key: 'time',
      heading: t('Time'),
      width: 170,
      cell: (event) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatInstant(event.occurredAt, timeZone)}
          </Text>
          <Text size="xs" c="dimmed">
            {relativeTimeText(relativeTime(new Date(event.occurredAt), now, timeZone), t, i18n.language)}
          </Text>
        </Stack>
      ),
    },
    { key: 'actor', heading: t('By'), width: 170, cell: (event) => actorText(event, t) },
    { key: 'what', heading: t('What happened'), minWidth: 220, cell: (event) => eventSentence(event, t) },
    { key: 'changes', heading: t('Changes'), minWidth: 240, cell: (event) => <EventChanges event={event} /> },
  ];
  return (
    <DataTable
      label={t('Audit log')}
      columns={columns}
      rows={items}
      rowKey={(event) => event.id}
      verticalSpacing="sm"
      minWidth={800}
      empty={{
        icon: <IconHistory aria-hidden />,
        title: filtered ? t('No change matches these filters.') : t('Nothing has been recorded yet.'),
      }}
      {...state}
    />
  );
}
