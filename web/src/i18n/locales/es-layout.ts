import type { LayoutTranslations } from './en-layout.ts';

/** Spanish: the shell and narrow screens: the collapsible sidebar, truncated names. */
export const esLayout: LayoutTranslations = {};
