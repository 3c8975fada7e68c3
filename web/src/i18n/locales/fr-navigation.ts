import type { NavigationTranslations } from './en-navigation.ts';

/** French: unsaved changes and navigation history. */
export const frNavigation: NavigationTranslations = {};
