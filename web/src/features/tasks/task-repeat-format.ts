import type { TFunction } from 'i18next';
import { addDays } from '../../../../shared/rules/dates.ts';
import { REPEAT_WEEKDAYS, type RepeatWeekday } from '../../../../shared/rules/task-repeat.ts';
import { weekdayName } from '../../lib/format-weekday.ts';

/** A weekday's name in the reader's language: 1 January 2024 was a Monday. */
export function repeatWeekdayName(code: RepeatWeekday, language: string): string {
  return weekdayName(addDays('2024-01-01', REPEAT_WEEKDAYS.indexOf(code)), language);
}

/** "the first" … "the fourth", "the last": which of its month's weekdays a day is, in the reader's language. */
export function nthText(nth: number, t: TFunction): string {
  return (
    [t('the last'), t('the first'), t('the second'), t('the third'), t('the fourth')][nth === -1 ? 0 : nth] ??
    ''
  );
}
