import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openBrowser, startApp, type Browser, type RunningApp } from './harness.ts';
import { signInThroughApi } from './helpers.ts';

export interface StartedSuite {
  app: RunningApp;
  browser: Browser;
  page: Page;
}

export interface SuiteOptions {
  /** The browser window, 1280 × 800 unless given. */
  width?: number;
  height?: number;
  /** The page's default wait, for files whose pages take longer (uploads, mail). */
  timeout?: number;
  /** Each test starts as a guest on a blank page, rather than where the previous one left off. */
  guestEachTest?: boolean;
}

/**
 * The set-up of a browser test file: one app (demo organisation, mail catcher) and one browser for
 * all its tests, stopped after them, and no console problems carried from one test to the next.
 * `onStart` hands them to the file's own variables. The answer signs in afresh as someone (with
 * the demo password) and opens `at` (a path, the dashboard unless given): through the API, as the
 * tests that use it are about what comes after signing in (auth.e2e.ts signs in through the page).
 */
export function useAppAndBrowser(
  onStart: (started: StartedSuite) => void,
  options: SuiteOptions = {},
): (email: string, at?: string) => Promise<void> {
  let started: StartedSuite | undefined;

  beforeAll(async () => {
    const app = await startApp();
    const browser = await openBrowser(options);
    if (options.timeout) browser.page.setDefaultTimeout(options.timeout);
    started = { app, browser, page: browser.page };
    onStart(started);
  });

  afterAll(async () => {
    await started?.browser.close();
    await started?.app.stop();
  });

  beforeEach(async () => {
    if (!started) return;
    if (options.guestEachTest) {
      await started.page.goto('about:blank');
      await started.browser.context.clearCookies();
    }
    started.browser.problems.length = 0;
  });

  return async (email, at = '/dashboard') => {
    if (!started) throw new Error('The app is not started: call startAs inside a test.');
    // Leave the last test's page first: a request it still makes (a live stream reconnecting, a
    // probe of the sign-in page) would otherwise be handed a new CSRF cookie between ours being
    // read and the sign-in sent, which the server then refuses as out of date.
    await started.page.goto('about:blank');
    await started.browser.context.clearCookies();
    await signInThroughApi(started.browser.context, started.app.url, email);
    await started.page.goto(`${started.app.url}${at}`);
  };
}
