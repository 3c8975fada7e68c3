/**
 * Issue 26, 4.6: a session that ends on the server (expired, revoked, logged out elsewhere) sends
 * the person to /login at their next call, which says so, and signing in again returns them to the
 * page they were on. A plain visit to /login, or one after logging out, says nothing of the kind.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, DEMO_PASSWORD, SESSION_COOKIE } from '../shared/constants.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems, signOut } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

const ENDED = 'Your session has ended. Please sign in again.';

/** Ends the browser's session on the server, as a logout from another window with it would. */
async function endSessionOnServer(): Promise<void> {
  const cookies = await browser.context.cookies(app.url);
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const res = await fetch(`${app.url}/api/v1/auth/logout`, {
    method: 'POST',
    headers: {
      cookie: `${SESSION_COOKIE}=${value(SESSION_COOKIE)}; ${CSRF_COOKIE}=${value(CSRF_COOKIE)}`,
      [CSRF_HEADER]: value(CSRF_COOKIE),
    },
  });
  expect(res.status).toBe(204);
}

describe('a session that ends on the server', () => {
  it('sends the person to sign in with a word why, and back to their page after signing in', async () => {
    await startAs(demoEmail('neha.gupta'), '/tasks-list?tab=assigned-to-me');
    await page.getByRole('tab', { name: 'Assigned to me', selected: true }).waitFor();

    await endSessionOnServer();
    // The next call the app makes finds the session gone.
    await page.getByRole('tab', { name: 'Mentioned me' }).click();

    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: ENDED }).waitFor();
    await page.getByLabel('Email').fill(demoEmail('neha.gupta'));
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(/\/tasks-list\?tab=mentioned-me$/);
    await page.getByRole('tab', { name: 'Mentioned me', selected: true }).waitFor();
    expect(await page.getByText(ENDED).count()).toBe(0);
    expectNoProblems(browser.problems);
  });

  it('says so too when the page is opened again after the session ended', async () => {
    await startAs(demoEmail('neha.gupta'), '/leave-approval');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await endSessionOnServer();
    await page.reload();

    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: ENDED }).waitFor();
    await page.getByLabel('Email').fill(demoEmail('neha.gupta'));
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/leave-approval$/);
    expectNoProblems(browser.problems);
  });

  it('says it in the person’s language', async () => {
    await startAs(demoEmail('neha.gupta'));
    await page.evaluate(() => localStorage.setItem('orgdesk_language', 'fr'));
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await endSessionOnServer();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Tâches' })
      .click();

    await page.waitForURL(/\/login$/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Votre session a pris fin. Veuillez vous reconnecter.' })
      .waitFor();
    await page.evaluate(() => localStorage.removeItem('orgdesk_language'));
  });

  it('is not mentioned on a plain visit to /login, nor after logging out', async () => {
    await browser.context.clearCookies();
    // A new visit: not a reload of the sign-in page the last test left, which keeps its state.
    await page.goto('about:blank');
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText(ENDED).count()).toBe(0);

    await startAs(demoEmail('neha.gupta'));
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText(ENDED).count()).toBe(0);
    expectNoProblems(browser.problems);
  });
});
