import type { TFunction } from 'i18next';

const WHOLE_NUMBER = /^\d{1,2}$/;
const EVERY_N = /^\*\/(\d{1,2})$/;

/**
 * A cron pattern (seconds first when it has six fields) as a phrase: 'every N seconds', 'every
 * hour at minute M' and 'every day at HH:mm' are the patterns the scheduler uses; any other
 * pattern is shown as it is.
 */
export function describeSchedule(pattern: string, timeZone: string, t: TFunction): string {
  const given = pattern.trim().split(/\s+/);
  if (given.length !== 5 && given.length !== 6) return pattern;
  const [second = '', minute = '', hour = '', ...day] = given.length === 5 ? ['0', ...given] : given;
  const [dayOfMonth = '', month = '', weekday = ''] = day;
  const clock =
    WHOLE_NUMBER.test(minute) && WHOLE_NUMBER.test(hour) && Number(minute) <= 59 && Number(hour) <= 23;
  const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
  // The first of each month, or of January: the monthly and yearly jobs.
  if (second === '0' && clock && dayOfMonth === '1' && weekday === '*') {
    if (month === '*') return t('Every month on the 1st at {{time}} ({{timeZone}})', { time, timeZone });
    if (month === '1') return t('Every year on 1 January at {{time}} ({{timeZone}})', { time, timeZone });
  }
  if (!day.every((field) => field === '*')) return pattern;

  const step = EVERY_N.exec(second);
  // A step that does not divide the minute leaves a shorter gap at each minute's turn.
  if (step && minute === '*' && hour === '*') {
    const seconds = Number(step[1]);
    return seconds >= 2 && 60 % seconds === 0 ? t('Every {{seconds}} seconds', { seconds }) : pattern;
  }
  if (second === '0' && WHOLE_NUMBER.test(minute) && hour === '*' && Number(minute) <= 59) {
    return t('Every hour at minute {{minute}}', { minute: Number(minute) });
  }
  if (second === '0' && WHOLE_NUMBER.test(minute) && WHOLE_NUMBER.test(hour)) {
    if (Number(minute) > 59 || Number(hour) > 23) return pattern;
    const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
    return t('Every day at {{time}} ({{timeZone}})', { time, timeZone });
  }
  return pattern;
}

/** How long a run took: '120 ms' under a second, '3.2 s' under a minute, then '2 min 5 s'. */
export function formatDuration(ms: number, t: TFunction, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (ms < 1000) return t('{{value}} ms', { value: number.format(Math.round(ms)) });
  if (ms < 59_950) return t('{{value}} s', { value: number.format(ms / 1000) });
  const totalSeconds = Math.round(ms / 1000);
  return t('{{minutes}} min {{seconds}} s', {
    minutes: number.format(Math.floor(totalSeconds / 60)),
    seconds: number.format(totalSeconds % 60),
  });
}

/** The name a person reads for a job the scheduler knows by its technical name. */
export function jobLabel(name: string, t: TFunction): string {
  switch (name) {
    case 'mail-delivery':
      return t('E-mail delivery');
    case 'file-sweep':
      return t('Unused file clean-up');
    case 'idempotency-key-expiry':
      return t('Repeated request clean-up');
    case 'holiday-calendar':
      return t('Public holidays');
    case 'leave-top-up':
      return t('Monthly leave top-up');
    case 'compensatory-expiry':
      return t('Compensatory day expiry');
    case 'task-recurrence':
      return t('Repeating tasks');
    case 'event-retention':
      return t('Audit log retention');
    case 'notification-mail':
      return t('Notification e-mails');
    case 'in-app-notifications':
      return t('In-app notifications');
    case 'daily-reminders':
      return t('Daily reminders');
    case 'daily-digest':
      return t('Daily digest');
    case 'manager-digest':
      return t('Weekly manager digest');
    default:
      return name;
  }
}
