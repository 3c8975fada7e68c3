/**
 * The task board in a real browser (issue 31, item 2): Priya Sharma, a manager with every task
 * permission, turns the task list into its board and moves cards by mouse, by keyboard and by the
 * "Move to" menu; Completed asks for its Timeline comment in the move's dialog, Closed for a
 * confirmation; a move the server refuses (the task was deleted meanwhile) comes back with the
 * server's reason; on a phone the board scrolls sideways and its menu still moves a card. The
 * tests run in order on one demo app.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CSRF_HEADER } from '../shared/constants.ts';
import type { RunningApp } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { hasText, shown, WAIT } from './work-helpers.ts';

const PRIYA = demoEmail('priya.sharma');

let app: RunningApp;
let page: Page;
let problems: string[];
const startAs = useAppAndBrowser((started) => {
  ({ app, page } = started);
  problems = started.browser.problems;
});

const column = (status: string) => page.getByRole('region', { name: status, exact: true });
const card = (name: string) => page.locator('[data-task]').filter({ has: page.getByRole('link', { name }) });

/** The column a task's card is in now. */
async function columnOf(name: string): Promise<string | null> {
  return card(name).locator('xpath=ancestor::section[1]').getAttribute('data-status', { timeout: 1_000 });
}

async function isIn(name: string, status: string): Promise<void> {
  await expect.poll(() => columnOf(name), WAIT).toBe(status);
}

/** A task's status as the API tells it to Priya. */
async function statusOf(name: string): Promise<string> {
  const { cookie } = await apiSignIn(app.url, PRIYA);
  const res = await fetch(`${app.url}/api/v1/tasks?search=${encodeURIComponent(name)}`, {
    headers: { cookie },
  });
  const { items } = (await res.json()) as { items: Array<{ name: string; status: string }> };
  return items.find((item) => item.name === name)?.status ?? 'not found';
}

/** Moves a card through its "Move to" menu. */
async function moveByMenu(name: string, status: string): Promise<void> {
  await page.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
}

/** Drags a card by mouse onto a column, in small steps as a hand would. */
async function drag(from: Locator, to: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 150, { steps: 12 });
  await page.mouse.up();
}

