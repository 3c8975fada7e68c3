/**
 * The shell on every screen size: the collapsible sidebar, in English: the keys. Kept apart from
 * en.ts so that each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const LAYOUT_MESSAGE_KEYS = ['Collapse sidebar', 'Expand sidebar'] as const;

export type LayoutMessageKey = (typeof LAYOUT_MESSAGE_KEYS)[number];
export type LayoutTranslations = Record<LayoutMessageKey, string>;
