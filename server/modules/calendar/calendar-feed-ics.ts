import ical from 'ical-generator';
import { addDays } from '../../../shared/rules/dates.ts';

/** A day or run of days in a feed: a task's due date, a leave, a holiday. */
export interface FeedEntry {
  /** Stable across refreshes, so that a calendar program updates the event instead of adding one. */
  uid: string;
  firstDay: string;
  lastDay: string;
  summary: string;
  description?: string;
  url?: string;
}

/** Midnight UTC of a day: ical-generator writes an all-day event's date from its UTC fields. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The iCalendar (RFC 5545) text of a feed: every entry an all-day event (DTEND the day after its
 * last day, as the format counts it), asking calendar programs to refresh hourly.
 */
export function writeIcs(feed: { name: string; entries: readonly FeedEntry[]; stamp: Date }): string {
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Orgdesk', product: 'Orgdesk', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const entry of feed.entries) {
    calendar.createEvent({
      id: entry.uid,
      allDay: true,
      start: utcDay(entry.firstDay),
      end: utcDay(addDays(entry.lastDay, 1)),
      stamp: feed.stamp,
      summary: entry.summary,
      description: entry.description ?? null,
      url: entry.url ?? null,
    });
  }
  return calendar.toString();
}
