import { Avatar, Group, ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../shared/rules/dates.ts';
import { dayOfMonth, weekdayLetter, weekdayName } from '../../lib/format-weekday.ts';
import { TruncatedText } from '../truncated-text.tsx';
import classes from './day-grid.module.css';

interface DayGridProps {
  /** The grid's name, for its table and for the scrolling box around it. */
  label: string;
  /** The days of its columns (ISO days), in order. */
  days: readonly string[];
  today: string;
  /** Each day's head says the weekday in full (a week), else its first letter (a month). */
  longDays?: boolean;
  /** A newer page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  /** The grid's own widths and looks (the --day-grid-* widths: day-grid.module.css). */
  className?: string;
  withColumnBorders?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLTableElement>;
  frameRef?: Ref<HTMLDivElement>;
  /** The rows: a DayGridPerson, then a cell per day. */
  children: ReactNode;
}

/**
 * A grid of people by days (the attendance grid, the team calendar): a column per day whose head
 * shows its weekday and date (today marked, and named in full for screen readers), the names
 * staying in view while the days scroll sideways, with a scrollbar always drawn and the scrolling
 * box reachable by the keyboard.
 */
export function DayGrid({
  label,
  days,
  today,
  longDays = false,
  refreshing,
  className,
  withColumnBorders,
  onKeyDown,
  frameRef,
  children,
}: DayGridProps) {
  const { t, i18n } = useTranslation();
  return (
    <div ref={frameRef} className={classes.frame}>
      <ScrollArea
        type="auto"
        scrollbars="x"
        offsetScrollbars="present"
        classNames={{ viewport: classes.viewport }}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}
      >
        <Table
          className={className ? `${classes.table} ${className}` : classes.table}
          withTableBorder
          withColumnBorders={withColumnBorders}
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
          aria-label={label}
          aria-busy={refreshing}
          onKeyDown={onKeyDown}
          // No fade: the grid is dimmed and back at once (a check of its contrast mid-fade fails).
          style={{ '--day-grid-days': days.length, opacity: refreshing ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.nameCell}>
                {t('Employee')}
              </Table.Th>
              {days.map((day) => (
                <Table.Th
                  key={day}
                  scope="col"
                  className={day === today ? `${classes.dayHead} ${classes.today}` : classes.dayHead}
                  title={formatDay(day)}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <span aria-hidden>
                    {longDays ? weekdayName(day, i18n.language) : weekdayLetter(day, i18n.language)}
                    <br />
                    {dayOfMonth(day)}
                  </span>
                  <VisuallyHidden>{`${weekdayName(day, i18n.language)} ${formatDay(day)}`}</VisuallyHidden>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollArea>
    </div>
  );
}

/** A row's head: the person's avatar and name, in the column that stays in view. */
export function DayGridPerson({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  return (
    <Table.Th scope="row" className={classes.nameCell} fw={400}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={avatarUrl} name={name} color="initials" size={28} alt="" />
        <TruncatedText size="sm">{name}</TruncatedText>
      </Group>
    </Table.Th>
  );
}
