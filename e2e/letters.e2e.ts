/**
 * Letter requests in a real browser (issue 14): Neha raises a request; the demo admin (who holds
 * IssueLetters) issues it from the drafted template, downloads the PDF (read back as text), and
 * checks the verification code printed on it at the public Verify a letter page.
 * One app and one browser for the whole file; the tests run in order.
 */
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, downloaded, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, shown, WAIT } from './work-helpers.ts';

const REQUESTER = demoEmail('neha.gupta');
const ISSUER = 'admin@example.com';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');

describe('letter requests', () => {
  test('a person raises a custom letter request and sees it requested', async () => {
    await startAs(REQUESTER, '/letter-requests');
    await main().getByRole('button', { name: 'Raise a Request' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Type of letter' }).click();
    await page.getByRole('option', { name: 'Custom letter', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Purpose/ }).fill('Bank account opening');
    await dialog.getByRole('textbox', { name: 'Addressed to' }).fill('HDFC Bank');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    const row = main().getByRole('row').filter({ hasText: 'Bank account opening' });
    await shown(row);
    await hasText(row, 'Requested');
    expectNoProblems(browser.problems);
  });

  test('the admin issues it, downloads the PDF and checks its code on the public page', async () => {
    await startAs(ISSUER, '/letter-requests');
    await main().getByText('All requests', { exact: true }).click();
    const row = main().getByRole('row').filter({ hasText: 'Bank account opening' });
    await row.getByRole('button', { name: /^Issue letter: Custom letter, Neha Gupta/ }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.getByRole('textbox', { name: /Text of the letter/ });
    await expect.poll(() => body.inputValue(), WAIT).toContain('Neha Gupta');
    await dialog.getByRole('button', { name: 'Issue letter' }).click();
    await hasText(row, 'Issued');

    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      row.getByRole('button', { name: /^Download PDF/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^Custom-letter-LTR-\d{4}-\d{6}\.pdf$/);
    const pdf = await downloaded(file);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Acme Corporation (demo)');
    expect(text).toContain('Neha Gupta');
    const code = /Verification code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(text)?.[1];
    expect(code).toBeDefined();

    await page.goto(`${app.url}/verify-letter`);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code!.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    const result = page.getByRole('status').filter({ hasText: 'This letter is genuine.' });
    await shown(result);
    await hasText(result, 'Neha Gupta');
    await hasText(result, 'Custom letter');
    expectNoProblems(browser.problems);
  });
});
