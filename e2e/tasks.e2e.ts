/**
 * Tasks in a real browser (spec 000 Dashboard, Task list, View/edit task, §4, §5, §8): a manager
 * with every task permission (Priya Sharma) adds a task, finds it through the search and the
 * filters, edits it, deletes it from its page and restores it, while the dashboard's New count
 * follows each step; the Overdue card; and a task out of an employee's sight. One app and one
 * browser for the whole file; the tests run in order and share the task the first one adds.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { todayIn } from '../shared/rules/dates.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import {
  absent,
  choose,
  countIs,
  describedAs,
  enabled,
  hasText,
  hasValue,
  shown,
  text,
  touch,
  WAIT,
} from './work-helpers.ts';

// Priya Sharma is a Manager with every task permission (scripts/demo-data.ts, MANAGER_PERMISSIONS).
const PRIYA = demoEmail('priya.sharma');
const NEHA = demoEmail('neha.gupta');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

/** The organisation's today (Asia/Kolkata) plus `days`, as an ISO day. */
function dayFromToday(days: number): string {
  const date = new Date(`${todayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DUE = dayFromToday(7);
/** The task the first test adds; its name is longer than the 15 characters a confirmation shows. */
const TASK = {
  name: 'Battery usage report',
  project: 'Orgdesk Mobile App',
  assignee: 'Arjun Nair',
  description: 'Measure the battery drain of location tracking on three phones.',
  edited: 'Measure the battery drain of location tracking on five phones.',
  due: DUE,
  /** As the app shows days (DD-MM-YYYY). */
  dueShown: DUE.split('-').reverse().join('-'),
};
let taskPath = '';
/** The dashboard's New count before the task was added. */
let newBefore = -1;
/** A task of Website Redesign between Vikram Singh and Kavya Reddy, found by test 5. */
let otherTeamTaskPath = '';

const main = () => page.getByRole('main');
const sidebar = () => page.getByRole('navigation', { name: 'Main navigation' });
const notification = (message: string) => page.getByRole('alert').filter({ hasText: message });
const taskLink = (name: string) => main().getByRole('link', { name, exact: true });
/** The table's rows (the header row holds column headers, not cells). */
const rows = () =>
  main()
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** The row of a task, found by its name's link (`has` is relative to the row, hence `page`). */
const rowOf = (name: string) => rows().filter({ has: page.getByRole('link', { name, exact: true }) });
const nothingFound = () => main().getByRole('status').filter({ hasText: 'No data found!' });
const tab = (name: string) => main().getByRole('tab', { name, exact: true });

/** Goes to the dashboard through the sidebar, as a user does. */
async function openDashboard(): Promise<void> {
  await sidebar().getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await shown(main().getByRole('heading', { name: 'Welcome Priya Sharma', level: 1 }));
}

/** A dashboard count card, e.g. 'New: 4'; a link to the task list. */
const countCard = (label: string) => main().getByRole('link', { name: new RegExp(`^${label}: \\d+$`) });

async function dashboardCount(label: string): Promise<number> {
  await shown(countCard(label));
  return Number((await countCard(label).getAttribute('aria-label'))!.split(': ')[1]);
}

async function dashboardShows(label: string, count: number): Promise<void> {
  await shown(main().getByRole('link', { name: `${label}: ${count}`, exact: true }));
}

async function openTaskList(query = 'tab=all'): Promise<void> {
  await page.goto(`${app.url}/tasks-list?${query}`);
  await shown(main().getByRole('heading', { name: 'Tasks', level: 1 }));
}

async function searchTasks(query: string): Promise<void> {
  await main().getByRole('searchbox', { name: 'Search tasks' }).fill(query);
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === query, WAIT);
}

/** Picks `isoDay` in the date picker named `label` (its calendar opens on the organisation's today). */
async function pickDay(scope: Locator, label: string, isoDay: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  if (month !== Number(todayIn(DEFAULT_TIME_ZONE).split('-')[1]))
    await page.getByRole('button', { name: 'Next month' }).click();
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  await page.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true }).click();
}

/** A labelled value of the task's page (term and description), e.g. 'Assigned to'. */
const detail = (label: string) =>
  main().getByRole('region', { name: 'Task' }).getByText(label, { exact: true }).locator('..');

describe('tasks', () => {
  test('Add task: the empty fields say what they need, then the task is added and New counts it', async () => {
    await startAs(PRIYA);
    await shown(main().getByRole('heading', { name: 'Welcome Priya Sharma', level: 1 }));
    newBefore = await dashboardCount('New');

    await openTaskList();
    await main().getByRole('button', { name: 'Add task', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    const name = dialog.getByRole('textbox', { name: 'Task name', exact: true });
    const project = dialog.getByRole('combobox', { name: 'Project', exact: true });
    const assignee = dialog.getByRole('combobox', { name: 'Assigned to', exact: true });
    const due = dialog.getByRole('button', { name: /^Due date/ });
    const description = dialog.getByRole('textbox', { name: 'Description', exact: true });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await shown(name);
    await enabled(save, false);
    await enabled(cancel, false);
    // The assignee waits for a project (spec 000 §5).
    await enabled(assignee, false);

    // Each required field left empty says so (spec 000 §5).
    await touch(name);
    await describedAs(name, 'Task name is required!');
    await touch(project);
    await describedAs(project, 'Project title is required!');
    // The date picker is left when its calendar closes.
    await due.click();
    await shown(page.getByRole('button', { name: 'Next month' }));
    await page.keyboard.press('Escape');
    await absent(page.getByRole('button', { name: 'Next month' }));
    await describedAs(due, 'Due date is required!');
    await touch(description);
    await describedAs(description, 'Description is required!');
    await enabled(save, false);

    await name.fill(TASK.name);
    await describedAs(name, 'Task name is required!', false);
    await enabled(cancel);
    await choose(dialog, 'Project', TASK.project);
    await describedAs(project, 'Project title is required!', false);
    await choose(dialog, 'Assigned to', TASK.assignee);
    await pickDay(dialog, 'Due date', TASK.due);
    await hasText(due, TASK.dueShown);
    await describedAs(due, 'Due date is required!', false);
    await description.fill(TASK.description);
    await enabled(save);
    await save.click();

    await shown(notification(`Task ${TASK.name} has been created.`));
    await absent(dialog);
    // The newest task comes first in All tasks.
    await shown(taskLink(TASK.name));
    const row = rowOf(TASK.name);
    await hasText(row, TASK.project);
    await hasText(row, TASK.assignee);
    await hasText(row, TASK.dueShown);
    await hasText(row, 'New');
    taskPath = (await taskLink(TASK.name).getAttribute('href'))!;
    expect(taskPath).toMatch(/^\/view-task\/\d+$/);

    await openDashboard();
    await dashboardShows('New', newBefore + 1);
    expectNoProblems(browser.problems);
  });

  test('the search and the status and project filters find the task, or nothing', async () => {
    expect(taskPath, 'the first test adds the task').not.toBe('');
    await startAs(PRIYA);
    await openTaskList();
    await shown(taskLink('Offline task sync'));
    await searchTasks('battery usage');
    await shown(taskLink(TASK.name));
    await countIs(rows(), 1);
    await absent(taskLink('Offline task sync'));

    await main().getByRole('button', { name: 'Filters' }).click();
    const filters = main().getByRole('region', { name: 'Filters' });
    await shown(filters);
    // Another status: nothing (the task is New); New: the task again.
    await choose(filters, 'Status', 'Active');
    await shown(nothingFound());
    await absent(taskLink(TASK.name));
    await choose(filters, 'Status', 'Active');
    await choose(filters, 'Status', 'New');
    await shown(taskLink(TASK.name));
    await countIs(rows(), 1);

    // Another project: nothing; its own project: the task.
    await choose(filters, 'Projects', 'Website Redesign');
    await shown(nothingFound());
    await choose(filters, 'Projects', 'Website Redesign');
    await choose(filters, 'Projects', TASK.project);
    await shown(taskLink(TASK.name));
    await countIs(rows(), 1);
    await shown(main().getByRole('button', { name: /Filters.*2 active filters/ }));

    // The filters stay when the task is opened and the list is reached again (spec 000 §2).
    await taskLink(TASK.name).click();
    await page.waitForURL(`**${taskPath}`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL(/\/tasks-list\?/);
    await hasValue(main().getByRole('searchbox', { name: 'Search tasks' }), 'battery usage');
    await shown(taskLink(TASK.name));
    await countIs(rows(), 1);
    expectNoProblems(browser.problems);
  });

  test('the task’s page: Update waits for a change, and Completed needs a comment', async () => {
    expect(taskPath, 'the first test adds the task').not.toBe('');
    await startAs(PRIYA, taskPath);
    await shown(main().getByRole('heading', { name: 'Task details', level: 1 }));
    await shown(main().getByRole('heading', { name: TASK.name, level: 2 }));
    await hasText(detail('Project'), TASK.project);
    await hasText(detail('Assigned to'), TASK.assignee);
    await hasText(detail('Assigned by'), 'Priya Sharma');
    await hasText(detail('Created by'), 'Priya Sharma');
    await hasText(detail('Due date'), TASK.dueShown);
    await hasText(detail('Status'), 'New');
    await hasText(detail('Description'), TASK.description);

    await main().getByRole('button', { name: 'Edit', exact: true }).click();
    await shown(main().getByRole('heading', { name: 'Edit task', level: 1 }));
    const form = main().getByRole('form', { name: 'Edit task' });
    const description = form.getByRole('textbox', { name: 'Description', exact: true });
    const update = form.getByRole('button', { name: 'Update', exact: true });
    await hasValue(description, TASK.description);
    // The task id is shown, not changed.
    const taskId = form.getByRole('textbox', { name: 'Task ID', exact: true });
    await expect.poll(() => taskId.inputValue(), WAIT).toMatch(/^T-\d+$/);
    expect(await taskId.getAttribute('readonly')).not.toBeNull();
    await enabled(update, false);
    // A change enables Update; changing it back disables it again (spec 000 §4).
    await description.fill(TASK.edited);
    await enabled(update);
    await description.fill(TASK.description);
    await enabled(update, false);
    await description.fill(TASK.edited);
    await enabled(update);
    await update.click();
    await shown(notification('Task has been updated successfully.'));
    await shown(main().getByRole('heading', { name: 'Task details', level: 1 }));
    await hasText(detail('Description'), TASK.edited);

    // Completed without a Timeline comment is refused, with the spec's words (spec 000 §5).
    await main().getByRole('button', { name: 'Edit', exact: true }).click();
    await shown(form);
    await choose(form, 'Status', 'Completed');
    await enabled(update);
    await update.click();
    await hasText(form.getByRole('alert'), 'Task cannot be completed without adding a comment.');
    await shown(main().getByRole('heading', { name: 'Edit task', level: 1 }));
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await shown(main().getByRole('heading', { name: 'Task details', level: 1 }));
    await hasText(detail('Status'), 'New');
    await absent(detail('Status').getByText('Completed'));
    expectNoProblems(browser.problems);
  });

  test('delete from the task’s page, find it in Deleted tasks, restore it; New follows', async () => {
    expect(taskPath, 'the first test adds the task').not.toBe('');
    await startAs(PRIYA);
    await dashboardShows('New', newBefore + 1);
    await page.goto(`${app.url}${taskPath}`);
    await shown(main().getByRole('heading', { name: TASK.name, level: 2 }));

    await main().getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    // The name is cut at 15 characters (spec 000 §8, §9).
    await hasText(confirm, 'You want to delete task Battery usage r…?');
    await shown(confirm.getByRole('button', { name: 'No, cancel', exact: true }));
    await confirm.getByRole('button', { name: 'Yes, delete', exact: true }).click();
    await page.waitForURL(/\/tasks-list/);
    await shown(notification('Task has been deleted successfully.'));
    await absent(confirm);
    // Back on the list as it was left (search and filters of the second test): nothing is left.
    await expect.poll(() => tab('All tasks').getAttribute('aria-selected'), WAIT).toBe('true');
    await shown(nothingFound());
    await absent(taskLink(TASK.name));

    await openDashboard();
    await dashboardShows('New', newBefore);

    // The task list comes back as it was left; the deleted task is on the Deleted tasks tab.
    await sidebar().getByRole('link', { name: 'Tasks', exact: true }).click();
    await page.waitForURL(/\/tasks-list/);
    await tab('Deleted tasks').click();
    await expect.poll(() => tab('Deleted tasks').getAttribute('aria-selected'), WAIT).toBe('true');
    await shown(taskLink(TASK.name));
    // Its page says why it can no longer be changed.
    await taskLink(TASK.name).click();
    await page.waitForURL(`**${taskPath}`);
    await hasText(main(), 'This task has been deleted, so it cannot be edited or deleted.');
    await absent(main().getByRole('button', { name: 'Edit', exact: true }));
    await absent(main().getByRole('button', { name: 'Delete', exact: true }));
    await page.goBack();
    await shown(taskLink(TASK.name));

    await main()
      .getByRole('button', { name: `Restore ${TASK.name}`, exact: true })
      .click();
    await shown(notification(`Task ${TASK.name} has been restored.`));
    await absent(taskLink(TASK.name));
    await tab('All tasks').click();
    await shown(taskLink(TASK.name));
    await hasText(rowOf(TASK.name), 'New');

    await openDashboard();
    await dashboardShows('New', newBefore + 1);
    expectNoProblems(browser.problems);
  });

  test('the Overdue card opens the Over due tasks tab with as many tasks as it counts', async () => {
    await startAs(PRIYA);
    const overdue = await dashboardCount('Overdue');
    expect(overdue).toBeGreaterThan(0);
    await countCard('Overdue').click();
    await page.waitForURL(/\/tasks-list\?tab=overdue/);
    await expect.poll(() => tab('Over due tasks').getAttribute('aria-selected'), WAIT).toBe('true');
    // Demo tasks past their due date and not done, in Priya's projects and team.
    await shown(taskLink('Fix login crash on Android'));
    await shown(taskLink('Accessibility audit'));
    await countIs(rows(), overdue);
    await absent(taskLink(TASK.name));
    const statuses = await text(rows());
    expect(statuses).not.toContain('Completed');
    otherTeamTaskPath = (await taskLink('Accessibility audit').getAttribute('href'))!;
    expect(otherTeamTaskPath).toMatch(/^\/view-task\/\d+$/);
    expectNoProblems(browser.problems);
  });

  test('a task of another team is not found for an employee, even in her own project', async () => {
    expect(otherTeamTaskPath, 'the fifth test finds the task').not.toBe('');
    // Neha is in Website Redesign, but this task is between Vikram Singh and Kavya Reddy.
    await startAs(NEHA, otherTeamTaskPath);
    await shown(main().getByRole('heading', { name: 'Task not found', level: 2 }));
    await hasText(main(), 'This task does not exist, or you do not have access to it.');
    await absent(main().getByRole('heading', { name: 'Accessibility audit' }));
    await absent(main().getByRole('button', { name: 'Edit', exact: true }));

    await shown(main().getByRole('link', { name: 'Back to tasks list' }));

    // Nor does her task list show it; her own task in that project is there.
    await openTaskList();
    await shown(taskLink('Cookie banner'));
    await absent(taskLink('Accessibility audit'));
    expectNoProblems(browser.problems);
  });
});
