/**
 * The global search (issue 31 item 1) in the browser, by keyboard: Ctrl+K opens the palette with
 * the quick actions; typing finds people and tasks of the demo grouped by kind, a typo included;
 * the arrows and Enter open one, which then comes back among the recent items when `/` opens the
 * palette again; a quick action opens Apply leave; a person outside the hierarchy is not found;
 * the top bar's box opens it on a phone, in Arabic.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Browser } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { isFocused } from './keyboard-helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, fitsPhone, onArabicPhone, shown, WAIT } from './work-helpers.ts';

/**
 * Priya Sharma: Ananya Iyer and Vikram Singh report to her, Arjun Nair to Ananya; Rahul Verma's
 * team (Sneha Kapoor) is beside hers, not below it (scripts/demo-data.ts).
 */
const PRIYA = demoEmail('priya.sharma');

let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ browser, page } = started));

const palette = () => page.getByRole('dialog');
const box = () => palette().getByRole('textbox', { name: 'Search' });
const group = (label: string) => palette().getByRole('group', { name: label });

describe('global search', () => {
  test('Ctrl+K, type, arrows and Enter open a person; / shows them among the recent items', async () => {
    await startAs(PRIYA);
    await shown(page.getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Control+KeyK');
    await shown(box());
    await expect.poll(() => isFocused(box()), WAIT).toBe(true);
    await shown(palette().getByRole('button', { name: 'Apply leave' }));
    await shown(palette().getByRole('button', { name: 'Add task' }));

    // A typo still finds her: "Arjn" for Arjun.
    await page.keyboard.type('Arjn Nair');
    const arjun = group('People').getByRole('button', { name: /Arjun Nair/ });
    await shown(arjun);
    // The arrows move through the answer to what was typed: an answer to part of it ("Arjn Nai",
    // asked while typing on a busy machine) is replaced when the full one comes.
    await expect.poll(() => palette().locator('[aria-busy]').getAttribute('aria-busy'), WAIT).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => arjun.getAttribute('data-selected'), WAIT).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/user\/[0-9a-f-]{36}$/, WAIT);
    await absent(palette());
    await shown(page.getByRole('heading', { name: 'Arjun Nair' }).first());

    await page.keyboard.press('Slash');
    await shown(group('Recent').getByRole('button', { name: /Arjun Nair/ }));
    await page.keyboard.press('Escape');
    await absent(palette());
    expectNoProblems(browser.problems);
  });

  test('finds tasks and projects by their words, nobody outside the hierarchy, and says when nothing matches', async () => {
    await startAs(PRIYA);
    await shown(page.getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Control+KeyK');
    await box().fill('mobile app');
    await shown(group('Projects').getByRole('button', { name: /Orgdesk Mobile App/ }));

    await box().fill('Sneha Kapoor');
    await shown(palette().getByText('Nothing found for “Sneha Kapoor”.'));
    await box().fill('zzqqxx');
    await shown(palette().getByText('Nothing found for “zzqqxx”.'));

    // A quick action: Apply leave opens the leave page with its form.
    await box().fill('');
    await palette().getByRole('button', { name: 'Apply leave' }).click();
    await page.waitForURL(/\/leave-approval$/, WAIT);
    await shown(page.getByRole('dialog', { name: 'Apply leave' }));
    expectNoProblems(browser.problems);
  });

  test('on a phone, in Arabic, the top bar’s search icon opens it', async () => {
    await startAs(PRIYA);
    await onArabicPhone(page, async () => {
      await page.reload();
      await page.getByRole('button', { name: 'بحث' }).click();
      await shown(palette().getByRole('textbox'));
      await palette().getByRole('textbox').fill('Arjun');
      await shown(
        palette()
          .getByRole('button', { name: /Arjun Nair/ })
          .first(),
      );
      await fitsPhone(page);
      await page.keyboard.press('Escape');
    });
    expectNoProblems(browser.problems);
  });
});
