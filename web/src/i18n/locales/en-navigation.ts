/**
 * Unsaved changes, navigation history and the limits of long texts, in English: the keys. Kept apart from en.ts so that each
 * locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const NAVIGATION_MESSAGE_KEYS = [
  'You have unsaved changes. Leave without saving them?',
  'Yes, leave',
  // The counter of a long text near its limit (components/text-limit.tsx)
  '{{used}} / {{max}} characters',
] as const;

export type NavigationMessageKey = (typeof NAVIGATION_MESSAGE_KEYS)[number];
export type NavigationTranslations = Record<NavigationMessageKey, string>;
