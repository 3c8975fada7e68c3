import { Avatar, Group, ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { AttendanceGrid } from '../../../../../shared/schemas/attendance.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { dayOfMonth, weekdayLetter, weekdayName } from '../../../lib/format-weekday.ts';
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
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // Translated once per render, not in each of the page's thousands of cells.
  const labelOf = (category: CellCategory) =>
    category === 'none' ? t('Nothing recorded') : t(cellLabel(category));
  return (
    <div ref={container} className={classes.frame}>
      <ScrollArea
        type="auto"
        scrollbars="x"
        offsetScrollbars="present"
        classNames={{ viewport: classes.viewport }}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('Attendance list') }}
      >
        <Table
          className={classes.table}
          withColumnBorders
          withTableBorder
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
          aria-label={t('Attendance list')}
          aria-busy={refreshing}
          onKeyDown={moveBetweenDays}
          style={{
            '--grid-days': grid.days.length,
            opacity: refreshing ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.nameCell}>
                {t('Employee')}
              </Table.Th>
              {grid.days.map((day) => (
                <Table.Th
                  key={day.date}
                  scope="col"
                  className={
                    day.date === grid.today ? `${classes.dayHead} ${classes.today}` : classes.dayHead
                  }
                  title={formatDay(day.date)}
                >
                  <span aria-hidden>
                    {weekdayLetter(day.date, i18n.language)}
                    <br />
                    {dayOfMonth(day.date)}
                  </span>
                  <VisuallyHidden>{`${weekdayName(day.date, i18n.language)} ${formatDay(day.date)}`}</VisuallyHidden>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Th scope="row" className={classes.nameCell} fw={400}>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={row.avatarUrl} name={row.name} color="initials" size={28} alt="" />
                    <TruncatedText size="sm">{row.name}</TruncatedText>
                  </Group>
                </Table.Th>
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
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <GridCellTooltip container={container} />
    </div>
  );
}
