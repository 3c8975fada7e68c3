import type { LayoutTranslations } from './en-layout.ts';

/** French: the shell on every screen size: the collapsible sidebar. */
export const frLayout: LayoutTranslations = {
  'Collapse sidebar': 'Réduire la barre latérale',
  'Expand sidebar': 'Déployer la barre latérale',
};
