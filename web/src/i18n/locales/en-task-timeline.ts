/**
 * The strings of a task's Timeline card (issue 11), in English: the keys. A count's key is its
 * "other" form; the other plural forms of each language are in TaskTimelinePlurals, added to the
 * bundle as `key_one`, `key_few`… which i18next picks by the language's plural rules.
 */
export const TASK_TIMELINE_MESSAGE_KEYS = [
  'Timeline',
  'Loading the timeline…',
  'Nothing has happened to this task yet.',
  'Load more',
  // What each entry says after its author's name
  'created the task',
  'edited the task',
  'deleted the task',
  'restored the task',
  'commented',
  'Edited',
  '{{user}} was deleted; tasks moved to {{name}}',
  'Changed the name from {{previous}} to {{current}}',
  'Changed the assignee from {{previous}} to {{current}}',
  'Changed the due date from {{previous}} to {{current}}',
  'Changed the status from {{previous}} to {{current}}',
  'Changed the description',
  // How long ago (spec 000 §4); older entries show the month and day, from Intl
  'just now',
  '{{count}} minutes ago',
  '{{count}} hours ago',
  'yesterday',
  // Messages of the shared timeline schema (TIMELINE_MESSAGES)
  'This page of the timeline cannot be found; reload it from the start.',
  'Choose between 1 and 50 entries.',
] as const;

export type TaskTimelineMessageKey = (typeof TASK_TIMELINE_MESSAGE_KEYS)[number];
export type TaskTimelineTranslations = Record<TaskTimelineMessageKey, string>;

/** The keys with a count, whose forms differ by number. */
export type TaskTimelinePluralKey = '{{count}} minutes ago' | '{{count}} hours ago';
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many';
/** A language's forms besides "other" (its translation of the key) for each key with a count. */
export type TaskTimelinePlurals = Record<TaskTimelinePluralKey, Partial<Record<PluralCategory, string>>>;

export const enTaskTimelinePlurals: TaskTimelinePlurals = {
  '{{count}} minutes ago': { one: '{{count}} minute ago' },
  '{{count}} hours ago': { one: '{{count}} hour ago' },
};

/** The plural forms as i18next reads them from a bundle: `{{count}} minutes ago_one`. */
export function pluralEntries(plurals: TaskTimelinePlurals): Record<string, string> {
  return Object.fromEntries(
    Object.entries(plurals).flatMap(([key, forms]) =>
      Object.entries(forms).map(([category, text]) => [`${key}_${category}`, text]),
    ),
  );
}
