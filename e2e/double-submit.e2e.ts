/**
 * A second submit never makes a second thing (spec 000 §5: Save is disabled once saved): a
 * double click on Save in Add task adds one task, and in the custom department modal of Add user
 * adds one department, which is then chosen, with no "already exists!". One app and one browser.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE, EMPTY_GUID } from '../shared/constants.ts';
import { todayIn } from '../shared/rules/dates.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, choose, countIs, enabled, hasValue, shown } from './work-helpers.ts';

// Priya Sharma is a Manager with every task permission (scripts/demo-data.ts, MANAGER_PERMISSIONS).
const PRIYA = demoEmail('priya.sharma');
const ADMIN = demoEmail('admin');

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

/** The POST requests to `path` (after /api/v1) the page sends from now on, with their headers. */
function postsTo(path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1${path}`) {
      seen.push(request);
    }
  });
  return seen;
}

/** Picks the organisation's today plus a week in the date picker named `label` of `dialog`. */
async function pickNextWeek(dialog: Locator, label: string): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  if (date.getUTCMonth() + 1 !== Number(today.split('-')[1])) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const day = date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.getByRole('button', { name: day, exact: true }).click();
}

const main = () => page.getByRole('main');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('double submit', () => {
  test('a double click on Save in Add task adds exactly one task', async () => {
    const name = 'Double click check';
    await startAs(PRIYA, '/tasks-list?tab=all');
    await shown(main().getByRole('heading', { name: 'Tasks', level: 1 }));
    const posts = postsTo('/tasks');

    await main().getByRole('button', { name: 'Add task', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    await dialog.getByRole('textbox', { name: 'Task name', exact: true }).fill(name);
    await choose(dialog, 'Project', 'Orgdesk Mobile App');
    await pickNextWeek(dialog, 'Due date');
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Added with a double click.');
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await enabled(save);
    await save.dblclick();

    await shown(page.getByRole('alert').filter({ hasText: `Task ${name} has been created.` }));
    await absent(dialog);
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.headerValue('idempotency-key')).toMatch(UUID);

    // The list, read afresh from the server, holds the task once.
    await page.goto(`${app.url}/tasks-list?tab=all&search=${encodeURIComponent(name)}`);
    await shown(main().getByRole('link', { name, exact: true }));
    await countIs(main().getByRole('link', { name, exact: true }), 1);
    expect(posts).toHaveLength(1);
    expectNoProblems(browser.problems);
  });

  test('a double click on Save in the custom department modal adds it once and chooses it', async () => {
    const department = 'Quality Assurance';
    await startAs(ADMIN, `/add-user/${EMPTY_GUID}`);
    await shown(page.getByRole('heading', { name: 'Add user', exact: true }));
    const posts = postsTo('/departments');

    await page.getByRole('button', { name: 'Add custom department', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add custom department' });
    await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill(department);
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await enabled(save);
    await save.dblclick();

    await absent(dialog);
    await hasValue(page.getByRole('combobox', { name: 'Department', exact: true }), department);
    // Every request the double click sent has its answer, so a second one would have shown its message.
    await Promise.all(posts.map((post) => post.response()));
    await absent(page.getByText('Department already exists!'));
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.headerValue('idempotency-key')).toMatch(UUID);

    // The department list holds the new one once.
    await page.getByRole('combobox', { name: 'Department', exact: true }).click();
    await countIs(page.getByRole('option', { name: department, exact: true }), 1);
    await page.keyboard.press('Escape');
    expectNoProblems(browser.problems);
  });
});
