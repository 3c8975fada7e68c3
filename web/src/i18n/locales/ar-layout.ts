import type { LayoutTranslations } from './en-layout.ts';

/** Arabic: the shell and narrow screens: the collapsible sidebar, truncated names. */
export const arLayout: LayoutTranslations = {};
