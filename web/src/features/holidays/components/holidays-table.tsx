import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn, DataTableState } from '../../../components/list/data-table-types.ts';
import { IconBeach, IconPencil, IconTrash } from '@tabler/icons-react';
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

type HolidayColumn = (typeof HOLIDAY_COLUMNS)[number];

interface HolidaysTableProps extends DataTableState {
  /** Undefined until the first page comes. */
  items: Holiday[] | undefined;
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}

/** One location's holidays: edit and delete where the row's abilities allow (custom, 3+ days ahead). */
export function HolidaysTable({ items, onEdit, onDelete, ...state }: HolidaysTableProps) {
  const { t, i18n } = useTranslation();
  const heading = (column: HolidayColumn) => t(column, { context: COLUMN_CONTEXT[column] });
  const columns: DataColumn<Holiday>[] = [
    {
      key: 'name',
      heading: heading('Holiday name'),
      cell: (holiday) => (
        <TruncatedText size="sm" fw={500} maw={NAME_CELL_MAX_WIDTH}>
          {holiday.name}
        </TruncatedText>
      ),
    },
    { key: 'type', heading: heading('Holiday type'), cell: (holiday) => t(holiday.typeName) },
    { key: 'location', heading: heading('Country name'), cell: (holiday) => t(holiday.locationName) },
    {
      key: 'date',
      heading: heading('Holiday date'),
      nowrap: true,
      cell: (holiday) => formatDay(holiday.date),
    },
    {
      key: 'weekday',
      heading: heading('Day'),
      nowrap: true,
      cell: (holiday) => weekdayName(holiday.date, i18n.language),
    },
    {
      key: 'comments',
      heading: heading('Comments'),
      cell: (holiday) =>
        holiday.comments ? (
          <TruncatedText size="sm" lines={2} maw={320}>
            {holiday.comments}
          </TruncatedText>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(holiday) => holiday.id}
      minWidth={860}
      empty={{ icon: <IconBeach aria-hidden /> }}
      actions={{
        heading: heading('Actions'),
        cell: (holiday) => <HolidayActions holiday={holiday} onEdit={onEdit} onDelete={onDelete} />,
      }}
      {...state}
    />
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
