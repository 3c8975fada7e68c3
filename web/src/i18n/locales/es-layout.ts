import type { LayoutTranslations } from './en-layout.ts';

/** Spanish: the shell on every screen size: the collapsible sidebar. */
export const esLayout: LayoutTranslations = {
  'Collapse sidebar': 'Contraer la barra lateral',
  'Expand sidebar': 'Expandir la barra lateral',
};
