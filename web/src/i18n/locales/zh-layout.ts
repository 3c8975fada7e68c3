import type { LayoutTranslations } from './en-layout.ts';

/** Chinese: the shell and narrow screens: the collapsible sidebar, truncated names. */
export const zhLayout: LayoutTranslations = {};
