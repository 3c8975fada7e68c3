/**
 * Repeating tasks in a real browser (issue 31, item 7): Priya Sharma adds a task that repeats every
 * week, its page says so, she makes it and the following ones repeat every three weeks instead,
 * and she stops it repeating after a confirmation; the demo's repeating
 * task shows how it repeats to the person it is assigned to.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, shown, WAIT } from './work-helpers.ts';

let page: Page;
let problems: string[];
const startAs = useAppAndBrowser((started) => {
  ({ page } = started);
  problems = started.browser.problems;
});

const details = () => page.getByRole('region', { name: 'Task' });

describe('repeating tasks', () => {
  test('a manager adds a weekly task, sees how it repeats, and stops it', async () => {
    await startAs(demoEmail('priya.sharma'), '/tasks-list');
    await page.getByRole('button', { name: 'Add task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    await dialog.getByLabel(/^Task name/).fill('Fortnightly demo');
    await dialog.getByRole('combobox', { name: /^Project/ }).click();
    await page.getByRole('option', { name: 'Orgdesk Mobile App' }).click();
    await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: 'Ananya Iyer' }).click();
    // A week from today, typed as the field shows days.
    const due = addDays(todayIn(DEFAULT_TIME_ZONE), 7);
    await dialog.getByRole('button', { name: /^Due date/ }).click();
    // The calendar names its days '6 December 2026'.
    const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${due}T00:00:00Z`),
    );
    await page
      .getByRole('button', { name: `${Number(due.slice(8))} ${month} ${due.slice(0, 4)}`, exact: true })
      .click();
    await dialog.getByLabel(/^Description/).fill('Show what the team built.');
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await dialog.getByRole('textbox', { name: 'Every' }).fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Task Fortnightly demo has been created.'));

    await page.getByRole('link', { name: 'Fortnightly demo' }).first().click();
    await page.waitForURL(/\/view-task\/\d+$/);
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${due}T00:00:00Z`),
    );
    await hasText(details(), `Every 2 weeks on ${weekday}`);

    // This and the following tasks, chosen by keyboard: every three weeks from this one on.
    await details().getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit task' });
    await form.getByRole('radio', { name: 'This task' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => form.getByRole('radio', { name: 'This and the following tasks' }).isChecked(), WAIT)
      .toBe(true);
    await form.getByRole('textbox', { name: 'Every' }).fill('3');
    await form.getByRole('button', { name: 'Update' }).click();
    await shown(page.getByText('Task has been updated successfully.'));
    await hasText(details(), `Every 3 weeks on ${weekday}`);

    await details().getByRole('button', { name: 'Stop repeating' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop repeating this task?' });
    await confirm.getByRole('button', { name: 'Yes, stop' }).click();
    await hasText(details(), 'No longer repeats');
    await expect.poll(() => details().getByRole('button', { name: 'Stop repeating' }).count(), WAIT).toBe(0);
    expectNoProblems(problems);
  });

  test('the demo’s weekly task tells its assignee how it repeats', async () => {
    await startAs(demoEmail('vikram.singh'), '/tasks-list?search=Weekly%20status%20report');
    await page.getByRole('link', { name: 'Weekly status report' }).first().click();
    await page.waitForURL(/\/view-task\/\d+$/);
    await hasText(details(), 'Every week on');
    expectNoProblems(problems);
  });
});
