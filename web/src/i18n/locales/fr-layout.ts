import type { LayoutTranslations } from './en-layout.ts';

/** French: the shell and narrow screens: the collapsible sidebar, truncated names. */
export const frLayout: LayoutTranslations = {};
