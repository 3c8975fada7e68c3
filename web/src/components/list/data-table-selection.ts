import type { MouseEvent } from 'react';
import type { DataTableSelection, SelectionModel } from './data-table-types.ts';

/**
 * The selection over the rows on show: choosing all adds the page's selectable rows to the chosen
 * ones, clearing it takes them away (rows chosen elsewhere stay chosen).
 */
export function selectionModel<Row, Key extends string | number>(
  rows: readonly Row[],
  rowKey: (row: Row) => Key,
  selection: DataTableSelection<Row, Key>,
): SelectionModel<Row> {
  const chosen = new Set<Key>(selection.selected);
  const canSelect = (row: Row) => selection.canSelect?.(row) ?? true;
  const selectable = rows.filter(canSelect).map(rowKey);
  const checkedCount = selectable.filter((key) => chosen.has(key)).length;
  const allChecked = selectable.length > 0 && checkedCount === selectable.length;
  return {
    isSelected: (row) => chosen.has(rowKey(row)),
    canSelect,
    rowLabel: selection.rowLabel,
    toggle: (row, checked) => {
      const key = rowKey(row);
      selection.onChange(
        checked ? [...selection.selected, key] : selection.selected.filter((value) => value !== key),
      );
    },
    all: {
      label: selection.allLabel,
      checked: allChecked,
      indeterminate: checkedCount > 0 && !allChecked,
      disabled: selectable.length === 0,
      onChange: (checked) => {
        const page = new Set(selectable);
        const others = selection.selected.filter((key) => !page.has(key));
        selection.onChange(checked ? [...others, ...selectable] : others);
      },
    },
  };
}

/** Clicks on a row's own controls (checkbox, links, buttons) do not open the row. */
export function fromControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, label') !== null;
}
