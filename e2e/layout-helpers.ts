/**
 * Where things sit on a desktop page: boxes on screen, tables that scroll sideways, a page that
 * must not (the attendance grid's and the task list's browser tests).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Box = { x: number; y: number; width: number; height: number };

/** The window of a page `width` pixels wide, as a box. */
export const windowBox = (width: number, height = 800): Box => ({ x: 0, y: 0, width, height });

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** `inner` lies wholly inside `outer` sideways (half a pixel of rounding allowed). */
export function expectInside(inner: Box, outer: Box): void {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/**
 * The nearest box around a table that scrolls it sideways: where it is on screen, and how far the
 * table reaches past it (0 when every column shows).
 */
export function scroller(table: Locator): Promise<{ box: Box; overflow: number }> {
  return table.evaluate((element) => {
    const view = element.ownerDocument.defaultView!;
    let box = element.parentElement;
    while (box && !['auto', 'scroll'].includes(view.getComputedStyle(box).overflowX)) box = box.parentElement;
    const target = box ?? element.ownerDocument.documentElement;
    const { x, y, width, height } = target.getBoundingClientRect();
    return { box: { x, y, width, height }, overflow: target.scrollWidth - target.clientWidth };
  });
}

/** The page itself does not scroll sideways in a window `width` pixels wide. */
export async function pageFits(page: Page, width: number): Promise<void> {
  const pageWidth = await page.locator('html').evaluate((element) => Number(element.scrollWidth));
  expect(pageWidth).toBeLessThanOrEqual(width);
}
