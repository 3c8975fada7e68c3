/**
 * The task list on a desktop (issue 26, item 4.7): its columns take the room their content needs,
 * so that nothing in its cells is cut and every column shows in a 1280 px and a 1440 px window,
 * the overdue reminder's stamp included. The tests run in order: the first sends a reminder.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { boxOf, expectInside, pageFits, scroller, windowBox } from './layout-helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { shown } from './work-helpers.ts';

// Priya Sharma's task list holds the demo's overdue tasks (scripts/demo-data.ts).
const MANAGER = demoEmail('priya.sharma');
const SENT = /^Sent \d\d-\d\d-\d{4}$/;

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');

/** The elements of the table's cells that cut what they hold (an ellipsis, a clamp, a clip). */
async function cutCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const view = element.ownerDocument.defaultView!;
    const cut: string[] = [];
    for (const node of element.querySelectorAll('td, td *')) {
      if (view.getComputedStyle(node).overflow === 'visible') continue;
      if (node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight) {
        cut.push(node.textContent ?? '');
      }
    }
    return cut;
  });
}

describe('the task list', () => {
  test('sends an overdue reminder, whose stamp then shows in the row', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startAs(MANAGER, '/tasks-list?tab=overdue');
    const remind = main()
      .getByRole('button', { name: /^Send overdue reminder for / })
      .first();
    await shown(remind);
    await remind.click();
    await shown(main().getByText(SENT));
    expectNoProblems(browser.problems);
  });

  test.each(
    [1280, 1440].flatMap((width) => [
      { tab: 'all', width },
      { tab: 'overdue', width },
    ]),
  )('cuts nothing in its $tab tab in a $width px window', async ({ tab, width }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${app.url}/tasks-list${tab === 'all' ? '' : `?tab=${tab}`}`);
    const table = main().getByRole('table');
    await shown(table.getByRole('link', { name: /^T-\d+$/ }).first());
    // Every column is on screen: the table does not scroll sideways, nor does the page.
    expect((await scroller(table)).overflow).toBeLessThanOrEqual(0);
    expectInside(await boxOf(table.getByRole('columnheader').last()), windowBox(width));
    await pageFits(page, width);
    expect(await cutCells(table)).toEqual([]);
    if (tab === 'overdue') {
      const stamp = main().getByText(SENT);
      // `has` is relative to the cell, hence `page`.
      const cell = main()
        .getByRole('cell')
        .filter({ has: page.getByText(SENT) });
      const box = await boxOf(stamp);
      expectInside(box, await boxOf(cell));
      expectInside(box, windowBox(width));
    }
    expectNoProblems(browser.problems);
  });
});