describe('task board', () => {
  test('the list becomes a board kept in the address, with cards in every column', async () => {
    await startAs(PRIYA, '/tasks-list');
    await page.locator('label', { hasText: 'Board' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view'), WAIT).toBe('board');
    for (const status of ['New', 'Active', 'In-progress', 'Completed', 'Closed', 'In-active']) {
      await shown(column(status).locator('[data-task]').first());
    }
    // A closed task's card does not move.
    await shown(card('Landing page analytics'));
    expect(await card('Landing page analytics').getByRole('button').count()).toBe(0);
    // Coming back to the list shows the board again.
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('navigation').getByRole('link', { name: 'Tasks' }).first().click();
    await shown(column('Closed'));
    expectNoProblems(problems);
  });

  test('a card moves by mouse and by keyboard, and the move is kept', async () => {
    await startAs(PRIYA, '/tasks-list?view=board');
    await shown(card('Cookie banner'));
    await drag(card('Cookie banner'), column('Active'));
    await isIn('Cookie banner', 'Active');
    await expect.poll(() => statusOf('Cookie banner'), WAIT).toBe('Active');

    // Space on the handle picks the card up, the arrows choose a column, Space drops it.
    const handle = page.getByRole('button', { name: 'Drag Contact form validation' });
    await handle.focus();
    await page.keyboard.press('Space');
    await hasText(page.locator('[aria-live]'), 'Picked up task Contact form validation, in New.');
    await page.keyboard.press('ArrowRight');
    await hasText(page.locator('[aria-live]'), 'Task Contact form validation is over Active.');
    await page.keyboard.press('ArrowRight');
    await hasText(page.locator('[aria-live]'), 'Task Contact form validation is over In-progress.');
    await page.keyboard.press('Space');
    await isIn('Contact form validation', 'In-progress');
    await hasText(page.locator('[aria-live]'), 'Task Contact form validation moved to In-progress.');
    await expect.poll(() => statusOf('Contact form validation'), WAIT).toBe('In-progress');

    // Escape puts a picked-up card back.
    await page.getByRole('button', { name: 'Drag Contact form validation' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await isIn('Contact form validation', 'In-progress');
    expectNoProblems(problems);
  });

  test('Completed asks for the Timeline comment, which is sent with the move', async () => {
    await startAs(PRIYA, '/tasks-list?view=board');
    await moveByMenu('Location permission copy', 'Completed');
    const dialog = page.getByRole('dialog', { name: 'Complete Location permission copy' });
    await hasText(dialog, 'Task cannot be completed without adding a comment.');
    await isIn('Location permission copy', 'New');
    await dialog.locator('[contenteditable="true"]').fill('The legal team approved the wording.');
    await dialog.getByRole('button', { name: 'Comment and complete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await isIn('Location permission copy', 'Completed');
    await card('Location permission copy').getByRole('link').click();
    await hasText(page.locator('main'), 'The legal team approved the wording.');
    expectNoProblems(problems);
  });

  test('Closed is asked about first, and a closed card moves no more', async () => {
    await startAs(PRIYA, '/tasks-list?view=board');
    await moveByMenu('Offline task sync', 'Closed');
    const confirm = page.getByRole('dialog', { name: 'Close task' });
    await hasText(confirm, 'You want to close task Offline task sync?');
    await confirm.getByRole('button', { name: 'No, cancel' }).click();
    await isIn('Offline task sync', 'Active');

    await moveByMenu('Offline task sync', 'Closed');
    await confirm.getByRole('button', { name: 'Yes, close' }).click();
    await isIn('Offline task sync', 'Closed');
    await expect.poll(() => card('Offline task sync').getByRole('button').count(), WAIT).toBe(0);
    await expect.poll(() => statusOf('Offline task sync'), WAIT).toBe('Closed');
    expectNoProblems(problems);
  });

  test('a move the server refuses comes back with its reason', async () => {
    await startAs(PRIYA, '/tasks-list?view=board');
    await shown(card('Push notification settings'));
    // Someone deletes the task behind the board's back.
    const session = await apiSignIn(app.url, PRIYA);
    const res = await fetch(`${app.url}/api/v1/tasks?search=Push%20notification%20settings`, {
      headers: { cookie: session.cookie },
    });
    const [task] = ((await res.json()) as { items: Array<{ id: number }> }).items;
    const deleted = await fetch(`${app.url}/api/v1/tasks/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, [CSRF_HEADER]: session.csrf },
      body: JSON.stringify({ taskIds: [task!.id] }),
    });
    expect(deleted.status).toBe(200);

    await moveByMenu('Push notification settings', 'Active');
    await hasText(page.locator('.mantine-Notifications-root'), 'A closed or deleted task cannot be edited.');
    // Back where it was, then gone once the board is read again (it is in the Deleted tab now).
    await expect.poll(() => card('Push notification settings').count(), WAIT).toBe(0);
    expectNoProblems(problems);
  });

  test('on a phone the board scrolls sideways and its menu moves a card', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await startAs(PRIYA, '/tasks-list?view=board');
      await shown(card('Fix login crash on Android'));
      // A string: the browser tests are compiled without the DOM's types.
      const [scrollWidth, clientWidth, pageWidth] = await page.evaluate<[number, number, number]>(
        `(() => {
          const board = document.querySelector('[role=group][aria-label="Task board"]');
          return [board.scrollWidth, board.clientWidth, document.documentElement.scrollWidth];
        })()`,
      );
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(pageWidth).toBeLessThanOrEqual(390);
      await moveByMenu('Fix login crash on Android', 'In-progress');
      await isIn('Fix login crash on Android', 'In-progress');
      await expect.poll(() => statusOf('Fix login crash on Android'), WAIT).toBe('In-progress');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    expectNoProblems(problems);
  });
});
