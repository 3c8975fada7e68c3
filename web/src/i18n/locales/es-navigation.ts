import type { NavigationTranslations } from './en-navigation.ts';

/** Spanish: unsaved changes and navigation history. */
export const esNavigation: NavigationTranslations = {};
