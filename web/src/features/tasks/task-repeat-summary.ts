import type { TFunction } from 'i18next';
import { formatDay } from '../../../../shared/rules/dates.ts';
import { nthWeekdayOf, repeatWeekdayOf } from '../../../../shared/rules/task-repeat.ts';
import { repeatOf } from '../../../../shared/rules/task-repeat-rule.ts';
import { weekdayName } from '../../lib/format-weekday.ts';
import { nthText, repeatWeekdayName } from './task-repeat-format.ts';

function dayAndMonth(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  }
}

/**
 * How a series repeats, in the reader's language: "Every week on Monday, Wednesday · 5 times",
 * "Every 2 months on the last Friday · until 30-06-2027".
 */
export function repeatSummary(rule: string, start: string, t: TFunction, language: string): string {
  const repeat = repeatOf(rule);
  const count = repeat.interval;
  const weekday = weekdayName(start, language);
  const nth = nthText(nthWeekdayOf(start), t);
  let every: string;
  switch (repeat.frequency) {
    case 'daily':
      every = count === 1 ? t('Every day') : t('Every {{n}} days', { n: count });
      break;
    case 'weekly': {
      const days = (repeat.weekdays.length ? repeat.weekdays : [repeatWeekdayOf(start)])
        .map((code) => repeatWeekdayName(code, language))
        .join(', ');
      every =
        count === 1
          ? t('Every week on {{days}}', { days })
          : t('Every {{n}} weeks on {{days}}', { n: count, days });
      break;
    }
    case 'monthly': {
      const day = Number(start.slice(8, 10));
      every =
        repeat.monthlyBy === 'weekday'
          ? count === 1
            ? t('Every month on {{nth}} {{weekday}}', { nth, weekday })
            : t('Every {{n}} months on {{nth}} {{weekday}}', { n: count, nth, weekday })
          : count === 1
            ? t('Every month on day {{day}}', { day })
            : t('Every {{n}} months on day {{day}}', { n: count, day });
      break;
    }
    case 'yearly': {
      const date = dayAndMonth(start, language);
      every =
        count === 1
          ? t('Every year on {{date}}', { date })
          : t('Every {{n}} years on {{date}}', { n: count, date });
      break;
    }
  }
  if (repeat.end.kind === 'count') return `${every} · ${t('{{n}} times', { n: repeat.end.count })}`;
  if (repeat.end.kind === 'until')
    return `${every} · ${t('until {{date}}', { date: formatDay(repeat.end.date) })}`;
  return every;
}
