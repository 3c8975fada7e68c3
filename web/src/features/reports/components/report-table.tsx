import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAY_NAMES } from '../../../../../shared/rules/dates.ts';
import type { ReportTable as ReportTableData } from '../../../../../shared/schemas/reports.schema.ts';
import { weekdayName } from '../../../lib/format-weekday.ts';

/** A Sunday: the weekday of index i is this day plus i. */
const A_SUNDAY = '2026-01-04';

/** Columns whose cells are words of the app (a category, a status, a leave type), translated. */
const TRANSLATED_COLUMNS = new Set(['Status', 'Leave type']);

/** 'Day' is a weekday here, not the part of a day the leave form asks for: its own translation. */
const COLUMN_CONTEXT: Record<string, string> = { Day: 'weekday' };

type Cell = ReportTableData['rows'][number][number];

interface ReportTableProps {
  report: ReportTableData;
  /** A newer report is loading: this one stays, dimmed. */
  refreshing: boolean;
}

/** A report's rows under its columns, as the files have them, in the interface language. */
export function ReportTable({ report, refreshing }: ReportTableProps) {
  const { t, i18n } = useTranslation();

  const cellText = (column: string, cell: Cell): string => {
    if (cell === null || cell === '') return '-';
    if (typeof cell === 'number') return String(cell);
    if (column === 'Day') {
      const index = WEEKDAY_NAMES.indexOf(cell);
      if (index >= 0) {
        const day = new Date(`${A_SUNDAY}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + index);
        return weekdayName(day.toISOString(), i18n.language);
      }
    }
    return TRANSLATED_COLUMNS.has(column) && i18n.exists(cell) ? t(cell) : cell;
  };

  return (
    <Table.ScrollContainer minWidth={Math.max(480, report.columns.length * 120)} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        fz="sm"
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                style={{ whiteSpace: 'nowrap', textAlign: column.align === 'right' ? 'end' : 'start' }}
              >
                {t(column.label, { context: COLUMN_CONTEXT[column.label] })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {report.columns.map((column, index) => (
                <Table.Td key={column.key} style={{ textAlign: column.align === 'right' ? 'end' : 'start' }}>
                  {cellText(column.label, row[index] ?? null)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
