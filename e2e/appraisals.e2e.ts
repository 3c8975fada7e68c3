/**
 * Appraisals in a real browser (issue 14): Neha Gupta finishes and submits her self appraisal of
 * the demo's open cycle; her manager Ananya Iyer finds it on the manager list, rates the 11 areas,
 * submits and releases the review; Neha then reads it below her answers.
 * One app and one browser for the whole file; the tests run in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ar } from '../web/src/i18n/all-strings.ts';
import type { RunningApp, Browser } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, fitsPhone, hasText, onArabicPhone, shown } from './work-helpers.ts';

/** Neha's self appraisal is a draft in the demo; Ananya is her manager (scripts/demo-appraisals.ts). */
const EMPLOYEE = demoEmail('neha.gupta');
const MANAGER = demoEmail('ananya.iyer');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });

async function confirm(name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await absent(dialog);
}

describe('appraisals', () => {
  test('a person answers every question and submits; the answers are then read only', async () => {
    await startAs(EMPLOYEE, '/self-appraisal');
    await hasText(main().getByText('Self draft').first(), 'Self draft');
    const answers = main().locator('textarea:visible');
    await shown(answers.first());
    const count = await answers.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const field = answers.nth(i);
      if ((await field.inputValue()).trim() === '') await field.fill(`Answer number ${i + 1}`);
    }
    await button('Submit').click();
    await confirm('Yes, submit');
    await shown(main().getByText('Your self appraisal has been submitted.'));
    await absent(button('Save as draft'));
    expect(await answers.first().getAttribute('readonly')).not.toBeNull();
    expectNoProblems(browser.problems);
  });

  test('the manager finds it on the list, reviews, submits and releases it', async () => {
    await startAs(MANAGER);
    // The sidebar's Manager Appraisal entry: the list, until an appraisal is chosen.
    await page.goto(`${app.url}/manager-appraisal`);
    const row = main().getByRole('row').filter({ hasText: 'Neha Gupta' });
    await hasText(row, 'Self submitted');
    await row.getByRole('link', { name: 'Review the appraisal of Neha Gupta' }).click();
    await page.waitForURL(/\/manager-appraisal\?id=\d+/);
    await shown(main().locator('textarea').first());

    const form = main().getByRole('region', { name: 'Manager review' });
    const groups = form.getByRole('radiogroup');
    expect(await groups.count()).toBe(8);
    for (let i = 0; i < 8; i++) await groups.nth(i).getByRole('radio', { name: '4', exact: true }).check();
    await form.getByRole('textbox', { name: 'Strengths' }).fill('Thorough and kind to new joiners.');
    await form.getByRole('textbox', { name: 'Manager Comments' }).fill('A strong year, Neha.');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await confirm('Yes, submit');
    await shown(form.getByText('The review has been submitted.'));
    await form.getByRole('button', { name: 'Release to employee' }).click();
    await confirm('Yes, release');
    await shown(form.getByText('The review has been released to the employee.'));
    await hasText(main().getByText('Released').first(), 'Released');
    expectNoProblems(browser.problems);
  });

  test('the person reads the released review below the answers', async () => {
    await startAs(EMPLOYEE, '/self-appraisal');
    const review = main().getByRole('region', { name: 'Manager review' });
    await shown(review.getByText('A strong year, Neha.'));
    await shown(review.getByText('Reviewed by Ananya Iyer'));
    expectNoProblems(browser.problems);
  });

  test('the self appraisal fits a phone in Arabic, right to left', async () => {
    await onArabicPhone(page, async () => {
      await page.goto(`${app.url}/self-appraisal`);
      const review = main().getByRole('region', { name: ar['Manager review'] });
      await shown(review.getByText(ar['Overall Rating']));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await fitsPhone(page);
      expectNoProblems(browser.problems);
    });
  });
});
