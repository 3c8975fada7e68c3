/**
 * Unsaved input in a real browser (issue 26, items 4.1 and 4.2): a filled Apply leave asks before
 * Esc or Back throws it away, the question answers to the keyboard, and staying keeps the input;
 * an untouched modal closes without asking; a comment being written asks before a sidebar link
 * leaves the task, and one pasted past the limit says so at once and cannot be sent. One app and
 * one browser for the file, at 1440 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { COMMENT_MAX_LENGTH } from '../shared/schemas/task-comments.schema.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, describedAs, enabled, hasText, hasValue, pathOf, shown, WAIT } from './work-helpers.ts';

// Arjun Nair applies for leave; Priya Sharma comments on her project's task (scripts/demo-data.ts).
const ARJUN = demoEmail('arjun.nair');
const PRIYA = demoEmail('priya.sharma');
const TASK = 'Push notification settings';
const REASON = 'Family wedding in Kochi.';

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started), {
  width: 1440,
  height: 900,
});

const main = () => page.getByRole('main');
const question = () => page.getByRole('dialog', { name: 'Are you sure?' });
const applyLeave = () => page.getByRole('dialog', { name: 'Apply leave' });
const sidebarLink = (name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** Whether the element has the keyboard focus. */
const focused = (locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/**
 * Apply leave, reached inside the app from the dashboard that startAs opened (the sidebar, then
 * the tab), so that Back stays in it.
 */
async function openApplyLeave(): Promise<void> {
  await sidebarLink('Attendance').click();
  await page.waitForURL(/\/attendance-record/);
  await main().getByRole('tab', { name: 'Leave approval' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab'), WAIT).toBe('leave-approval');
  await main().getByRole('button', { name: 'Apply leave' }).click();
  await shown(applyLeave().getByRole('combobox', { name: 'Leave type' }));
}

describe('unsaved input in a modal', () => {
  test('Apply leave with a reason typed: Esc and Back ask, staying keeps the text, leaving goes', async () => {
    await startAs(ARJUN);
    await openApplyLeave();
    const reason = applyLeave().getByRole('textbox', { name: 'Reason' });
    await reason.fill(REASON);

    await page.keyboard.press('Escape');
    await shown(question());
    await shown(question().getByText('You have unsaved changes. Leave without saving them?'));
    // The question takes the keyboard: 'No, cancel' has the focus, and Esc answers it.
    const stay = question().getByRole('button', { name: 'No, cancel', exact: true });
    await expect.poll(() => focused(stay), WAIT).toBe(true);
    await page.keyboard.press('Escape');
    await absent(question());
    await shown(applyLeave());
    await hasValue(reason, REASON);

    // Back asks the same question; staying keeps the page, the tab and the text.
    const here = page.url();
    await page.goBack();
    await shown(question());
    await stay.click();
    await absent(question());
    expect(page.url()).toBe(here);
    await hasValue(reason, REASON);

    // Leaving, when agreed to, goes back.
    await page.goBack();
    await question().getByRole('button', { name: 'Yes, leave', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await absent(applyLeave());
    expectNoProblems(browser.problems);
  });

  test('Back to a page before the app was opened gets the browser’s own question, and staying keeps the text', async () => {
    // Opened straight from an address after the dashboard that startAs opened: the page before it
    // is another document, out of the app's reach.
    await startAs(ARJUN);
    await page.goto(`${app.url}/leave-approval`);
    await main().getByRole('button', { name: 'Apply leave' }).click();
    const reason = applyLeave().getByRole('textbox', { name: 'Reason' });
    // Typed with real key presses: the browser asks only on a page the person interacted with.
    await reason.click();
    await page.keyboard.type(REASON);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    // Dismissed, the question keeps the page, so the going back never ends: not waited for.
    void page.goBack({ timeout: 2_000 }).catch(() => null);
    await expect.poll(() => asked, WAIT).toEqual(['beforeunload']);
    expect(pathOf(page)).toBe('/leave-approval');
    await hasValue(reason, REASON);
    expectNoProblems(browser.problems);
  });

  test('an untouched Apply leave closes on Esc and on its cross without asking', async () => {
    await startAs(ARJUN);
    await openApplyLeave();
    await page.keyboard.press('Escape');
    await absent(applyLeave());
    expect(await question().count()).toBe(0);

    await main().getByRole('button', { name: 'Apply leave' }).click();
    await shown(applyLeave().getByRole('combobox', { name: 'Leave type' }));
    await applyLeave().getByRole('button', { name: 'Close', exact: true }).click();
    await absent(applyLeave());
    expect(await question().count()).toBe(0);
    expectNoProblems(browser.problems);
  });
});

describe('a comment being written', () => {
  const commentBox = () => main().getByRole('textbox', { name: 'Comment', exact: true });
  const send = () => main().getByRole('button', { name: 'Comment', exact: true });

  /** Priya signs in and opens the task from the tasks list. */
  async function openTask(): Promise<void> {
    await startAs(PRIYA, `/tasks-list?tab=all&search=${encodeURIComponent(TASK)}`);
    await main().getByRole('link', { name: TASK, exact: true }).click();
    await page.waitForURL(/\/view-task\/\d+$/);
    await shown(commentBox());
  }

  test('a sidebar link asks before leaving it; staying keeps the text', async () => {
    await openTask();
    const taskPath = pathOf(page);
    await commentBox().click();
    await page.keyboard.type('Please check the copy today.');

    await sidebarLink('Dashboard').click();
    await shown(question());
    await question().getByRole('button', { name: 'No, cancel', exact: true }).click();
    await absent(question());
    expect(pathOf(page)).toBe(taskPath);
    await hasText(commentBox(), 'Please check the copy today.');

    await sidebarLink('Dashboard').click();
    await question().getByRole('button', { name: 'Yes, leave', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    expectNoProblems(browser.problems);
  });

  test('a comment pasted past the limit says "This comment is too long." at once and Comment stays off', async () => {
    await openTask();
    await commentBox().click();
    // The editor's HTML is the text in a paragraph (<p>…</p>, 7 characters): one character past the limit.
    await page.keyboard.insertText('a'.repeat(COMMENT_MAX_LENGTH - 6));

    await shown(main().getByRole('alert').filter({ hasText: 'This comment is too long.' }));
    await shown(main().getByText('20,001 / 20,000 characters', { exact: true }));
    // Both are read out with the text box.
    await describedAs(commentBox(), 'This comment is too long.');
    await describedAs(commentBox(), '20,001 / 20,000 characters');
    await enabled(send(), false);

    // Back to the limit: the message goes and Comment may be pressed.
    await page.keyboard.press('Backspace');
    await shown(main().getByText('20,000 / 20,000 characters', { exact: true }));
    await absent(main().getByRole('alert').filter({ hasText: 'This comment is too long.' }));
    await enabled(send());

    // Nothing is sent: leaving throws the text away once agreed to.
    await sidebarLink('Dashboard').click();
    await question().getByRole('button', { name: 'Yes, leave', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    expectNoProblems(browser.problems);
  });
});
