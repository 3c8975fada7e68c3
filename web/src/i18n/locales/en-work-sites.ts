/**
 * The strings of work sites and the attendance settings, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const WORK_SITES_MESSAGE_KEYS = ['Attendance permissions'] as const;

export type WorkSitesMessageKey = (typeof WORK_SITES_MESSAGE_KEYS)[number];
export type WorkSitesTranslations = Record<WorkSitesMessageKey, string>;
