import { IconFileReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGES } from '../../../../../shared/rules/reports.ts';
import { WEEKDAY_NAMES } from '../../../../../shared/rules/dates.ts';
import type { ReportTable as ReportTableData } from '../../../../../shared/schemas/reports.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn } from '../../../components/list/data-table-types.ts';
import { weekdayName } from '../../../lib/format-weekday.ts';

/** A Sunday: the weekday of index i is this day plus i. */
const A_SUNDAY = '2026-01-04';

/** Columns whose cells are words of the app (a category, a status, a leave type), translated. */
const TRANSLATED_COLUMNS = new Set(['Status', 'Leave type']);

/** 'Day' is a weekday here, not the part of a day the leave form asks for: its own translation. */
const COLUMN_CONTEXT: Record<string, string> = { Day: 'weekday' };

type Cell = ReportTableData['rows'][number][number];
/** A row with its place, which is its key: a report's rows have no id. */
interface NumberedRow {
  index: number;
  cells: ReportTableData['rows'][number];
}

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

  const columns = report.columns.map((column, index): DataColumn<NumberedRow> => ({
    key: column.key,
    heading: t(column.label, { context: COLUMN_CONTEXT[column.label] }),
    align: column.align === 'right' ? 'end' : 'start',
    cell: (row) => cellText(column.label, row.cells[index] ?? null),
  }));
  return (
    <DataTable
      columns={columns}
      rows={report.rows.map((cells, index) => ({ index, cells }))}
      rowKey={(row) => row.index}
      minWidth={Math.max(480, report.columns.length * 120)}
      striped
      refreshing={refreshing}
      empty={{ icon: <IconFileReport aria-hidden />, title: t(REPORT_MESSAGES.noData) }}
    />
  );
}
