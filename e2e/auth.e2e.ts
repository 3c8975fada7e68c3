import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../server/test/smtp-capture.ts';
import type { Browser, RunningApp } from './harness.ts';
import { DEMO_PASSWORD, demoEmail, expectNoProblems, signIn, signOut } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';

/** Spec 000 §2 Login / Forgot password, §5, §8; spec 001 §2.5, §2.10, §2.11 (reset and change password). */

let app: RunningApp;
let browser: Browser;
let page: Page;
// Signs in through the API, for the tests here about what comes after signing in; the ones about
// signing in use the login page.
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started), {
  timeout: 15_000,
  guestEachTest: true,
});

const emailField = () => page.getByLabel('Email');
const passwordField = () => page.getByLabel(/^Password/);
const signInButton = () => page.getByRole('button', { name: 'Sign in' });
const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
const accountMenu = (name: string) => page.getByRole('button', { name: `Account menu of ${name}` });

/** Fills the login form and submits it, staying on whatever page the app then shows. */
async function submitLogin(email: string, password: string): Promise<void> {
  await page.goto(`${app.url}/login`);
  await emailField().fill(email);
  await passwordField().fill(password);
  await expect.poll(() => signInButton().isEnabled()).toBe(true);
  await signInButton().click();
}

/** The alert's background colour as [r, g, b]. */
async function backgroundRgb(locator: Locator): Promise<number[]> {
  // Through the element's own window: the server's tsconfig, which checks e2e/, has no DOM globals.
  const colour = await locator.evaluate((el) =>
    String(el.ownerDocument.defaultView.getComputedStyle(el).backgroundColor),
  );
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}

/** The name of the focused input, or null when focus is elsewhere. */
async function focusedInput(): Promise<string | null> {
  const focused = page.locator('input:focus');
  return (await focused.count()) === 1 ? await focused.getAttribute('name') : null;
}

/** A password-rules list entry ("Lowercase letter", …) of the popover. */
const rule = (label: string) => page.getByRole('listitem').filter({ hasText: label });

describe('signing in', () => {
  it('signs the demo admin in and lands on the dashboard with their name in the top bar', async () => {
    await signIn(page, app.url, demoEmail('admin'));

    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await accountMenu('Aarav Mehta').waitFor();
    // The name is written out beside the avatar on a wide screen.
    expect(await accountMenu('Aarav Mehta').innerText()).toContain('Aarav Mehta');
    await page.getByRole('heading', { level: 1, name: 'Welcome Aarav Mehta' }).waitFor();
    expect(await page.title()).toBe('Dashboard · Orgdesk');
    expectNoProblems(browser.problems);
  });

  it('shows the demo hint with the shared password on the login page', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByText(`Demo: sign in as admin@example.com with the password ${DEMO_PASSWORD}.`).waitFor();
    expectNoProblems(browser.problems);
  });

  it("shows the server's generic message in a red alert for a wrong password, and typing clears it", async () => {
    const email = demoEmail('neha.gupta');
    await submitLogin(email, 'Wrong#Pass1');

    const alert = alertWith('Invalid email or password.');
    await alert.waitFor();
    const [r = 0, g = 0, b = 0] = await backgroundRgb(alert);
    expect(r - g, 'the alert is red').toBeGreaterThan(20);
    expect(r - b, 'the alert is red').toBeGreaterThan(20);
    expect(new URL(page.url()).pathname).toBe('/login');

    // Gone at once, not by its own 5-second time-out.
    await passwordField().press('x');
    await alert.waitFor({ state: 'detached', timeout: 2_000 });

    // The same for the e-mail field, after a second failed attempt.
    await passwordField().fill('Wrong#Pass2');
    await signInButton().click();
    await alert.waitFor();
    await emailField().press('End');
    await emailField().press('m');
    await alert.waitFor({ state: 'detached', timeout: 2_000 });
    expect(await emailField().inputValue()).toBe(`${email}m`);
    expectNoProblems(browser.problems);
  });

  it('keeps Sign in disabled until the form is valid, and strips the spaces typed in the e-mail', async () => {
    await page.goto(`${app.url}/login`);
    await emailField().waitFor();
    expect(await signInButton().isDisabled()).toBe(true);

    // Touching both fields empty shows the spec's messages.
    await emailField().focus();
    await passwordField().focus();
    await emailField().focus();
    await page.getByText('Email is required!').waitFor();
    await page.getByText('Password is required!').waitFor();
    expect(await signInButton().isDisabled()).toBe(true);

    await emailField().pressSequentially(' admin @exam ple ');
    expect(await emailField().inputValue()).toBe('admin@example');
    await passwordField().pressSequentially(` ${DEMO_PASSWORD} `);
    expect(await passwordField().inputValue()).toBe(DEMO_PASSWORD);
    await page.getByText('Please enter valid email!').waitFor();
    expect(await signInButton().isDisabled()).toBe(true);

    await emailField().press('End');
    await emailField().pressSequentially('. com ');
    expect(await emailField().inputValue()).toBe('admin@example.com');
    await expect.poll(() => signInButton().isEnabled()).toBe(true);
    expect(await page.getByText('Please enter valid email!').count()).toBe(0);

    await signInButton().click();
    await page.waitForURL(/\/dashboard$/);
    await accountMenu('Aarav Mehta').waitFor();
    expectNoProblems(browser.problems);
  });
});

