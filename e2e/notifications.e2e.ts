/**
 * In-app notifications in a real browser (issue 29 part 3): Neha Gupta has the app open when Priya
 * Sharma gives her a task; the bell's count goes up without a reload, the panel tells her so,
 * opening the task from it marks it read; another arrives on /notifications, and Mark all as read
 * there clears the bell.
 * The bell is used by keyboard (Tab to it, Enter opens, Escape closes and gives the focus back),
 * and the panel reads right to left in Arabic on a phone. One app and one browser for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CSRF_HEADER } from '../shared/constants.ts';
import type { TaskFormOptions } from '../shared/schemas/tasks.schema.ts';
import type { RunningApp } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems } from './helpers.ts';
import { focusIsOn, tabTo } from './keyboard-helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, fitsPhone, onArabicPhone, shown, WAIT } from './work-helpers.ts';

const NEHA = demoEmail('neha.gupta');
const PRIYA = demoEmail('priya.sharma');
const TASK = 'Check the bell';
const SENTENCE = `Priya Sharma assigned you the task “${TASK}”`;

let app: RunningApp;
let page: Page;
let problems: string[];
const startAs = useAppAndBrowser((started) => {
  ({ app, page } = started);
  problems = started.browser.problems;
});

const bell = () => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = () => page.getByRole('dialog', { name: 'Notifications' });

/** How many unread notifications the bell says Neha has, from its name. */
async function unreadOnBell(): Promise<number> {
  const name = (await bell().getAttribute('aria-label')) ?? '';
  const count = /^Notifications, (\d+)\+? unread$/.exec(name);
  return count ? Number(count[1]) : 0;
}

/**
 * Neha's unread count on the server once her notification of the task exists: the consumer
 * handles events in order, so every earlier one (the demo's history, read at start-up) is in it.
 */
async function unreadOnServerWith(taskId: number): Promise<number> {
  const neha = await apiSignIn(app.url, NEHA);
  const get = async <T>(path: string) =>
    (await (await fetch(`${app.url}/api/v1${path}`, { headers: { cookie: neha.cookie } })).json()) as T;
  await expect
    .poll(
      async () =>
        (await get<{ items: Array<{ subject: { id: string } }> }>('/notifications')).items.some(
          (n) => n.subject.id === String(taskId),
        ),
      WAIT,
    )
    .toBe(true);
  return (await get<{ unread: number }>('/notifications/unread-count')).unread;
}

/** Priya gives Neha a task through the API, as the Add task form would. */
async function priyaAssignsNehaATask(name: string): Promise<number> {
  const priya = await apiSignIn(app.url, PRIYA);
  const headers = { cookie: priya.cookie, [CSRF_HEADER]: priya.csrf, 'content-type': 'application/json' };
  const options = (await (
    await fetch(`${app.url}/api/v1/tasks/form-options`, { headers })
  ).json()) as TaskFormOptions;
  const project = options.projects.find((p) => p.users.some((u) => u.email === NEHA));
  const neha = project?.users.find((u) => u.email === NEHA);
  if (!project || !neha) throw new Error('The demo data has no project of Priya’s with Neha in it');
  const res = await fetch(`${app.url}/api/v1/tasks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name,
      projectId: project.id,
      assignedToId: neha.id,
      dueDate: options.today,
      description: 'Does the bell ring?',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('notifications', () => {
  test('a task Priya gives Neha rings Neha’s bell live; opening it reads it; Mark all as read clears it', async () => {
    await startAs(NEHA);
    await shown(bell());
    // A reload would lose this: the count must arrive without one.
    await page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }));

    const taskId = await priyaAssignsNehaATask(TASK);
    const unread = await unreadOnServerWith(taskId);
    expect(unread).toBeGreaterThan(0);

    await expect.poll(unreadOnBell, WAIT).toBe(unread);
    expect(await page.evaluate(() => 'stillTheSamePage' in globalThis)).toBe(true);

    // By keyboard: Tab to the bell, Enter opens the panel, Escape closes it and the focus comes back.
    await page.locator('body').click({ position: { x: 5, y: 200 } });
    await tabTo(page, bell());
    await page.keyboard.press('Enter');
    await shown(panel());
    await shown(panel().getByRole('link', { name: SENTENCE }));
    await page.keyboard.press('Escape');
    await absent(panel());
    await focusIsOn(bell());

    await bell().click();
    await panel().getByRole('link', { name: SENTENCE }).click();
    await page.waitForURL(new RegExp(`/view-task/${taskId}$`));
    await absent(panel());
    await expect.poll(unreadOnBell, WAIT).toBe(unread - 1);

    // Another one while /notifications is open: it shows at the top, unread, without a reload.
    await page.goto(`${app.url}/notifications`);
    const rows = page.getByRole('main').getByRole('listitem');
    const opened = rows.filter({ hasText: SENTENCE });
    await shown(opened);
    expect(await opened.getByText('Unread', { exact: true }).count()).toBe(0);
    const again = await priyaAssignsNehaATask('Ring it again');
    const newest = rows.first();
    await shown(newest.getByRole('link', { name: 'Priya Sharma assigned you the task “Ring it again”' }));
    await shown(newest.getByText('Unread', { exact: true }));
    await expect.poll(unreadOnBell, WAIT).toBe(await unreadOnServerWith(again));

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(unreadOnBell, WAIT).toBe(0);
    await absent(rows.getByText('Unread', { exact: true }));

    await page
      .getByRole('main')
      .locator('label')
      .filter({ hasText: /^Unread/ })
      .click();
    await page.waitForURL(/[?&]unread=true/);
    await shown(page.getByText('You have read all your notifications.'));
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    expectNoProblems(problems);
  });

  test('the panel reads right to left in Arabic and fits a phone', async () => {
    await startAs(NEHA);
    await onArabicPhone(page, async () => {
      await page.reload();
      const arabicBell = page.getByRole('banner').getByRole('button', { name: /^الإشعارات/ });
      await arabicBell.click();
      const arabicPanel = page.getByRole('dialog', { name: 'الإشعارات' });
      await shown(arabicPanel.getByRole('link', { name: 'أسند إليك Priya Sharma المهمة «Check the bell»' }));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const box = (await arabicPanel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await fitsPhone(page);
    });
    expectNoProblems(problems);
  });
});
