/**
 * The team calendar in a real browser (issue 31, item 5), on the demo: Priya Sharma sees who of
 * her team is off in the week of Vikram Singh's approved leave, with Rohan Das's pending half day
 * hatched beside it; a bar opens its leave (Back returns to the same week), the leave-type filter
 * and "everyone" change the rows, the keyboard reaches the bars; a person shows their birthday
 * in Settings and their manager sees it; on a phone the days scroll sideways under the names
 * without widening the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import type { LeaveListResponse } from '../shared/schemas/leave.schema.ts';
import type { RunningApp } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, hasText, shown, WAIT } from './work-helpers.ts';

const PRIYA = demoEmail('priya.sharma');

let app: RunningApp;
let page: Page;
let problems: string[];
const startAs = useAppAndBrowser((started) => {
  ({ app, page } = started);
  problems = started.browser.problems;
});

/** The first day of a demo leave, found through the API as Priya. */
async function leaveStart(reason: string): Promise<string> {
  const { cookie } = await apiSignIn(app.url, PRIYA);
  const res = await fetch(`${app.url}/api/v1/leaves?pageSize=100`, { headers: { cookie } });
  const { items } = (await res.json()) as LeaveListResponse;
  const found = items.find((item) => item.reason === reason);
  if (!found) throw new Error(`No demo leave for ${reason}`);
  return found.fromDate;
}

const calendar = () => page.getByRole('table', { name: 'Team calendar' });
const bar = (name: RegExp) => calendar().getByRole('link', { name });

describe('the team calendar', () => {
  test('a manager sees who is off in a week, opens a leave and comes back', async () => {
    const day = await leaveStart('Family visit');
    await startAs(PRIYA, `/attendance-record?tab=team-calendar&view=week&date=${day}`);
    await shown(page.getByRole('tab', { name: 'Team calendar', selected: true }));
    const vikram = bar(/^Vikram Singh: Personal leave, .*, 2 days, Approved$/);
    await shown(vikram);
    // Seven days, from Monday.
    expect(await calendar().getByRole('columnheader').count()).toBe(8);
    await shown(calendar().getByRole('rowheader', { name: 'Vikram Singh' }));
    expect(await calendar().getByRole('rowheader', { name: 'Ananya Iyer' }).count()).toBe(0);

    // Everyone in the team: those without leave that week too.
    await page.getByRole('switch', { name: 'Everyone in the team' }).click();
    await shown(calendar().getByRole('rowheader', { name: 'Ananya Iyer' }));
    await page.getByRole('switch', { name: 'Everyone in the team' }).click();
    await absent(calendar().getByRole('rowheader', { name: 'Ananya Iyer' }));

    // The keyboard reaches a bar, and Enter opens its leave, which Back leaves for the same week.
    await vikram.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Leave of Vikram Singh' });
    await hasText(dialog, 'Family visit');
    await hasText(dialog, 'Approved');
    await page.goBack();
    await shown(vikram);
    expect(new URL(page.url()).searchParams.get('date')).toBe(day);
    expectNoProblems(problems);
  });

  test('a pending half day is hatched and said so; the leave-type filter keeps to its type', async () => {
    const day = await leaveStart('Bank appointment');
    await startAs(PRIYA, `/attendance-record?tab=team-calendar&view=week&date=${day}`);
    const rohan = bar(/^Rohan Das: Work from home, .*, 0\.5 day \(first half\), Pending$/);
    await shown(rohan);
    expect(await rohan.getAttribute('class')).toMatch(/pending/);
    await page.locator('input[aria-label="Leave type"]').click();
    await page.getByRole('option', { name: 'Sick leave' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('types'), WAIT).toEqual(['1']);
    await absent(rohan);
    expectNoProblems(problems);
  });

  test('a person shows their birthday in Settings, and their manager sees it on the team calendar', async () => {
    const day = addDays(todayIn(DEFAULT_TIME_ZONE), 5);
    const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
    await startAs(demoEmail('neha.gupta'), '/settings?tab=calendar');
    const birthday = page.getByRole('region', { name: 'Birthday' });
    await birthday.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: month, exact: true }).click();
    await birthday.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: String(Number(day.slice(8))), exact: true }).click();
    await birthday.getByRole('button', { name: 'Save' }).click();
    await hasText(birthday, 'Your birthday is shown to your team.');
    expectNoProblems(problems);

    await startAs(demoEmail('ananya.iyer'), `/attendance-record?tab=team-calendar&view=week&date=${day}`);
    await shown(calendar().getByText('Birthday of Neha Gupta'));
    expectNoProblems(problems);
  });

  test('on a phone the days scroll sideways under the names, and the page does not', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await startAs(PRIYA, '/attendance-record?tab=team-calendar&everyone=true');
      await shown(calendar().getByRole('rowheader', { name: 'Ananya Iyer' }));
      // A string: the browser tests are compiled without the DOM's types.
      const [scrollWidth, clientWidth, pageWidth] = await page.evaluate<[number, number, number]>(
        `(() => {
          const box = document.querySelector('[role=region][aria-label="Team calendar"]');
          return [box.scrollWidth, box.clientWidth, document.documentElement.scrollWidth];
        })()`,
      );
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(pageWidth).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    expectNoProblems(problems);
  });
});
