import type { TFunction } from 'i18next';
import type { TimelineChange } from '../../../../shared/schemas/task-timeline.schema.ts';
import { formatDay } from '../../../../shared/rules/dates.ts';

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
