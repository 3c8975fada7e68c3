/**
 * The translations live in one JSON file per language and area: locales/<lang>/<area>.json, for
 * each of shared/constants.ts LANGUAGE_CODES. The common areas come with every page (the shell,
 * sign-in, the forms' validation and the server's general messages); a page's own areas load with
 * its route (router.tsx `areaPage`); the server's areas are read by the server alone.
 * `npm run lint` (scripts/check-translations.ts) checks that every key is in all five languages,
 * is used, and that each page loads the areas of the keys it spells.
 */

export const COMMON_AREAS = ['common', 'validation', 'server'] as const;

export const PAGE_AREAS = [
  'appraisals',
  'attendance-grid',
  'audit',
  'calendar-feed',
  'dashboard',
  'holidays',
  'hr-reports',
  'jobs',
  'leave',
  'letters',
  'notifications',
  'notification-settings',
  'people',
  'projects',
  'relative-time',
  'reports',
  'search',
  'task-comments',
  'task-detail',
  'task-timeline',
  'tasks',
  'tax-declaration',
  'tax-proofs',
  'work-sites',
] as const;

export type Area = (typeof COMMON_AREAS)[number] | (typeof PAGE_AREAS)[number];
export const AREAS: readonly Area[] = [...COMMON_AREAS, ...PAGE_AREAS];

/**
 * Strings only the server uses, in the recipient's language (server/lib/translate.ts): the mails
 * and the calendar feeds.
 * No page loads them, so they are no `Area`; their keys must be used in the server's folders
 * named here (scripts/check-translations.ts), and the web build leaves their files out.
 */
export const SERVER_AREAS = { mail: ['server/mail'], calendar: ['server/modules/calendar'] } as const;
export type ServerArea = keyof typeof SERVER_AREAS;

/**
 * English needs no bundle, the key being its text, except the singular of a key with a count
 * ('{{count}} minute ago'): these areas hold such forms (i18n.ts names their files too, for the
 * build; scripts/check-translations.ts checks the list).
 */
export const ENGLISH_PLURAL_AREAS: readonly Area[] = ['audit', 'relative-time'];
