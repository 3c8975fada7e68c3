/**
 * The Holidays calendar in a real browser (spec 002 §2 Holiday calendar screen, §4 holiday modal,
 * §5 Holiday form, §8): the demo Admin lists the US calendar, adds a custom holiday a few weeks
 * ahead and finds it listed; another holiday on the same day, started in a second tab before the
 * first was saved, is refused with the spec's message and its modal stays open.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import type { Browser, RunningApp } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import {
  absent,
  choose,
  countIs,
  describedAs,
  enabled,
  hasText,
  pathOf,
  shown,
  WAIT,
} from './work-helpers.ts';

const ADMIN = demoEmail('admin');
const US = 2;
const TAKEN_MESSAGE = 'We already have a holiday for this selected date';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const rows = (on: Page) =>
  on
    .getByRole('main')
    .getByRole('row')
    .filter({ has: on.getByRole('cell') });
const notification = (message: string) => page.getByRole('alert').filter({ hasText: message });

/** The first day from three weeks ahead without a US holiday, as the API tells the Admin. */
async function freeUsDay(): Promise<string> {
  const admin = await apiSignIn(app.url, ADMIN);
  const res = await fetch(`${app.url}/api/v1/holidays/dates?location=${US}`, {
    headers: { cookie: admin.cookie },
  });
  expect(res.status).toBe(200);
  const { dates } = (await res.json()) as { dates: string[] };
  let day = addDays(todayIn(DEFAULT_TIME_ZONE), 21);
  while (dates.includes(day)) day = addDays(day, 1);
  return day;
}

/** The day's button in the open calendar, which opens on the first day that can be chosen. */
async function dayButton(on: Page, isoDay: string): Promise<Locator> {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const first = addDays(todayIn(DEFAULT_TIME_ZONE), 3);
  const monthsAhead = (year - Number(first.slice(0, 4))) * 12 + month - Number(first.slice(5, 7));
  for (let i = 0; i < monthsAhead; i += 1) await on.getByRole('button', { name: 'Next month' }).click();
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return on.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true });
}

/** Opens Add holiday on the US calendar of `on` and fills every field for `isoDay`. */
async function fillAddHoliday(on: Page, name: string, isoDay: string): Promise<Locator> {
  await on.getByRole('main').getByRole('button', { name: 'Add holiday', exact: true }).click();
  const dialog = on.getByRole('dialog', { name: 'Add holiday' });
  await shown(dialog);
  // The location starts as the list's.
  expect(await dialog.getByRole('combobox', { name: 'Location', exact: true }).inputValue()).toBe('US');
  await dialog.getByRole('textbox', { name: 'Holiday name', exact: true }).fill(name);
  await choose(dialog, 'Holiday type', 'Company');
  await dialog.getByRole('button', { name: /^Date/ }).click();
  await (await dayButton(on, isoDay)).click();
  await dialog.getByRole('textbox', { name: 'Comments', exact: true }).fill(`${name}: the offices close.`);
  await enabled(dialog.getByRole('button', { name: 'Save', exact: true }));
  return dialog;
}

async function openUsCalendar(on: Page): Promise<void> {
  await on.goto(`${app.url}/calendar`);
  await shown(on.getByRole('heading', { name: 'Holidays calendar', level: 1 }));
  await choose(on.getByRole('main'), 'Location', 'US');
  await on.waitForURL((url) => url.searchParams.get('location') === String(US), WAIT);
  // The list renders the new address in a transition: until its US rows show, Add holiday would
  // still open on the location rendered before.
  await hasText(rows(on).first(), 'US');
}

describe('holidays calendar', () => {
  test('the Admin adds a US holiday and finds it listed; a second one on that day is refused, its modal open', async () => {
    await startAs(ADMIN);
    const day = await freeUsDay();
    const shownDay = day.split('-').reverse().join('-');
    const weekday = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    });

    await openUsCalendar(page);
    // The national holidays imported at start-up are listed (New Year's Day at least).
    await hasText(rows(page).first(), 'Public');

    // A second tab opens the same form for the same day before the first tab saves.
    const other = await browser.context.newPage();
    try {
      await openUsCalendar(other);
      const otherDialog = await fillAddHoliday(other, 'Team offsite', day);
      // A tab in the background is throttled: work in the one in front.
      await page.bringToFront();

      const dialog = await fillAddHoliday(page, 'Founders day', day);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await shown(notification('Holiday saved successfully.'));
      await absent(page.getByRole('dialog', { name: 'Add holiday' }));

      await page.getByRole('searchbox', { name: 'Search holidays' }).fill('Founders');
      await page.waitForURL((url) => url.searchParams.get('search') === 'Founders', WAIT);
      await countIs(rows(page), 1);
      const cells = await rows(page).first().getByRole('cell').allTextContents();
      expect(cells.slice(0, 6)).toEqual([
        'Founders day',
        'Company',
        'US',
        shownDay,
        weekday,
        'Founders day: the offices close.',
      ]);
      await shown(page.getByRole('button', { name: 'Edit holiday Founders day' }));
      await shown(page.getByRole('button', { name: 'Delete holiday Founders day' }));
      expect(pathOf(page)).toBe('/calendar?location=2&search=Founders');

      // The first tab's calendar now offers the day no more.
      await page.getByRole('main').getByRole('button', { name: 'Add holiday', exact: true }).click();
      const again = page.getByRole('dialog', { name: 'Add holiday' });
      await again.getByRole('button', { name: /^Date/ }).click();
      await enabled(await dayButton(page, day), false);
      // Escape closes the calendar; under load the modal may have heard it too (both listen to
      // it): either way the modal ends closed, by Cancel if it is still open.
      await page.keyboard.press('Escape');
      if (await again.isVisible()) await again.getByRole('button', { name: 'Cancel', exact: true }).click();
      await absent(again);

      // The second tab's Save finds the day taken (409): the message shows under the date.
      await other.bringToFront();
      const refused = other.waitForResponse(
        (response) => response.url().endsWith('/api/v1/holidays') && response.request().method() === 'POST',
      );
      await otherDialog.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await refused).status()).toBe(409);
      await describedAs(otherDialog.getByRole('button', { name: /^Date/ }), TAKEN_MESSAGE);
      await shown(otherDialog);
      await enabled(otherDialog.getByRole('button', { name: 'Save', exact: true }), false);
    } finally {
      await other.close();
    }
    expectNoProblems(browser.problems);
  });
});
