import { formatDay } from '../../../shared/rules/dates.ts';

/**
 * An instant as the app shows it (DESIGN.md, Time), in the viewer's time zone:
 * DD-MM-YYYY HH:mm, or DD-MM-YYYY HH:mm:ss with `seconds`. An unknown zone gives the UTC time; a
 * string that is not an instant comes back as it is.
 */
export function formatInstant(instant: string, timeZone: string, { seconds = false } = {}): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const format = (zone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    const time = `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
    return `${part('day')}-${part('month')}-${part('year')} ${time}`;
  };
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** The calendar day of an instant in a time zone (the viewer's), as DD-MM-YYYY. */
export function formatInstantDay(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}-${part('month')}-${part('year')}`;
  } catch {
    // An unknown zone: the UTC day.
    return formatDay(date.toISOString());
  }
}
