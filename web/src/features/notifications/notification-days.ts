import type { TFunction } from 'i18next';
import { addDays, formatDay, todayIn } from '../../../../shared/rules/dates.ts';
import type { Notification } from '../../../../shared/schemas/notifications.schema.ts';

export interface NotificationDay {
  /** The calendar day in the reader's time zone, YYYY-MM-DD. */
  day: string;
  items: Notification[];
}

/** Notifications (newest first) in runs of one calendar day of the reader's time zone, in order. */
export function groupByDay(items: readonly Notification[], timeZone: string): NotificationDay[] {
  const days: NotificationDay[] = [];
  for (const item of items) {
    const day = todayIn(timeZone, new Date(item.createdAt));
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** A day's heading: Today, Yesterday, else the date DD-MM-YYYY. */
export function dayHeading(day: string, now: Date, timeZone: string, t: TFunction): string {
  const today = todayIn(timeZone, now);
  if (day === today) return t('Today');
  return day === addDays(today, -1) ? t('Yesterday') : formatDay(day);
}
