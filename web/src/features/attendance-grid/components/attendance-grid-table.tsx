import { Table } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceGrid } from '../../../../../shared/schemas/attendance.schema.ts';
import { DayGrid, DayGridPerson } from '../../../components/day-grid/day-grid.tsx';
import { type CellCategory } from '../../../../../shared/rules/attendance-grid.ts';
import { cellCategoryOf, cellLabel } from '../grid-format.ts';
import classes from './attendance-grid.module.css';
import { moveBetweenDays } from './grid-arrow-keys.ts';
import { GridCellMarker } from './grid-cell-marker.tsx';
import { GridCellTooltip } from './grid-cell-tooltip.tsx';

interface AttendanceGridTableProps {
  grid: AttendanceGrid;
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onOpenRecord: (recordId: number) => void;
}

/**
 * The monthly grid (spec 002 §2): a row per person (avatar, name), a column per day (weekday
 * letter and date). A month fits a desktop's width; where it does not (a phone, a narrow window,
 * a longer range), the days scroll sideways under the names, with a scrollbar always drawn and
 * the scrolling box reachable by the keyboard. The arrow keys move between the days that open.
 */
export function AttendanceGridTable({ grid, refreshing, onOpenRecord }: AttendanceGridTableProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const days = grid.days.map((day) => day.date);
  // Translated once per render, not in each of the page's thousands of cells.
  const labelOf = (category: CellCategory) =>
    category === 'none' ? t('Nothing recorded') : t(cellLabel(category));
  return (
    <>
      <DayGrid
        label={t('Attendance list')}
        days={days}
        today={grid.today}
        refreshing={refreshing}
        className={classes.table}
        withColumnBorders
        onKeyDown={moveBetweenDays}
        frameRef={container}
      >
        {grid.rows.map((row) => (
          <Table.Tr key={row.userId}>
            <DayGridPerson name={row.name} avatarUrl={row.avatarUrl} />
            {grid.days.map((day, index) => (
              // A plain cell: Table.Td costs a third of the page's rendering at 100 rows.
              <td key={day.date} className={classes.dayCell}>
                <GridCellMarker
                  category={cellCategoryOf(row.cells[index])}
                  label={labelOf(cellCategoryOf(row.cells[index]))}
                  recordId={row.recordIds[index] ?? null}
                  onOpen={onOpenRecord}
                />
              </td>
            ))}
          </Table.Tr>
        ))}
      </DayGrid>
      <GridCellTooltip container={container} />
    </>
  );
}
