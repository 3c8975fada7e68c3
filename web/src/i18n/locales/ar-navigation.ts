import type { NavigationTranslations } from './en-navigation.ts';

/** Arabic: unsaved changes and navigation history. */
export const arNavigation: NavigationTranslations = {};
