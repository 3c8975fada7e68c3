/**
 * People and organisation in a real browser (spec 001 §2.1–§2.4, §2.9, §5; spec 000 §4 for the
 * hierarchy selector). One app and one browser for the whole file; the tests run in order and the
 * last one changes the organisation (Priya Sharma leaves), so it comes last.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { linkIn } from '../server/test/smtp-capture.ts';
import { EMPTY_GUID } from '../shared/constants.ts';
import type { Browser, RunningApp } from './harness.ts';
import {
  apiSignIn,
  DEMO_PASSWORD,
  demoEmail,
  downloaded,
  expectNoProblems,
  signIn,
  signOut,
} from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';

const ADMIN = demoEmail('admin');
const ADD_USER_PATH = `/add-user/${EMPTY_GUID}`;

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

/** The person test 1 adds and test 2 edits. */
const NEWCOMER = {
  firstName: 'Zoya',
  lastName: 'Khan',
  fullName: 'Zoya Khan',
  email: 'zoya.khan@example.com',
  phone: '9812345678',
  employeeCode: 'EMP900',
  department: 'Sales',
  designation: 'Sales Executive',
  manager: 'Rahul Verma',
  role: 'Employee',
  project: 'Q4 Sales Campaign',
  permission: 'CreateTask',
  password: 'Zoya@Orgdesk99',
};
let newcomerId = '';

/** Playwright's web-first assertions are not available under vitest: these wait the same way. */
const WAIT = { timeout: 10_000, interval: 100 };
const QUICK = { timeout: 1_000 };

async function shown(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: WAIT.timeout });
}

async function absent(locator: Locator): Promise<void> {
  await expect.poll(() => locator.count(), WAIT).toBe(0);
}

async function enabled(locator: Locator, expected = true): Promise<void> {
  await expect.poll(() => locator.isEnabled(QUICK), WAIT).toBe(expected);
}

async function text(locator: Locator): Promise<string> {
  return (await locator.allTextContents()).join(' ');
}

async function hasText(locator: Locator, expected: string): Promise<void> {
  await expect.poll(() => text(locator), WAIT).toContain(expected);
}

async function hasValue(locator: Locator, expected: string): Promise<void> {
  await expect.poll(() => locator.inputValue(QUICK), WAIT).toBe(expected);
}

async function focused(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => el === el.ownerDocument.activeElement, undefined, QUICK), WAIT)
    .toBe(true);
}

/** What a screen reader reads as the field's description: its error, success or hint text. */
async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby', QUICK)) ?? '';
  const parts = ids.split(/\s+/).filter(Boolean);
  return (await Promise.all(parts.map((id) => page.locator(`[id="${id}"]`).textContent(QUICK)))).join(' ');
}

async function describedAs(field: Locator, expected: string, present = true): Promise<void> {
  const check = expect.poll(() => description(field), WAIT);
  await (present ? check.toContain(expected) : check.not.toContain(expected));
}

/** Picks `option` of a Mantine select (or multi-select) named `label`, then closes its list. */
async function choose(label: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await enabled(box);
  await box.click();
  await page.getByRole('option', { name: option }).click();
  if ((await box.getAttribute('aria-expanded')) === 'true') await box.press('Escape');
}

