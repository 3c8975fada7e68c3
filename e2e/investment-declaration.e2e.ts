/**
 * The income tax declaration in a real browser (spec 002 §2, issue 14): Kavya fills some amounts
 * and sees the summary cap 80C and compute the HRA exemption as she types, saves a draft, submits
 * it after confirming and finds it locked; the Admin reopens it from the list of everyone's
 * declarations, and Kavya can change it again. One app and one browser; the tests run in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, hasText, shown } from './work-helpers.ts';

const EMPLOYEE = demoEmail('kavya.reddy');
const ADMIN = demoEmail('admin');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const summary = () => main().getByLabel('Summary', { exact: true });

async function openDeclaration(): Promise<void> {
  await page.goto(`${app.url}/investment-declaration`);
  await shown(main().getByLabel('Basic salary'));
}

describe('income tax declaration', () => {
  test('an employee fills amounts, sees the live capped totals, saves a draft and submits it', async () => {
    await startAs(EMPLOYEE);
    await openDeclaration();
    await main().getByLabel('Basic salary').fill('600000');
    await main().getByLabel('HRA received').fill('300000');
    await main().getByLabel('Rent paid', { exact: true }).fill('96000');
    await main().getByLabel('Public Provident Fund (PPF)').fill('120000');
    await main().getByLabel('ELSS mutual funds').fill('60000');
    await hasText(summary().getByTestId('summary-80C'), '₹1,50,000 of ₹1,50,000');
    await hasText(summary(), 'rent over 10% of salary ₹36,000');
    await hasText(summary(), 'capped');

    await button('Save as draft').click();
    await shown(page.getByText('Declaration saved as draft.'));

    await button('Submit').click();
    const dialog = page.getByRole('dialog', { name: 'Submit your declaration?' });
    await dialog.getByRole('button', { name: 'Yes, submit' }).click();
    // PAN, date of birth and address are needed to submit: the server says so under the fields.
    await shown(main().getByText('PAN is required to submit.'));
    await main().getByRole('textbox', { name: 'PAN', exact: true }).fill('ABCDE1234F');
    // The birth date's calendar opens on the years of the 1990s: year, month, then day.
    await main()
      .getByRole('button', { name: /^Date of birth/ })
      .click();
    await page.getByRole('button', { name: '1992', exact: true }).click();
    await page.getByRole('button', { name: 'Jul', exact: true }).click();
    await page.getByRole('button', { name: '14 July 1992', exact: true }).click();
    await hasText(main().getByRole('button', { name: /^Date of birth/ }), '14-07-1992');
    await main().getByLabel('Address').fill('22 Jubilee Hills, Hyderabad 500033');
    await button('Submit').click();
    await dialog.getByRole('button', { name: 'Yes, submit' }).click();
    await shown(main().getByText(/^Submitted on \d\d-\d\d-\d{4}; locked until an Admin reopens it\.$/));
    await absent(button('Save as draft'));
    await expect.poll(() => main().getByLabel('Basic salary').getAttribute('readonly')).not.toBeNull();
    expectNoProblems(browser.problems);
  });

  test('the Admin reopens it from everyone’s declarations, and the employee may change it again', async () => {
    await startAs(ADMIN);
    await openDeclaration();
    await main().getByRole('tab', { name: 'All declarations' }).click();
    await button('Reopen the declaration of Kavya Reddy').click();
    const dialog = page.getByRole('dialog', { name: 'Reopen declaration' });
    await dialog.getByRole('button', { name: 'Yes, reopen' }).click();
    await shown(page.getByText('Declaration reopened.'));
    // Kavya is told by mail, with the way back to her declaration.
    const mail = await app.smtp.waitFor(
      EMPLOYEE,
      (m) => m.subject === 'Your income tax declaration was reopened',
    );
    expect(mail.text).toContain('Aarav Mehta reopened your income tax declaration for the financial year');
    expect(mail.text).toContain(`${app.url}/investment-declaration`);

    await startAs(EMPLOYEE);
    await openDeclaration();
    await shown(main().getByText(/^Reopened by Aarav Mehta on /));
    await shown(button('Save as draft'));
    expectNoProblems(browser.problems);
  });
});
