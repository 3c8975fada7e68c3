import { Table, VisuallyHidden } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eachDay, formatDay } from '../../../../../shared/rules/dates.ts';
import { leavePath, leaveTypeOf } from '../../../../../shared/rules/leave.ts';
import type { TeamCalendarView } from '../../../../../shared/rules/team-calendar.ts';
import type {
  TeamCalendar,
  TeamCalendarLeave,
  TeamCalendarRow,
} from '../../../../../shared/schemas/team-calendar.schema.ts';
import { DayGrid, DayGridPerson } from '../../../components/day-grid/day-grid.tsx';
import { formatLeaveDuration, LEAVE_TYPE_COLORS } from '../leave-format.ts';
import { rowCells, type CalendarCell } from '../team-calendar-cells.ts';
import classes from './team-calendar.module.css';

interface TeamCalendarTableProps {
  calendar: TeamCalendar;
  view: TeamCalendarView;
  /** A newer period is loading: the current one stays, dimmed. */
  refreshing: boolean;
}

const typeName = (typeId: number) => leaveTypeOf(typeId)?.name ?? '';

function barStyle(leave: TeamCalendarLeave): CSSProperties {
  const color = LEAVE_TYPE_COLORS[leave.typeId] ?? 'gray';
  return {
    '--bar-fill': `var(--mantine-color-${color}-light)`,
    '--bar-edge': `var(--mantine-color-${color}-filled)`,
    '--bar-text': 'var(--mantine-color-text)',
  } as CSSProperties;
}

/** One leave's bar: it opens the leave; its name says whose, what, when and whether decided. */
function LeaveBar({
  person,
  leave,
  className,
  short,
}: {
  person: TeamCalendarRow;
  leave: TeamCalendarLeave;
  className: string;
  short: boolean;
}) {
  const { t } = useTranslation();
  const days =
    leave.fromDate === leave.toDate
      ? formatDay(leave.fromDate)
      : `${formatDay(leave.fromDate)} – ${formatDay(leave.toDate)}`;
  const name = `${person.fullName}: ${t(typeName(leave.typeId))}, ${days}, ${formatLeaveDuration(
    t,
    leave.duration,
    leave.halfDay,
  )}, ${t(leave.status)}`;
  const classNames = [classes.bar, className, leave.status === 'Pending' ? classes.pending : ''];
  return (
    <Link
      to={leavePath(leave.id)}
      className={classNames.join(' ')}
      style={barStyle(leave)}
      aria-label={name}
      title={name}
    >
      <span className={classes.barText} aria-hidden>
        {short ? '½' : `${leave.halfDay ? '½ ' : ''}${t(typeName(leave.typeId))}`}
      </span>
    </Link>
  );
}

function Cell({ cell, person, narrow }: { cell: CalendarCell; person: TeamCalendarRow; narrow: boolean }) {
  const { t } = useTranslation();
  if (cell.kind === 'day') {
    const className = [classes.dayCell, cell.holiday ? classes.holiday : cell.weekend ? classes.weekend : ''];
    return (
      <td
        className={className.join(' ')}
        title={
          [cell.holiday, cell.birthday ? t('Birthday of {{name}}', { name: person.fullName }) : null]
            .filter(Boolean)
            .join(' · ') || undefined
        }
      >
        {cell.holiday && (
          <>
            <span aria-hidden>H</span>
            <VisuallyHidden>{`${t('Public holiday')}: ${cell.holiday}`}</VisuallyHidden>
          </>
        )}
        {cell.birthday && (
          <>
            <IconCake size={16} aria-hidden className={classes.cake} />
            <VisuallyHidden>{t('Birthday of {{name}}', { name: person.fullName })}</VisuallyHidden>
          </>
        )}
      </td>
    );
  }
  const ends = [
    cell.continuesBefore ? classes.continuesBefore : '',
    cell.continuesAfter ? classes.continuesAfter : '',
  ].join(' ');
  const halves = cell.leaves.every((leave) => leave.halfDay !== null) && cell.span === 1;
  return (
    <td className={classes.dayCell} colSpan={cell.span}>
      {halves ? (
        <div className={classes.halves}>
          {cell.leaves.map((leave) => (
            <LeaveBar
              key={leave.id}
              person={person}
              leave={leave}
              short={narrow}
              className={`${classes.half} ${leave.halfDay === 'second' ? classes.halfSecond : ''}`}
            />
          ))}
        </div>
      ) : (
        cell.leaves.map((leave) => (
          <LeaveBar key={leave.id} person={person} leave={leave} short={false} className={ends} />
        ))
      )}
    </td>
  );
}

/**
 * The team calendar's grid: a row per person, a column per day of the month or week; each leave
 * a bar across its days (hatched while it waits for a decision, half a cell for half a day) that
 * opens it; each person's own public holidays and the weekends shaded, and the birthdays people
 * show their team.
 */
export function TeamCalendarTable({ calendar, view, refreshing }: TeamCalendarTableProps) {
  const { t } = useTranslation();
  const days = eachDay(calendar.from, calendar.to);
  return (
    <DayGrid
      label={t('Team calendar')}
      days={days}
      today={calendar.today}
      longDays={view === 'week'}
      refreshing={refreshing}
      className={view === 'week' ? `${classes.table} ${classes.week}` : classes.table}
    >
      {calendar.rows.map((row) => (
        <Table.Tr key={row.id}>
          <DayGridPerson name={row.fullName} avatarUrl={row.avatarUrl} />
          {rowCells(row, calendar.from, calendar.to).map((cell) => (
            <Cell key={cell.date} cell={cell} person={row} narrow={view === 'month'} />
          ))}
        </Table.Tr>
      ))}
    </DayGrid>
  );
}