/** A text field of a form, by its label (the label's '*' is hidden from assistive technology). */
const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const passwordField = (label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Fills every field of the add-user form (spec 001 §2.4, all marked required). */
async function fillAddUserForm(person: typeof NEWCOMER): Promise<void> {
  await field('First name').fill(person.firstName);
  await field('Last name').fill(person.lastName);
  await field('Email').fill(person.email);
  await field('Email').blur();
  const country = page.getByRole('combobox', { name: 'Country code', exact: true });
  await country.click();
  await country.fill('+91');
  await page.getByRole('option', { name: /^India/ }).click();
  await field('Contact number').fill(person.phone);
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByRole('radio', { name: 'Unmarried', exact: true }).check();
  await field('Employee ID').fill(person.employeeCode);
  await field('Employee ID').blur();
  await choose('Department', person.department);
  await choose('Designation', person.designation);
  await choose('Role', person.role);
  await choose('Reporting manager', new RegExp(`^${person.manager}`));
  // The manager's projects load; projects and permissions are enabled only then (spec 001 §4).
  await choose('Projects', person.project);
  await choose('Task permissions', person.permission);
}

const main = () => page.getByRole('main');
const userLink = (fullName: string) => main().getByRole('link', { name: fullName, exact: true });
/** The users-list cards' name links, one per card. */
const cardLinks = () => main().locator('.mantine-Card-root a[href^="/user/"]');

function cardOf(fullName: string): Locator {
  // `has` is relative to the card: the link inside it, not inside <main>.
  const link = page.getByRole('link', { name: fullName, exact: true });
  return main().locator('.mantine-Card-root', { has: link });
}

async function openCardMenu(fullName: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${fullName}`, exact: true }).click();
  await shown(page.getByRole('menu'));
}

async function searchUsers(query: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(query);
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === query, WAIT);
}

/** An org chart card that re-centres the chart (a button), found by the person's name. */
const chartCard = (fullName: string) => main().getByRole('button', { name: new RegExp(fullName) });
/** The card the chart is centred on. */
const chartCentre = () => main().locator('[aria-current="true"]');

describe('people', () => {
  test('an admin adds a user, who gets an invitation, sets a password and signs in', async () => {
    await startAs(ADMIN, '/users-list');
    await page.getByRole('link', { name: 'Add user', exact: true }).click();
    await page.waitForURL(`**${ADD_USER_PATH}`);
    await shown(page.getByRole('heading', { name: 'Add user', exact: true }));

    // Before a manager is chosen, projects and permissions wait for one.
    await enabled(page.getByRole('combobox', { name: 'Projects', exact: true }), false);
    await enabled(page.getByRole('combobox', { name: 'Task permissions', exact: true }), false);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await enabled(save, false);

    await fillAddUserForm(NEWCOMER);
    await describedAs(field('Email'), 'User already exists!', false);
    await enabled(save);
    await save.click();

    await shown(
      page.getByText(
        `${NEWCOMER.fullName} has been added. An invitation e-mail has been sent to ${NEWCOMER.email}.`,
      ),
    );
    await page.waitForURL(/\/users-list/);
    await searchUsers('Zoya');
    await shown(userLink(NEWCOMER.fullName));
    await hasText(cardOf(NEWCOMER.fullName), NEWCOMER.designation);
    newcomerId = (await userLink(NEWCOMER.fullName).getAttribute('href'))!.split('/').pop()!;
    expect(newcomerId).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await app.smtp.waitFor(NEWCOMER.email);
    const link = linkIn(mail, '/ResetPassword/');
    // The newcomer opens it where no one is signed in. (Not through the account menu, which the
    // notice above covers for its 5 seconds: signing out has tests of its own.)
    await browser.context.clearCookies();

    await page.goto(link);
    await shown(page.getByRole('heading', { name: 'Set your password' }));
    await passwordField('New password').fill(NEWCOMER.password);
    await passwordField('Confirm password').fill(NEWCOMER.password);
    await page.getByRole('button', { name: 'Set your password', exact: true }).click();
    await page.waitForURL(/\/login$/, WAIT);

    await signIn(page, app.url, NEWCOMER.email, NEWCOMER.password);
    await shown(page.getByRole('button', { name: `Account menu of ${NEWCOMER.fullName}` }));
    expectNoProblems(browser.problems);
  });

  test('an admin edits the user: Update waits for a change, and the profile shows it', async () => {
    expect(newcomerId, 'the first test adds the user').not.toBe('');
    await startAs(ADMIN, '/users-list');
    await searchUsers('Zoya');
    await openCardMenu(NEWCOMER.fullName);
    await page.getByRole('menuitem', { name: 'Edit user', exact: true }).click();
    await page.waitForURL(`**/add-user/${newcomerId}`);
    await shown(page.getByRole('heading', { name: `Edit user (${NEWCOMER.fullName})` }));

    await hasValue(field('Contact number'), NEWCOMER.phone);
    await enabled(field('Email'), false);
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await enabled(update, false);

    // Reset goes back to the stored values, and Update waits again (spec 001 §4).
    await field('Contact number').fill('9000022222');
    await enabled(update);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await hasValue(field('Contact number'), NEWCOMER.phone);
    await enabled(update, false);

    await field('Contact number').fill('9000011111');
    await choose('Designation', 'Accountant');
    await enabled(update);
    await update.click();
    await shown(page.getByText(`${NEWCOMER.fullName} has been updated.`));
    await page.waitForURL(/\/users-list/);

    await page.goto(`${app.url}/user/${newcomerId}?tab=details`);
    await shown(main().getByRole('heading', { name: NEWCOMER.fullName }));
    await shown(main().getByText('+91 9000011111', { exact: true }));
    await hasText(main().getByText('Designation', { exact: true }).locator('..'), 'Accountant');
    expectNoProblems(browser.problems);
  });

  test('the add form refuses an e-mail in use and strips characters that are not allowed', async () => {
    await startAs(ADMIN, ADD_USER_PATH);
    await shown(page.getByRole('heading', { name: 'Add user', exact: true }));

    // Characters not allowed go as they are typed, with the spec's message (spec 001 §5). Names
    // keep letters, digits, dots and spaces; the phone keeps digits; the employee id letters and digits.
    await field('First name').pressSequentially('Ri#ya@2');
    await hasValue(field('First name'), 'Riya2');
    await describedAs(field('First name'), 'Special characters are not allowed!');
    await field('Contact number').pressSequentially('98a76-5');
    await hasValue(field('Contact number'), '98765');
    await describedAs(field('Contact number'), 'Special characters and characters are not allowed!');
    await field('Employee ID').pressSequentially('EMP_9!');
    await hasValue(field('Employee ID'), 'EMP9');
    await describedAs(field('Employee ID'), 'Special characters are not allowed!');

    // Everything filled in and valid, but the e-mail belongs to someone: Save stays blocked.
    await fillAddUserForm({
      ...NEWCOMER,
      firstName: 'Riya',
      lastName: 'Bose',
      email: demoEmail('neha.gupta'),
      employeeCode: 'EMP901',
    });
    await describedAs(field('Email'), 'User already exists!');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await enabled(save, false);

    // The same form with a free address may be saved: it was the e-mail that blocked it.
    await field('Email').fill('riya.bose@example.com');
    await field('Email').blur();
    await describedAs(field('Email'), 'User already exists!', false);
    await enabled(save);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/users-list/);
    expectNoProblems(browser.problems);
  });

  test('the org chart shows manager, person and reports; a card re-centres by click or Enter', async () => {
    await startAs(ADMIN, '/management-tree');
    await shown(page.getByRole('heading', { name: 'Organization structure' }));
    await hasText(chartCentre(), 'Aarav Mehta');
    await shown(chartCard('Priya Sharma'));
    await shown(chartCard('Rahul Verma'));

    await chartCard('Priya Sharma').click();
    await hasText(chartCentre(), 'Priya Sharma');
    await hasText(chartCentre(), 'Engineering Manager');
    await shown(main().getByText('Aarav Mehta'));
    await shown(chartCard('Ananya Iyer'));
    await shown(chartCard('Vikram Singh'));
    await absent(chartCard('Rahul Verma'));

    // The keyboard does the same: Enter on a focused card; focus then moves to the new centre.
    await chartCard('Ananya Iyer').focus();
    await page.keyboard.press('Enter');
    await hasText(chartCentre(), 'Ananya Iyer');
    await focused(chartCentre());
    await shown(main().getByText('Priya Sharma'));
    await shown(chartCard('Neha Gupta'));
    await shown(chartCard('Arjun Nair'));
    await absent(chartCard('Vikram Singh'));
    expectNoProblems(browser.problems);
  });

  test('the hierarchy selector views the users list as someone else, and back', async () => {
    await startAs(ADMIN, '/users-list');
    await shown(userLink('Sneha Kapoor'));

    await page.getByRole('button', { name: 'Viewing as Aarav Mehta (you)' }).click();
    await page.getByRole('textbox', { name: 'Search people' }).fill('Ananya');
    await page.getByRole('option', { name: /^Ananya Iyer/ }).click();
    const viewingAnanya = page.getByRole('button', {
      name: 'Viewing as Ananya Iyer',
    });
    await shown(viewingAnanya);

    for (const name of ['Ananya Iyer', 'Neha Gupta', 'Arjun Nair']) await shown(userLink(name));
    await expect.poll(() => cardLinks().count(), WAIT).toBe(3);
    for (const name of ['Rahul Verma', 'Sneha Kapoor', 'Aditya Joshi', 'Priya Sharma', 'Aarav Mehta'])
      await absent(userLink(name));

    await viewingAnanya.click();
    await page.getByRole('option', { name: 'Back to my view' }).click();
    await shown(page.getByRole('button', { name: 'Viewing as Aarav Mehta (you)' }));
    await shown(userLink('Sneha Kapoor'));
    await shown(userLink('Rahul Verma'));
    expectNoProblems(browser.problems);
  });

  test('the users search is debounced, and Export all downloads User_list.csv', async () => {
    await startAs(ADMIN, '/users-list');
    await shown(userLink('Rahul Verma'));

    const searches: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/users') searches.push(url.searchParams.get('search') ?? '');
    };
    page.on('request', onRequest);
    const started = Date.now();
    await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('Sneha', { delay: 60 });
    // Right after typing the list has not changed yet…
    expect(await userLink('Rahul Verma').isVisible()).toBe(true);
    // …it does after the pause.
    await absent(userLink('Rahul Verma'));
    const filteredAfter = Date.now() - started;
    page.off('request', onRequest);
    await shown(userLink('Sneha Kapoor'));
    expect(await cardLinks().count()).toBe(1);
    // One request for the whole word, not one per keystroke, sent 800 ms after the last one.
    expect(searches).toEqual(['Sneha']);
    expect(filteredAfter).toBeGreaterThanOrEqual(800);

    await searchUsers('');
    await shown(userLink('Rahul Verma'));
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Export all', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('User_list.csv');
    const bytes = await downloaded(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    // The columns of spec 001 §6.
    expect(lines[0]).toBe(
      '"First name","Last name","Designation","Email","Department name","Reporting manager"',
    );
    expect(lines).toContain(
      '"Priya","Sharma","Engineering Manager","priya.sharma@example.com","Engineering","Aarav Mehta"',
    );
    expect(lines.some((line) => line.startsWith('"Zoya","Khan",'))).toBe(true);
    expectNoProblems(browser.problems);
  });

  test('deactivating a manager hands the team to a new manager, and she cannot sign in', async () => {
    // Priya is signed in elsewhere; deactivation ends that session too (DESIGN.md).
    const priya = await apiSignIn(app.url, demoEmail('priya.sharma'));
    const priyaMe = () => fetch(`${app.url}/api/v1/auth/me`, { headers: { cookie: priya.cookie } });
    expect((await priyaMe()).status).toBe(200);

    await startAs(ADMIN, '/users-list');
    await openCardMenu('Priya Sharma');
    await page.getByRole('menuitem', { name: 'Deactivate user', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
    await hasText(dialog, 'Are you sure you want to deactivate Priya Sharma?');
    const confirm = dialog.getByRole('button', { name: 'Deactivate', exact: true });
    await enabled(confirm, false);
    const newManager = dialog.getByRole('combobox', { name: 'New reporting manager' });
    await enabled(newManager);
    await newManager.click();
    await shown(page.getByRole('option', { name: /^Rahul Verma/ }));
    const offered = await text(page.getByRole('option'));
    // Not herself, not her direct reports, nor anyone below them (spec 001 §2.2).
    for (const name of ['Priya Sharma', 'Ananya Iyer', 'Vikram Singh', 'Neha Gupta', 'Kavya Reddy'])
      expect(offered).not.toContain(name);
    expect(offered).toContain('Aarav Mehta');
    await page.getByRole('option', { name: /^Rahul Verma/ }).click();
    await enabled(confirm);
    await confirm.click();
    await shown(page.getByText('Priya Sharma has been deactivated.'));
    await absent(dialog);

    await shown(cardOf('Priya Sharma').getByText('Inactive', { exact: true }));
    await openCardMenu('Priya Sharma');
    await shown(page.getByRole('menuitem', { name: 'Activate user', exact: true }));
    await absent(page.getByRole('menuitem', { name: 'Deactivate user', exact: true }));
    await absent(page.getByRole('menuitem', { name: 'Edit user', exact: true }));
    await page.keyboard.press('Escape');
    await absent(page.getByRole('menu'));

    // Her team now reports to Rahul: on Ananya's page, in her profile and in the org chart.
    await userLink('Ananya Iyer').click();
    await page.waitForURL(/\/user\//);
    await hasText(main().getByRole('region', { name: 'Team' }), 'Rahul Verma');
    await main().getByRole('tab', { name: 'Profile details' }).click();
    await hasText(main().getByText('Reporting manager', { exact: true }).locator('..'), 'Rahul Verma');
    await page.goto(`${app.url}/management-tree`);
    await hasText(chartCentre(), 'Aarav Mehta');
    await shown(chartCard('Rahul Verma'));
    await absent(chartCard('Priya Sharma'));
    await chartCard('Rahul Verma').click();
    await hasText(chartCentre(), 'Rahul Verma');
    for (const name of ['Ananya Iyer', 'Vikram Singh', 'Sneha Kapoor']) await shown(chartCard(name));
    expectNoProblems(browser.problems);

    // Priya can no longer sign in, and her other session has ended.
    expect((await priyaMe()).status).toBe(401);
    await signOut(page);
    // The login page stays, with an error.
    await signIn(page, app.url, demoEmail('priya.sharma'), DEMO_PASSWORD, /\/login$/);
    await hasText(page.getByRole('alert'), 'Invalid email or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
