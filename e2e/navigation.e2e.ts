/**
 * History and unsaved work (issue 9, items 2 and 5): the click that leaves a just-typed field is
 * never swallowed; task-list tabs and org-chart re-centring are history entries that Back returns
 * from; leaving a form with unsaved changes (Back, closing the tab, Esc on a modal) asks first, in
 * English at 1440 px and in Arabic on a 390 px phone. One app; a browser per screen size.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EMPTY_GUID } from '../shared/constants.ts';
import { openBrowser, type Browser, type RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems, signIn } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, enabled, hasValue, pathOf, shown, WAIT } from './work-helpers.ts';

// Priya Sharma manages Ananya Iyer and Vikram Singh and may create tasks (scripts/demo-data.ts).
const PRIYA = demoEmail('priya.sharma');
const ADMIN = demoEmail('admin');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started), {
  width: 1440,
  height: 900,
});

const main = () => page.getByRole('main');
const question = (on: Page = page) => on.getByRole('dialog', { name: 'Are you sure?' });

describe('the click that leaves a field', () => {
  test('Edit project: one click on Update right after typing a new name saves it', async () => {
    await startAs(ADMIN);
    await page.goto(`${app.url}/projects-list`);
    await main().getByRole('link', { name: 'Q4 Sales Campaign', exact: true }).first().click();
    await page.waitForURL(/\/project-details\//);
    await main().getByRole('button', { name: 'Edit project', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    const name = dialog.getByRole('textbox', { name: 'Project name', exact: true });
    await hasValue(name, 'Q4 Sales Campaign');

    // Typed, then straight to Update with the focus still in the name: one click.
    await name.fill('Q4 Sales Campaign EMEA');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();

    await shown(
      page.getByRole('alert').filter({ hasText: 'Project Q4 Sales Campaign EMEA has been updated.' }),
    );
    await absent(dialog);
    await shown(main().getByRole('region', { name: 'Q4 Sales Campaign EMEA' }));
    expectNoProblems(browser.problems);
  });
});

describe('history', () => {
  test('Back after choosing a task-list tab returns to the tab left', async () => {
    await startAs(PRIYA);
    await page.goto(`${app.url}/tasks-list`);
    const tab = (name: string) => main().getByRole('tab', { name, exact: true });
    await expect.poll(() => tab('All tasks').getAttribute('aria-selected'), WAIT).toBe('true');

    await tab('Over due tasks').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), WAIT).toBe('overdue');
    await expect.poll(() => tab('Over due tasks').getAttribute('aria-selected'), WAIT).toBe('true');

    await page.goBack();
    await expect.poll(() => tab('All tasks').getAttribute('aria-selected'), WAIT).toBe('true');
    expect(pathOf(page)).toBe('/tasks-list');
    await page.goForward();
    await expect.poll(() => tab('Over due tasks').getAttribute('aria-selected'), WAIT).toBe('true');
    expectNoProblems(browser.problems);
  });

  test('Back after re-centring the organisation chart returns to the person centred before', async () => {
    await startAs(PRIYA);
    await page.goto(`${app.url}/management-tree`);
    const centred = main().locator('[aria-current="true"]');
    await shown(centred.filter({ hasText: 'Priya Sharma' }));

    await main()
      .getByRole('button', { name: /Ananya Iyer/ })
      .click();
    await shown(centred.filter({ hasText: 'Ananya Iyer' }));

    await page.goBack();
    await shown(centred.filter({ hasText: 'Priya Sharma' }));
    await page.goForward();
    await shown(centred.filter({ hasText: 'Ananya Iyer' }));
    expectNoProblems(browser.problems);
  });
});

describe('unsaved changes', () => {
  test('Back from Add user with a typed name asks; staying keeps the text; a link asks too', async () => {
    await startAs(ADMIN);
    await page.goto(`${app.url}/users-list`);
    await page.getByRole('link', { name: 'Add user', exact: true }).click();
    await page.waitForURL(`**/add-user/${EMPTY_GUID}`);
    const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
    await firstName.fill('Ishaan');
    await hasValue(firstName, 'Ishaan');

    await page.goBack();
    await shown(question());
    await shown(question().getByText('You have unsaved changes. Leave without saving them?'));
    await question().getByRole('button', { name: 'No, cancel', exact: true }).click();
    await absent(question());
    expect(pathOf(page)).toBe(`/add-user/${EMPTY_GUID}`);
    await hasValue(firstName, 'Ishaan');

    // A link asks too; leaving goes where the link pointed.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await question().getByRole('button', { name: 'Yes, leave', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    expectNoProblems(browser.problems);
  });

  test('closing the tab with unsaved changes asks the browser’s own question; with none it does not', async () => {
    await startAs(ADMIN);
    const tab = await browser.context.newPage();
    const asked: string[] = [];
    tab.on('dialog', (dialog) => {
      asked.push(dialog.type());
      // The first time, stay; after that, leave.
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    try {
      await tab.goto(`${app.url}/settings`);
      const firstName = tab.getByRole('textbox', { name: 'First name', exact: true });
      const reset = tab.getByRole('button', { name: 'Reset', exact: true });
      await hasValue(firstName, 'Aarav');
      // Typed with real key presses: the browser asks only on a page the person interacted with.
      await firstName.click();
      await firstName.press('End');
      await tab.keyboard.type('v');
      await hasValue(firstName, 'Aaravv');
      await enabled(reset);
      await tab.close({ runBeforeUnload: true });
      await expect.poll(() => asked, WAIT).toEqual(['beforeunload']);
      expect(tab.isClosed()).toBe(false);

      // Back to the saved values, nothing is lost by leaving: the tab closes without a question.
      await reset.click();
      await enabled(reset, false);
      const closed = new Promise<void>((resolve) => tab.once('close', () => resolve()));
      await tab.close({ runBeforeUnload: true });
      await closed;
      expect(asked).toEqual(['beforeunload']);
    } finally {
      if (!tab.isClosed()) await tab.close();
    }
  });
});

describe('signed out', () => {
  test('the sign-in and recovery pages log nothing in the console, not even a refused request', async () => {
    await browser.context.clearCookies();
    const logged: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    };
    page.on('console', listen);
    try {
      for (const path of ['/login', '/forgot-password', '/dashboard']) {
        await page.goto(`${app.url}${path}`);
        await shown(page.getByRole('textbox', { name: 'Email', exact: true }));
      }
      expect(pathOf(page)).toBe('/login');
      expect(logged).toEqual([]);
    } finally {
      page.off('console', listen);
    }
  });
});

describe('in Arabic on a phone', () => {
  test('Esc on Add task with a typed name asks in Arabic, and staying keeps the text', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const on = phone.page;
      await signIn(on, app.url, PRIYA);
      await on.evaluate(() => globalThis.localStorage.setItem('orgdesk_language', 'ar'));
      await on.goto(`${app.url}/tasks-list`);
      await expect.poll(() => on.locator('html').getAttribute('dir'), WAIT).toBe('rtl');

      await on.getByRole('main').getByRole('button', { name: 'إضافة مهمة', exact: true }).click();
      const dialog = on.getByRole('dialog', { name: 'إضافة مهمة' });
      const name = dialog.getByRole('textbox', { name: 'اسم المهمة', exact: true });
      await name.fill('ملاحظات الإطلاق');
      await on.keyboard.press('Escape');

      const ask = on.getByRole('dialog', { name: 'هل أنت متأكد؟' });
      await shown(ask);
      await shown(ask.getByText('لديك تغييرات غير محفوظة. هل تريد المغادرة دون حفظها؟'));
      // The question fits the phone's width.
      const box = await ask.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await ask.getByRole('button', { name: 'لا، إلغاء', exact: true }).click();
      await absent(ask);
      await hasValue(name, 'ملاحظات الإطلاق');
      await enabled(dialog.getByRole('button', { name: 'حفظ', exact: true }), false);
      expectNoProblems(phone.problems);
    } finally {
      await phone.close();
    }
  });
});
