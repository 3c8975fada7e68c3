import type { KeyboardEvent } from 'react';

/** A step through the grid per arrow key: rows down, columns towards the end of the line. */
const STEPS: Record<string, [rows: number, columns: number]> = {
  ArrowDown: [1, 0],
  ArrowUp: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

/**
 * The grid's arrow keys (one handler on the table, none per cell): from a day's button, an arrow
 * moves the focus to the next day in that direction that has a record to open, skipping days with
 * none; Home and End go to the row's first and last such day. Left and right follow what the eye
 * sees, so they swap in a right-to-left language. Tab still goes through the days one by one.
 */
export function moveBetweenDays(event: KeyboardEvent<HTMLTableElement>): void {
  const cell = (event.target as HTMLElement).closest('td');
  const row = cell?.parentElement;
  const body = row?.parentElement;
  if (!cell || !(row instanceof HTMLTableRowElement) || !(body instanceof HTMLTableSectionElement)) return;

  let target: HTMLButtonElement | null = null;
  if (event.key === 'Home' || event.key === 'End') {
    const buttons = row.querySelectorAll<HTMLButtonElement>('td button');
    target = (event.key === 'Home' ? buttons[0] : buttons[buttons.length - 1]) ?? null;
  } else {
    const step = STEPS[event.key];
    if (!step) return;
    const [rows, columns] = step;
    // The page's direction is read only for a key the grid handles, not on every keystroke.
    const rtl = columns !== 0 && getComputedStyle(event.currentTarget).direction === 'rtl';
    const across = rtl ? -columns : columns;
    let [r, c] = [row.sectionRowIndex + rows, cell.cellIndex + across];
    for (let next = body.rows[r]?.cells[c]; next; next = body.rows[r]?.cells[c]) {
      target = next.querySelector('button');
      if (target) break;
      [r, c] = [r + rows, c + across];
    }
  }
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
