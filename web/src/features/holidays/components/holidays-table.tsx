import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { ListTable } from '../../../components/list-table.tsx';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Holiday } from '../../../../../shared/schemas/holidays.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { weekdayName } from '../../../lib/format-weekday.ts';

/** The columns of spec 002 §2 (Holiday calendar screen), in its order. */
export const HOLIDAY_COLUMNS = [
  'Holiday name',
  'Holiday type',
  'Country name',
  'Holiday date',
  'Day',
  'Comments',
  'Actions',
] as const;

/** 'Day' is a weekday here, not the part of a day the leave form asks for: its own translation. */
const COLUMN_CONTEXT: Partial<Record<(typeof HOLIDAY_COLUMNS)[number], string>> = { Day: 'weekday' };

interface HolidaysTableProps {
  items: Holiday[];
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}

/** One location's holidays: edit and delete where the row's abilities allow (custom, 3+ days ahead). */
export function HolidaysTable({ items, refreshing, onEdit, onDelete }: HolidaysTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      headings={HOLIDAY_COLUMNS.map((column) => t(column, { context: COLUMN_CONTEXT[column] }))}
      minWidth={860}
      refreshing={refreshing}
    >
      {items.map((holiday) => (
        <Table.Tr key={holiday.id}>
          <Table.Td>
            <TruncatedText size="sm" fw={500} maw={NAME_CELL_MAX_WIDTH}>
              {holiday.name}
            </TruncatedText>
          </Table.Td>
          <Table.Td>{t(holiday.typeName)}</Table.Td>
          <Table.Td>{t(holiday.locationName)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(holiday.date)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{weekdayName(holiday.date, i18n.language)}</Table.Td>
          <Table.Td>
            {holiday.comments ? (
              <TruncatedText size="sm" lines={2} maw={320}>
                {holiday.comments}
              </TruncatedText>
            ) : (
              '-'
            )}
          </Table.Td>
          <Table.Td>
            <HolidayActions holiday={holiday} onEdit={onEdit} onDelete={onDelete} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function HolidayActions({
  holiday,
  onEdit,
  onDelete,
}: {
  holiday: Holiday;
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}) {
  const { t } = useTranslation();
  if (!holiday.abilities.edit && !holiday.abilities.delete) return <Text c="dimmed">-</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      {holiday.abilities.edit && (
        <Tooltip label={t('Edit')} withArrow>
          <ActionIcon
            variant="light"
            onClick={() => onEdit(holiday)}
            aria-label={t('Edit holiday {{name}}', { name: holiday.name })}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {holiday.abilities.delete && (
        <Tooltip label={t('Delete')} withArrow>
          <ActionIcon
            variant="light"
            color="red"
            onClick={() => onDelete(holiday)}
            aria-label={t('Delete holiday {{name}}', { name: holiday.name })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
