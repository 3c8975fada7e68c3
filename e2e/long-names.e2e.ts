/**
 * Long names and small screens (issue 9, item 6): a person whose first name is 50 letters with no
 * space is cut with an ellipsis on the project team page and on the users page, the whole name
 * shows on hover, and the actions of the row or card stay on screen, on a desktop and a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProjectListItem } from '../shared/schemas/projects.schema.ts';
import type { UpdateUserBody, UserDetail, UserListItem } from '../shared/schemas/users.schema.ts';
import { openBrowser, startApp, type Browser, type RunningApp } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems, signIn } from './helpers.ts';
import { countIs, shown, WAIT } from './work-helpers.ts';

const FIRST_NAME = `A${'a'.repeat(49)}`;
// Neha Gupta is a member of Orgdesk Mobile App (scripts/demo-data.ts).
const FULL_NAME = `${FIRST_NAME} Gupta`;
const PROJECT = 'Orgdesk Mobile App';

let app: RunningApp;
let projectId: number;

/** Gives Neha Gupta the long first name through the API, as an admin editing her would. */
async function renameNeha(): Promise<void> {
  const admin = await apiSignIn(app.url, demoEmail('admin'));
  const headers = { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'application/json' };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${app.url}/api/v1${path}`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const users = await get<{ items: UserListItem[] }>('/users?search=neha.gupta');
  const neha = await get<UserDetail>(`/users/${users.items[0]!.id}`);
  const body: UpdateUserBody = {
    firstName: FIRST_NAME,
    lastName: neha.lastName,
    countryIso: neha.countryIso!,
    countryCode: neha.countryCode!,
    phoneNumber: neha.phoneNumber!,
    gender: neha.gender!,
    maritalStatus: neha.maritalStatus!,
    departmentId: neha.department!.id,
    designationId: neha.designation!.id,
    reportingManagerId: neha.reportingManager?.id ?? null,
    roleId: neha.role!.id,
    projectIds: neha.projects.map((project) => project.id),
    permissions: neha.grantedPermissions,
  };
  const response = await fetch(`${app.url}/api/v1/users/${neha.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const projects = await get<{ items: ProjectListItem[] }>(`/projects?search=${encodeURIComponent(PROJECT)}`);
  projectId = projects.items.find((project) => project.name === PROJECT)!.id;
}

beforeAll(async () => {
  app = await startApp();
  await renameNeha();
});

afterAll(async () => {
  await app?.stop();
});

/** The element's text does not fit its box, and the box ends in an ellipsis. */
async function expectCut(name: Locator): Promise<void> {
  // Through the element's own window: the server's tsconfig, which checks e2e/, has no DOM globals.
  const box = await name.evaluate((element) => {
    const style = element.ownerDocument.defaultView.getComputedStyle(element);
    return {
      overflows: element.scrollWidth > element.clientWidth,
      textOverflow: String(style.textOverflow),
      whiteSpace: String(style.whiteSpace),
    };
  });
  expect(box).toEqual({ overflows: true, textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
}

/** Hovering the name offers all of it (the title attribute the browser shows as a tooltip). */
async function expectFullNameOnHover(name: Locator): Promise<void> {
  await name.hover();
  await expect.poll(() => name.getAttribute('title'), WAIT).toBe(FULL_NAME);
}

/** The control lies wholly inside the window, and the page does not scroll sideways. */
async function expectOnScreen(page: Page, control: Locator): Promise<void> {
  await shown(control);
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const pageWidth = await control.evaluate((element) =>
    Number(element.ownerDocument.documentElement.scrollWidth),
  );
  expect(pageWidth).toBeLessThanOrEqual(width);
}

describe.each([
  { screen: 'a desktop', width: 1440, height: 900 },
  { screen: 'a phone', width: 390, height: 844 },
])('a 50-letter name on $screen ($width px)', ({ width, height }) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser({ width, height });
    page = browser.page;
    await signIn(page, app.url, demoEmail('admin'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('the project team cuts the name and keeps the Remove button on screen', async () => {
    await page.goto(`${app.url}/project-team/${projectId}`);
    // A table row on a desktop, a card on a phone.
    const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: FIRST_NAME });
    const name = row.getByText(FULL_NAME, { exact: true });
    await shown(name);

    await expectCut(name);
    await expectFullNameOnHover(name);
    await expectOnScreen(page, row.getByRole('button', { name: `Remove ${FULL_NAME}`, exact: true }));
    // The row's checkbox is still there on the other side of the name.
    await expectOnScreen(page, row.getByRole('checkbox', { name: `Select ${FULL_NAME}`, exact: true }));
    expectNoProblems(browser.problems);
  });

  test('the users page cuts the name on the card and keeps its menu on screen', async () => {
    await page.goto(`${app.url}/users-list`);
    const name = page.getByRole('main').getByRole('link', { name: FULL_NAME, exact: true });
    await shown(name);

    await expectCut(name);
    await expectFullNameOnHover(name);
    const menu = page.getByRole('button', { name: `Actions for ${FULL_NAME}`, exact: true });
    await expectOnScreen(page, menu);
    await menu.click();
    await expectOnScreen(page, page.getByRole('menuitem', { name: 'Edit user', exact: true }));
    await page.keyboard.press('Escape');
    expectNoProblems(browser.problems);
  });

  test("the Designation filter's heading shows once", async () => {
    await page.goto(`${app.url}/users-list`);
    await page.getByRole('button', { name: 'Designation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Designation' });
    await shown(dialog.getByRole('group', { name: 'Designation' }));
    // Mantine's label style outranks a hidden attribute: only the browser's own layout can tell.
    await countIs(dialog.getByText('Designation', { exact: true }).filter({ visible: true }), 1);
    await page.keyboard.press('Escape');
    expectNoProblems(browser.problems);
  });
});
