/**
 * The translations live in one JSON file per language and area: locales/<lang>/<area>.json. The
 * common areas come with every page (the shell, sign-in, the forms' validation and the server's
 * general messages); a page's own areas load with its route (router.tsx `areaPage`).
 * `npm run lint` (scripts/check-translations.ts) checks that every key is in all five languages,
 * is used, and that each page loads the areas of the keys it spells.
 */
export const LANGUAGE_CODES = ['en', 'fr', 'es', 'zh', 'ar'] as const;

export const COMMON_AREAS = ['common', 'validation', 'server'] as const;

export const PAGE_AREAS = [
  'appraisals',
  'attendance-grid',
  'dashboard',
  'holidays',
  'hr-reports',
  'jobs',
  'leave',
  'letters',
  'people',
  'projects',
  'reports',
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
 * English needs no bundle, the key being its text, except the singular of a key with a count
 * ('{{count}} minute ago'): these areas hold such forms (i18n.ts names their files too, for the
 * build; scripts/check-translations.ts checks the list).
 */
export const ENGLISH_PLURAL_AREAS: readonly Area[] = ['task-timeline'];
