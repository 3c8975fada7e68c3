import type { NavigationTranslations } from './en-navigation.ts';

/** Chinese: unsaved changes and navigation history. */
export const zhNavigation: NavigationTranslations = {};
