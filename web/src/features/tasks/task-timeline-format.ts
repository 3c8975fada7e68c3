import type { TFunction } from 'i18next';
import type { RelativeTime } from '../../../../shared/rules/relative-time.ts';
import type { TimelineChange } from '../../../../shared/schemas/task-timeline.schema.ts';
import { formatDay } from '../../../../shared/rules/dates.ts';

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

/** One line of an edit: "Changed the status from New to Active", values as the task page shows them. */
export function changeText(change: TimelineChange, t: TFunction): string {
  const quoted = (value: string | null) => `“${value ?? ''}”`;
  switch (change.field) {
    case 'name':
      return t('Changed the name from {{previous}} to {{current}}', {
        previous: quoted(change.previous),
        current: quoted(change.current),
      });
    case 'assignee':
      return t('Changed the assignee from {{previous}} to {{current}}', {
        previous: change.previous ?? t('Unassigned'),
        current: change.current ?? t('Unassigned'),
      });
    case 'dueDate':
      return t('Changed the due date from {{previous}} to {{current}}', {
        previous: formatDay(change.previous ?? ''),
        current: formatDay(change.current ?? ''),
      });
    case 'status':
      return t('Changed the status from {{previous}} to {{current}}', {
        previous: t(change.previous ?? ''),
        current: t(change.current ?? ''),
      });
    case 'description':
      return t('Changed the description');
  }
}
