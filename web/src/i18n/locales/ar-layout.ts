import type { LayoutTranslations } from './en-layout.ts';

/** Arabic: the shell on every screen size: the collapsible sidebar. */
export const arLayout: LayoutTranslations = {
  'Collapse sidebar': 'طي الشريط الجانبي',
  'Expand sidebar': 'توسيع الشريط الجانبي',
};
