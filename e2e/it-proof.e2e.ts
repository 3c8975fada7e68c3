/**
 * IT proof documents in a real browser (spec 002 §2, issue 14): an employee of the demo
 * organisation uploads a PDF, previews it in the page and deletes it after a confirmation; an
 * Admin verifies another person's document; the screen fits a phone in Arabic. One app and one
 * browser for the file; the tests run in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ar } from '../web/src/i18n/all-strings.ts';
import { tinyPdf } from '../scripts/demo-tax-proofs.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, fitsPhone, hasText, onArabicPhone, shown, WAIT } from './work-helpers.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const main = () => page.getByRole('main');
/** A document's table row, or its card on a phone. */
const row = (name: string) =>
  main().getByRole('row').or(main().getByRole('listitem')).filter({ hasText: name });

async function openPage(): Promise<void> {
  await page.goto(`${app.url}/it-proof`);
  await shown(main().getByRole('button', { name: 'Upload document' }));
}

describe('IT proof documents', () => {
  test('an employee uploads a PDF, previews it and deletes it', async () => {
    await startAs(demoEmail('neha.gupta'));
    await openPage();
    // The demo's documents: one rejected with its reason.
    await hasText(row('Health insurance premium 2026'), 'Rejected');
    await hasText(row('Health insurance premium 2026'), 'does not show the amount paid');

    await main().getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: 'Medical Insurance - Spouse', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Document name' }).fill('Spouse policy 2026');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'spouse-policy.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(['Spouse policy 2026']),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await absent(dialog);
    await hasText(row('Spouse policy 2026'), 'Submitted');
    await hasText(row('Spouse policy 2026'), 'spouse-policy.pdf');

    const [file] = await Promise.all([
      page.waitForResponse((r) => /\/api\/v1\/tax-proofs\/\d+\/file$/.test(r.url()), WAIT),
      main().getByRole('button', { name: 'Preview Spouse policy 2026' }).click(),
    ]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await shown(page.getByTitle('Preview of Spouse policy 2026'));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await main().getByRole('button', { name: 'Delete Spouse policy 2026' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await absent(row('Spouse policy 2026'));
    expectNoProblems(browser.problems);
  });

  test('an Admin verifies a document from All documents', async () => {
    await startAs(demoEmail('admin'));
    await openPage();
    await main().getByText('All documents', { exact: true }).click();
    await hasText(row('Rent agreement'), 'Kavya Reddy');
    await main().getByRole('button', { name: 'Verify Rent agreement' }).click();
    await hasText(row('Rent agreement'), 'Verified');
    await absent(main().getByRole('button', { name: 'Verify Rent agreement' }));
    expectNoProblems(browser.problems);
  });

  test('the screen fits a phone in Arabic, right to left', async () => {
    await startAs(demoEmail('ananya.iyer'));
    await onArabicPhone(page, async () => {
      await page.goto(`${app.url}/it-proof`);
      const upload = main().getByRole('button', { name: ar['Upload document'] });
      await shown(upload);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await hasText(row('Landlord PAN card'), ar['Owner PAN']);
      const box = await upload.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await fitsPhone(page);
      expectNoProblems(browser.problems);
    });
  });
});
