import { useRef } from 'react';
import { NEXT_ROW_KEYS, PREVIOUS_ROW_KEYS, useShortcuts } from '../../lib/shortcuts/shortcuts.ts';

/** What marks a list's box and its rows for j and k. */
export const ROWS_BOX = { 'data-row-keys': true } as const;
export const ROW = { 'data-list-row': true } as const;
const ROWS_BOX_SELECTOR = '[data-row-keys]';
const ROW_SELECTOR = '[data-list-row]';

/**
 * j and k move the focus to the next and the previous row's link (Enter then opens it, as a link
 * does). The list that holds the focus takes the keys; with the focus in none, the page's first
 * list does. Rows without a link are passed over; a list of none ignores the keys.
 */
export function useRowShortcuts<E extends HTMLElement>() {
  const box = useRef<E>(null);
  useShortcuts({
    [NEXT_ROW_KEYS]: (event) => moveAlongRows(box.current, 1, event),
    [PREVIOUS_ROW_KEYS]: (event) => moveAlongRows(box.current, -1, event),
  });
  return box;
}

function moveAlongRows(list: HTMLElement | null, step: 1 | -1, event: KeyboardEvent): void {
  if (!list) return;
  const active = document.activeElement;
  if (!list.contains(active) && document.querySelector(ROWS_BOX_SELECTOR) !== list) return;
  const links = [...list.querySelectorAll<HTMLElement>(ROW_SELECTOR)]
    .map((row) => ({ row, link: row.querySelector<HTMLElement>('a[href]') }))
    .filter((entry): entry is { row: HTMLElement; link: HTMLElement } => entry.link !== null);
  if (links.length === 0) return;
  const current = links.findIndex(({ row }) => row.contains(active));
  const next =
    current === -1
      ? step === 1
        ? 0
        : links.length - 1
      : Math.min(links.length - 1, Math.max(0, current + step));
  event.preventDefault();
  links[next]!.link.focus();
  links[next]!.row.scrollIntoView?.({ block: 'nearest' });
}
