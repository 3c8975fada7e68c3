/**
 * Lists on a phone (issue 28, item 2): at 390 × 844 every list of the demo organisation shows its
 * rows as cards, each with every column as label and value, the status and the row's actions
 * inside the screen, and the page never scrolls sideways; nor does it on a tablet (768 and 1024 px). Signed in as the demo admin, who sees
 * everyone's rows and may act on most of them (the dashboard as an engineer, who has tasks).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { ProjectListItem } from '../shared/schemas/projects.schema.ts';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems } from './helpers.ts';
import { boxOf, expectInside, pageFits, windowBox } from './layout-helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { countIs, shown } from './work-helpers.ts';

const WIDTH = 390;
const HEIGHT = 844;

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started), {
  width: WIDTH,
  height: HEIGHT,
});

const main = () => page.getByRole('main');

interface PhoneList {
  name: string;
  /** The page's address, or a way to find it once signed in. */
  path: string | (() => Promise<string>);
  /** What to do on the page before its list shows (a tab to open). */
  open?: () => Promise<void>;
  /** The label of the column that says the row's state, when the list has one. */
  status?: string;
  /** The name of the row's actions, when the list has any. */
  actions?: 'Actions' | 'Action';
  /** Who signs in, when not the admin. */
  as?: string;
}

/** The project the demo admin's team page shows (scripts/demo-data.ts). */
async function projectTeamPath(): Promise<string> {
  const response = await page.request.get(`${app.url}/api/v1/projects?search=Orgdesk%20Mobile%20App`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: ProjectListItem[] };
  return `/project-team/${items[0]!.id}`;
}

const LISTS: PhoneList[] = [
  { name: 'leave approval', path: '/leave-approval', status: 'Status', actions: 'Actions' },
  {
    name: 'leave approval on the Attendance screen',
    path: '/attendance-record?tab=leave-approval',
    status: 'Status',
    actions: 'Actions',
  },
  // The custom holiday the demo puts 15 working days ahead: one the admin may edit and delete.
  { name: 'holidays', path: '/calendar?search=Acme%20Foundation', actions: 'Actions' },
  { name: 'letter requests', path: '/letter-requests', status: 'Status', actions: 'Actions' },
  { name: 'IT proofs', path: '/it-proof', status: 'Status', actions: 'Actions' },
  { name: 'appraisals', path: '/manager-appraisal-view', status: 'Status', actions: 'Action' },
  { name: 'appraisal cycles', path: '/manager-appraisal-view?tab=cycles' },
  {
    name: 'declarations review',
    path: '/investment-declaration',
    open: () => main().getByRole('tab', { name: 'All declarations' }).click(),
    status: 'Status',
    actions: 'Actions',
  },
  { name: 'project team', path: projectTeamPath, actions: 'Action' },
  { name: 'scheduled jobs', path: '/settings?tab=jobs', status: 'Outcome' },
  // The admin is given no tasks: an engineer's own.
  { name: 'My Tasks on the dashboard', path: '/dashboard', status: 'Status', as: demoEmail('arjun.nair') },
  {
    name: 'task list',
    path: '/tasks-list',
    status: 'Status',
    actions: 'Action',
    as: demoEmail('arjun.nair'),
  },
  {
    name: 'overdue tasks',
    path: '/tasks-list?tab=overdue',
    status: 'Status',
    actions: 'Action',
    as: demoEmail('priya.sharma'),
  },
];

/** Lists drawn as their own cards at every width (no label-and-value cards on a phone either). */
const GALLERIES = ['/users-list', '/projects-list'];

/** The element lies wholly inside the phone's screen, sideways, and is shown. */
async function onScreen(element: Locator): Promise<void> {
  await shown(element);
  expectInside(await boxOf(element), windowBox(WIDTH, HEIGHT));
}

/** The value beside `label` in a card. */
const valueOf = (card: Locator, label: string) =>
  card
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

describe('lists on a 390 px phone', () => {
  test.each(LISTS)(
    '$name: a card per row, its columns, status and actions within the screen',
    async (list) => {
      await startAs(list.as ?? demoEmail('admin'));
      const path = typeof list.path === 'string' ? list.path : await list.path();
      await page.goto(`${app.url}${path}`);
      await list.open?.();

      // The cards are the list items with a label and a value (the dashboard has other lists).
      const cards = main()
        .getByRole('listitem')
        .filter({ has: page.getByRole('definition') });
      await shown(cards.first());
      await countIs(main().getByRole('table'), 0);

      // Every column of the first card, its label and its value, within the screen.
      const first = cards.first();
      const terms = first.getByRole('term');
      const values = first.getByRole('definition');
      expect(await terms.count()).toBeGreaterThan(1);
      expect(await values.count()).toBe(await terms.count());
      for (const part of [...(await terms.all()), ...(await values.all())]) {
        expectInside(await boxOf(part), windowBox(WIDTH, HEIGHT));
      }
      if (list.status) await onScreen(valueOf(first, list.status));

      if (list.actions) {
        // The first card that offers something (a past leave, say, offers nothing).
        const actions = cards
          .getByRole('group', { name: list.actions, exact: true })
          .filter({ has: page.locator('a, button') })
          .first();
        const controls = actions.locator('a, button');
        expect(await controls.count()).toBeGreaterThan(0);
        for (const control of await controls.all()) await onScreen(control);
      }

      await pageFits(page, WIDTH);
      expectNoProblems(browser.problems);
    },
  );
});

describe('lists on a tablet', () => {
  test.each([
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ])('no list scrolls the page sideways at $width px', async ({ width, height }) => {
    await page.setViewportSize({ width, height });
    await startAs(demoEmail('admin'));
    const lists: Pick<PhoneList, 'path' | 'open'>[] = [
      ...LISTS.filter((list) => !list.as),
      { path: '/tasks-list' },
      ...GALLERIES.map((path) => ({ path })),
    ];
    for (const list of lists) {
      const path = typeof list.path === 'string' ? list.path : await list.path();
      await page.goto(`${app.url}${path}`);
      await list.open?.();
      // The rows, or what the list says instead of them, have come.
      await shown(main().locator('table, [role="list"], [role="status"]').first()).catch((error: unknown) => {
        throw new Error(`${path} at ${width} px: ${String(error)}`);
      });
      await pageFits(page, width);
    }
    expectNoProblems(browser.problems);
  });
});
