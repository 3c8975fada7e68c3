/**
 * The attendance grid on a desktop (issue 26, item 4.3): every day of a 31-day month shows in a
 * 1280 px and a 1440 px window; in a narrower one the days scroll sideways, with a scrollbar drawn
 * whatever the system's scrollbars do and the keyboard able to scroll them, while the names stay
 * in view (also right to left).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { todayIn } from '../shared/rules/dates.ts';
import { ar } from '../web/src/i18n/all-strings.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { boxOf, expectInside, pageFits, scroller, windowBox } from './layout-helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { countIs, hasText, shown, WAIT } from './work-helpers.ts';

// Priya Sharma manages Engineering: her grid has a row for each of her seven people.
const MANAGER = demoEmail('priya.sharma');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');

/** The latest month of 31 days up to the organisation's today: the demo's attendance is recent. */
function longMonth(): { year: number; month: number } {
  const today = todayIn(DEFAULT_TIME_ZONE);
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  while (new Date(Date.UTC(year, month, 0)).getUTCDate() !== 31) {
    [year, month] = month === 1 ? [year - 1, 12] : [year, month - 1];
  }
  return { year, month };
}

/** The grid of a 31-day month; `region` is the box that scrolls it, named like the table. */
async function openGrid(width: number): Promise<{ grid: Locator; region: Locator }> {
  await page.setViewportSize({ width, height: 800 });
  const { year, month } = longMonth();
  await page.goto(`${app.url}/attendance-record?year=${year}&month=${month}`);
  const grid = main().getByRole('table');
  await shown(grid);
  await countIs(grid.getByRole('rowheader'), 7);
  const region = main().getByRole('region', { name: (await grid.getAttribute('aria-label')) ?? '' });
  return { grid, region };
}

describe('the attendance grid', () => {
  test.each([1280, 1440])('shows all 31 days of a month in a %i px window', async (width) => {
    await startAs(MANAGER);
    const { grid } = await openGrid(width);
    const heads = grid.getByRole('columnheader');
    await countIs(heads, 32);
    const day31 = heads.last();
    await hasText(day31, '31');
    const { box: visible, overflow } = await scroller(grid);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const cell of [day31, grid.getByRole('row').nth(1).getByRole('cell').last()]) {
      const box = await boxOf(cell);
      expectInside(box, visible);
      expectInside(box, windowBox(width));
    }
    await pageFits(page, width);
    expectNoProblems(browser.problems);
  });

  test.each([
    { language: 'English', width: 900 },
    { language: 'Arabic', width: 900 },
  ])('scrolls its days in a narrower window, the names kept in view ($language)', async ({ language }) => {
    const rtl = language === 'Arabic';
    await startAs(MANAGER);
    if (rtl) await page.evaluate(() => globalThis.localStorage.setItem('orgdesk_language', 'ar'));
    try {
      const { grid, region } = await openGrid(900);
      if (rtl) await expect.poll(() => grid.getAttribute('aria-label'), WAIT).toBe(ar['Attendance list']);
      expect((await scroller(grid)).overflow).toBeGreaterThan(0);
      // A scrollbar is drawn under the days, on screen, whatever the system's scrollbars do.
      const scrollbar = main().locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
      await shown(scrollbar);
      expectInside(await boxOf(scrollbar), windowBox(900));

      const name = grid.getByRole('rowheader').first();
      const day1 = grid.getByRole('columnheader').nth(1);
      const day31 = grid.getByRole('columnheader').last();
      const before = (await boxOf(day1)).x;
      // The keyboard scrolls the days: the box takes the focus, the arrow keys move them along.
      await region.focus();
      const onward = rtl ? 'ArrowLeft' : 'ArrowRight';
      for (let press = 0; press < 40; press += 1) {
        const box = await boxOf(day31);
        const area = await boxOf(region);
        if (box.x >= area.x - 0.5 && box.x + box.width <= area.x + area.width + 0.5) break;
        await page.keyboard.press(onward);
      }
      const area = await boxOf(region);
      expectInside(await boxOf(day31), area);
      // The first day went under the names, which stayed at the box's start edge.
      const moved = (await boxOf(day1)).x - before;
      expect(rtl ? moved : -moved).toBeGreaterThan(100);
      const nameBox = await boxOf(name);
      expectInside(nameBox, area);
      const startEdge = rtl ? nameBox.x + nameBox.width - (area.x + area.width) : nameBox.x - area.x;
      expect(Math.abs(startEdge)).toBeLessThanOrEqual(2);
      await pageFits(page, 900);
      expectNoProblems(browser.problems);
    } finally {
      await page.evaluate(() => globalThis.localStorage.removeItem('orgdesk_language'));
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