describe('forgot password', () => {
  it('mails a reset link that sets a new password once, after which only the new password works', async () => {
    const email = demoEmail('ananya.iyer');
    const newPassword = 'Fresh#Start2026';

    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    const reset = page.getByRole('button', { name: 'Reset' });
    expect(await reset.isDisabled()).toBe(true);
    await emailField().fill(email);
    await expect.poll(() => reset.isEnabled()).toBe(true);
    await reset.click();

    // The "sent" state of the status screen.
    await page.waitForURL(/\/not-verified$/);
    await page.getByRole('heading', { name: 'Email Sent' }).waitFor();
    await page.getByText('If an account exists for this e-mail, a link has been sent to it.').waitFor();

    // The demo may also mail her at start-up (the overdue digest): the reset mail is the one with the link.
    const mail = await app.smtp.waitFor(email, (m) => m.text.includes('/ResetPassword/'), 20_000);
    const link = linkIn(mail, '/ResetPassword/');
    expect(new URL(link).origin).toBe(app.url);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    const newField = page.getByLabel(/^New password/);
    const confirmField = page.getByLabel(/^Confirm password/);
    const submit = page.getByRole('button', { name: 'Reset' });

    // The rules popover opens with the field and ticks the rules as they are met.
    await newField.click();
    await page.getByText('Password must contain:').waitFor();
    await newField.pressSequentially('abc');
    expect(await rule('Lowercase letter').getAttribute('data-met')).toBe('true');
    expect(await rule('Uppercase letter').getAttribute('data-met')).toBe('false');
    expect(await rule('8 characters').textContent()).toContain('(not met)');
    await newField.fill(newPassword);
    for (const label of [
      'Lowercase letter',
      'Uppercase letter',
      'Number',
      'Special character',
      '8 characters',
    ]) {
      expect(await rule(label).getAttribute('data-met'), label).toBe('true');
    }
    expect(await submit.isDisabled()).toBe(true);

    // Pasting works in the new-password field (so the clipboard works here) but not in the confirm field.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(newPassword)})`);
    await newField.fill('');
    await newField.press('ControlOrMeta+V');
    expect(await newField.inputValue()).toBe(newPassword);
    // To the confirm field with the keyboard (past the show-password toggle); the mouse has its
    // own test below.
    await newField.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedInput()).toBe('confirmPassword');
    await page.keyboard.press('ControlOrMeta+V');
    expect(await confirmField.inputValue()).toBe('');
    expect(await submit.isDisabled()).toBe(true);

    await confirmField.pressSequentially(newPassword);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();

    // The old password is refused, the new one signs in.
    await submitLogin(email, DEMO_PASSWORD);
    await alertWith('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(email, newPassword);
    await page.waitForURL(/\/dashboard$/);
    await accountMenu('Ananya Iyer').waitFor();
    await signOut(page);

    // The link was used up.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await page.getByText('This link is not valid any more. Request a new one.').waitFor();
    expect(await page.getByLabel(/^New password/).count()).toBe(0);
    expectNoProblems(browser.problems);
  });
});

describe('the session', () => {
  it('signs out through the account menu, after which the dashboard asks to sign in', async () => {
    await startAs(demoEmail('admin'));
    await page.getByRole('button', { name: 'Account menu of Aarav Mehta' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await signInButton().waitFor();

    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(/\/login$/);
    await signInButton().waitFor();
    expect(await accountMenu('Aarav Mehta').count()).toBe(0);
    expectNoProblems(browser.problems);
  });

  it('brings a guest back to the page they asked for once signed in', async () => {
    await page.goto(`${app.url}/users-list`);
    await page.waitForURL(/\/login$/);

    await emailField().fill(demoEmail('admin'));
    await passwordField().fill(DEMO_PASSWORD);
    await signInButton().click();
    await page.waitForURL(/\/users-list$/);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expectNoProblems(browser.problems);
  });
});

describe('Settings > Account settings', () => {
  it('changes the password; the new one signs in and the old one no longer does', async () => {
    const email = demoEmail('priya.sharma');
    const newPassword = 'Changed#Pass42';
    await startAs(email);

    await accountMenu('Priya Sharma').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(/\/settings$/);
    await page.getByRole('tab', { name: 'Account settings' }).click();
    await page.waitForURL(/\/settings\?tab=account$/);

    const update = page.getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    const newField = page.getByLabel(/^New password/);
    await newField.click();
    await newField.pressSequentially(newPassword);
    await page.getByText('Password must contain:').waitFor();
    // Past the show-password toggle to the confirm field, from the keyboard.
    await newField.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedInput()).toBe('confirmPassword');
    await page.keyboard.type(newPassword);
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();

    // The change ends every session, this one too: Login, with the answer as a notice.
    await page.waitForURL(/\/login$/);
    await alertWith('Your password has been changed. Sign in with your new password.').waitFor();

    await submitLogin(email, DEMO_PASSWORD);
    await alertWith('Invalid email or password.').waitFor();
    await submitLogin(email, newPassword);
    await page.waitForURL(/\/dashboard$/);
    await accountMenu('Priya Sharma').waitFor();
    expectNoProblems(browser.problems);
  });
});

describe('the password rules popover', () => {
  // Shared by the reset-password page and Settings > Account settings (NewPasswordFields).
  // Beside the field on a wide screen; below it, over the Confirm field, on a phone.
  it.each([
    ['a wide screen', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ])('does not stop a mouse click from reaching the Confirm password field on %s', async (_, size) => {
    await page.setViewportSize(size);
    await startAs(demoEmail('rahul.verma'), '/settings?tab=account');
    const newField = page.getByLabel(/^New password/);
    await newField.click();
    await newField.pressSequentially('Valid#Pass1');
    await page.getByText('Password must contain:').waitFor();

    // Click where the Confirm password field is drawn, as a user moving on would.
    const box = (await page.getByLabel(/^Confirm password/).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await focusedInput(), 'the clicked Confirm password field has the focus').toBe('confirmPassword');
    expectNoProblems(browser.problems);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
