/**
 * Issue 26, 4.5: the browser's console stays clean on every page a guest opens, the mailed reset
 * link's page included. A signed-out visitor's session probe answers 200 with no user, so no page
 * logs a failed request; nothing else logs an error, throws, or gets a refused answer either. The
 * signed-in pages are watched the same way by the accessibility run (accessibility-kit.ts), which
 * opens every page of the route table as the admin, a manager and an employee.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../server/test/smtp-capture.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;
useAppAndBrowser((started) => ({ app, browser, page } = started));

/**
 * Everything the console would show as an error, the browser's own "Failed to load resource"
 * lines included (the suite's list leaves those out), and every refused or failed request.
 */
const logged: string[] = [];
beforeAll(() => {
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => logged.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) logged.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // A request the app itself cancels (leaving a page while a list loads) is no failure.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') {
      logged.push(`failed: ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`);
    }
  });
});

/** Opens `path` afresh and waits for the page to settle: a heading shown, its calls answered. */
async function visit(path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('a clean console', () => {
  it('on every guest page: no failed session probe, no error', async () => {
    await browser.context.clearCookies();
    logged.length = 0;
    const guestPages = [
      '/login',
      '/forgot-password',
      '/verify-letter',
      // A letter's code that the register does not hold.
      '/verify-letter/ABCD-EFGH-JKLM',
    ];
    for (const path of guestPages) {
      await visit(path);
      expect(logged, path).toEqual([]);
    }

    // The forgot-password form sent, and the page its mailed link opens.
    const email = demoEmail('arjun.nair');
    await visit('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('heading', { name: 'Email Sent' }).waitFor();
    // Arjun may also be mailed his overdue tasks at start-up: the reset mail is the one with the link.
    const resetMail = await app.smtp.waitFor(email, (m) => m.text.includes('/ResetPassword/'), 20_000);
    const link = linkIn(resetMail, '/ResetPassword/');
    await visit(new URL(link).pathname);
    await page.getByLabel(/^New password/).waitFor();
    expect(logged).toEqual([]);
  });
});
