import type { LayoutTranslations } from './en-layout.ts';

/** Chinese: the shell on every screen size: the collapsible sidebar. */
export const zhLayout: LayoutTranslations = {
  'Collapse sidebar': '收起侧边栏',
  'Expand sidebar': '展开侧边栏',
};
