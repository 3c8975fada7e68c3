/**
 * Recurring tasks' rules (issue 31): a repeat as chosen (task-repeat.ts) written as an RFC 5545
 * RRULE and read back, and the next due date of a series, with the maintained `rrule` library.
 * Both sides use it: the server to find the next due date, the web to say how a task repeats.
 */
import * as rruleModule from 'rrule';
import type { Options } from 'rrule';
import {
  nthWeekdayOf,
  REPEAT_FREQUENCIES,
  REPEAT_WEEKDAYS,
  repeatWeekdayOf,
  type RepeatFrequency,
  type TaskRepeat,
} from './task-repeat.ts';

// Node loads rrule's CommonJS bundle (its names under `default`); the web's bundler its ES module.
const rrule = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { Frequency, RRule, Weekday } = rrule;
type Weekday = InstanceType<typeof Weekday>;
type Frequency = (typeof Frequency)[keyof typeof Frequency];

const FREQUENCIES: Record<RepeatFrequency, Frequency> = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The RRULE of a repeat whose first task is due on `start` (without DTSTART: the series keeps it). */
export function repeatRule(repeat: TaskRepeat, start: string): string {
  const options: Partial<Options> = { freq: FREQUENCIES[repeat.frequency], interval: repeat.interval };
  if (repeat.frequency === 'weekly') {
    const days = repeat.weekdays.length > 0 ? repeat.weekdays : [repeatWeekdayOf(start)];
    options.byweekday = REPEAT_WEEKDAYS.filter((code) => days.includes(code)).map(
      (code) => new Weekday(REPEAT_WEEKDAYS.indexOf(code)),
    );
  }
  if (repeat.frequency === 'monthly') {
    if (repeat.monthlyBy === 'weekday')
      options.byweekday = [new Weekday(REPEAT_WEEKDAYS.indexOf(repeatWeekdayOf(start)), nthWeekdayOf(start))];
    else options.bymonthday = [Number(start.slice(8, 10))];
  }
  if (repeat.end.kind === 'count') options.count = repeat.end.count;
  if (repeat.end.kind === 'until') options.until = utc(repeat.end.date);
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

/** A kept rule as chosen again (to say how the task repeats, and to edit it). */
export function repeatOf(rule: string): TaskRepeat {
  const options = RRule.parseString(rule);
  const frequency = REPEAT_FREQUENCIES.find((key) => FREQUENCIES[key] === options.freq) ?? 'daily';
  const byweekday = ([] as Array<Weekday | number | string>).concat(
    (options.byweekday as Weekday | Weekday[] | undefined) ?? [],
  );
  const weekdays = byweekday.map((day) =>
    day instanceof Weekday ? REPEAT_WEEKDAYS[day.weekday]! : REPEAT_WEEKDAYS[Number(day)]!,
  );
  const nth = byweekday.some((day) => day instanceof Weekday && day.n !== undefined && day.n !== 0);
  return {
    frequency,
    interval: options.interval ?? 1,
    weekdays: frequency === 'weekly' ? weekdays : [],
    monthlyBy: frequency === 'monthly' && nth ? 'weekday' : 'day',
    end: options.count
      ? { kind: 'count', count: options.count }
      : options.until
        ? { kind: 'until', date: dayOf(options.until) }
        : { kind: 'never' },
  };
}

/**
 * The due date of the occurrence after the one due on `after`, of a series whose first task is due
 * on `start`; null when the rule has ended (its last date or number of times reached).
 */
export function nextOccurrence(rule: string, start: string, after: string): string | null {
  const next = seriesRule(rule, start).after(utc(after), false);
  return next ? dayOf(next) : null;
}

/**
 * The rule counted from `start`, the first task's due date. As RFC 5545 has it, that first date is
 * one of the times even where it is not one of the rule's days (a weekly series on Wednesdays whose
 * first task is due on a Monday); `rrule` leaves it out of COUNT then, so the count is one less.
 */
function seriesRule(rule: string, start: string): InstanceType<typeof RRule> {
  const options = { ...RRule.parseString(rule), dtstart: utc(start) };
  const counted = new RRule(options);
  if (!options.count) return counted;
  const first = counted.after(utc(start), true);
  return first && dayOf(first) === start ? counted : new RRule({ ...options, count: options.count - 1 });
}

/**
 * How a series repeats as seen from one of its tasks (the one due on `occurrence`): its choices,
 * and for a number of times, those left from that task on (at least 1), so that counting the
 * series anew from it adds no more than the rule still would.
 */
export function repeatFrom(rule: string, start: string, occurrence: string): TaskRepeat {
  const repeat = repeatOf(rule);
  if (repeat.end.kind !== 'count') return repeat;
  // The first task's date is one of the times, whether or not the rule has it (seriesRule).
  const dates = new Set([
    start,
    ...seriesRule(rule, start).between(utc(start), utc(occurrence), true).map(dayOf),
  ]);
  const before = [...dates].filter((date) => date < occurrence).length;
  return { ...repeat, end: { kind: 'count', count: Math.max(1, repeat.end.count - before) } };
}
