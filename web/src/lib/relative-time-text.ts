import type { TFunction } from 'i18next';
import type { RelativeTime } from '../../../shared/rules/relative-time.ts';

/** How long ago, in the interface's language (spec 000 §4): "5 minutes ago", "yesterday", "Nov 3". */
export function relativeTimeText(time: RelativeTime, t: TFunction, language: string): string {
  switch (time.kind) {
    case 'justNow':
      return t('just now');
    case 'minutes':
      return t('{{count}} minutes ago', { count: time.count });
    case 'hours':
      return t('{{count}} hours ago', { count: time.count });
    case 'yesterday':
      return t('yesterday');
    case 'date':
      // The day is already the viewer's: formatted at noon UTC, no zone can move it.
      return new Intl.DateTimeFormat(language, {
        month: 'short',
        day: 'numeric',
        ...(time.withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }).format(Date.UTC(time.year, time.month - 1, time.day, 12));
  }
}
