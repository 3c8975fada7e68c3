import {
  CELL_CATEGORIES,
  CELL_CATEGORY_LABELS,
  type CellCategory,
} from '../../../../shared/rules/attendance-grid.ts';

/** The marker of each category: its fill, and a dashed outline for the days still to come. */
export const CELL_COLORS: Readonly<Record<CellCategory, string>> = {
  present: 'var(--mantine-color-green-6)',
  sick: 'var(--mantine-color-grape-6)',
  weekend: 'var(--mantine-color-gray-5)',
  publicHoliday: 'var(--mantine-color-indigo-6)',
  compensatory: 'var(--mantine-color-teal-6)',
  personal: 'var(--mantine-color-orange-6)',
  workFromHome: 'var(--mantine-color-blue-5)',
  paternity: 'var(--mantine-color-cyan-6)',
  maternity: 'var(--mantine-color-pink-5)',
  optional: 'var(--mantine-color-yellow-5)',
  bereavement: 'var(--mantine-color-dark-3)',
  upcoming: 'transparent',
  absent: 'var(--mantine-color-red-7)',
  none: 'transparent',
};

/** The categories the legend explains (the dash explains itself). */
export const LEGEND_CATEGORIES = CELL_CATEGORIES.filter((category) => category.code !== 'none');

const CODES = new Set<string>(CELL_CATEGORIES.map((category) => category.code));

/** A code from the API as a known category; anything else shows as a dash. */
export function cellCategoryOf(code: string | undefined): CellCategory {
  return code !== undefined && CODES.has(code) ? (code as CellCategory) : 'none';
}

/** The English label of a category: the translation key. */
export function cellLabel(category: CellCategory): string {
  return CELL_CATEGORY_LABELS[category];
}
