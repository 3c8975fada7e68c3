/**
 * Passwords and invitations (issue 9, spec 001 §4, §5): a reset refuses the current password,
 * Account settings says when the new password is the current one, a change signs the person out
 * to Login with a notice, and an invitation's page says "Set your password". One app, one browser.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../shared/constants.ts';
import { linkIn } from '../server/test/smtp-capture.ts';
import { ar } from '../web/src/i18n/all-strings.ts';
import type { Browser, RunningApp } from './harness.ts';
import { apiSignIn, DEMO_PASSWORD, demoEmail, expectNoProblems, signIn } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { describedAs, enabled, pathOf, shown } from './work-helpers.ts';

const SAME = 'New password and current password should not be same.';

let app: RunningApp;
let browser: Browser;
let page: Page;
useAppAndBrowser((started) => ({ app, browser, page } = started), { timeout: 15_000, guestEachTest: true });

const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Types into a field and leaves it, as a person would. */
async function typeAndLeave(label: string, value: string): Promise<void> {
  await field(label).click();
  await field(label).pressSequentially(value);
  await field(label).press('Tab');
}

async function openAccountSettings(email: string): Promise<void> {
  await signIn(page, app.url, email);
  await page.goto(`${app.url}/settings?tab=account`);
  await shown(field('Current password'));
}

/** Asks for a reset link on the forgot-password page and returns the mailed link. */
async function requestResetLink(email: string): Promise<string> {
  const before = app.smtp.messages.length;
  await page.goto(`${app.url}/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await shown(page.getByRole('heading', { name: 'Email Sent' }));
  const mail = await app.smtp.waitFor(email, (m) => app.smtp.messages.indexOf(m) >= before, 20_000);
  return linkIn(mail, '/ResetPassword/');
}

describe('the current password as the new one', () => {
  it('is refused by the reset form, under New password, and the link still works', async () => {
    const email = demoEmail('meera.pillai');
    const link = await requestResetLink(email);

    await page.goto(link);
    await shown(page.getByRole('heading', { level: 1, name: 'Reset password' }));
    await field('New password').fill(DEMO_PASSWORD);
    await typeAndLeave('Confirm password', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();

    await describedAs(field('New password'), SAME);
    expect(pathOf(page)).toBe(new URL(link).pathname);

    await field('New password').fill('Another#Pass7');
    await field('Confirm password').fill('');
    await typeAndLeave('Confirm password', 'Another#Pass7');
    await describedAs(field('New password'), SAME, false);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.waitForURL(/\/login$/);
    await shown(page.getByText('Your password has been reset. Sign in with your new password.'));
    expectNoProblems(browser.problems);
  });

  it('is named in Account settings, under New password, with the fields filled in top to bottom', async () => {
    await openAccountSettings(demoEmail('rahul.verma'));
    const update = page.getByRole('button', { name: 'Update' });

    await typeAndLeave('Current password', DEMO_PASSWORD);
    await typeAndLeave('New password', DEMO_PASSWORD);
    await typeAndLeave('Confirm password', DEMO_PASSWORD);
    await describedAs(field('New password'), SAME);
    await enabled(update, false);
    expectNoProblems(browser.problems);
  });

  it('is named in Arabic too', async () => {
    await signIn(page, app.url, demoEmail('neha.gupta'));
    await page.evaluate(() => globalThis.localStorage.setItem('orgdesk_language', 'ar'));
    try {
      await page.goto(`${app.url}/settings?tab=account`);
      const label = (key: keyof typeof ar) => page.getByLabel(new RegExp(`^${ar[key]}`));
      await shown(label('Current password'));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

      for (const key of ['Current password', 'New password', 'Confirm password'] as const) {
        await label(key).click();
        await label(key).pressSequentially(DEMO_PASSWORD);
        await label(key).press('Tab');
      }
      await describedAs(label('New password'), ar[SAME]);
      expectNoProblems(browser.problems);
    } finally {
      await page.evaluate(() => globalThis.localStorage.removeItem('orgdesk_language'));
    }
  });
});

describe('after a password change', () => {
  it('signs the person out to Login with a notice; the new password signs in', async () => {
    const email = demoEmail('kavya.reddy');
    const newPassword = 'Changed#Pass42';
    await openAccountSettings(email);

    await field('Current password').fill(DEMO_PASSWORD);
    await field('New password').fill(newPassword);
    await typeAndLeave('Confirm password', newPassword);
    const update = page.getByRole('button', { name: 'Update' });
    await enabled(update);
    await update.click();

    await page.waitForURL(/\/login$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Account settings' });
    await shown(
      notice.filter({ hasText: 'Your password has been changed. Sign in with your new password.' }),
    );
    // The session is over: the settings page asks to sign in again.
    await page.goto(`${app.url}/settings?tab=account`);
    await page.waitForURL(/\/login$/);

    // The new password signs in, back on the page asked for.
    await signIn(page, app.url, email, newPassword, /\/settings\?tab=account$/);
    expectNoProblems(browser.problems);
  });
});

describe('an invitation', () => {
  it('says "Set your password" on its page, its button and its notification', async () => {
    const admin = await apiSignIn(app.url, demoEmail('admin'));
    const headers = { cookie: admin.cookie, [CSRF_HEADER]: admin.csrf };
    const formOptions = `${app.url}/api/v1/users/form-options?managerId=${admin.body.user!.id}`;
    const options = (await (await fetch(formOptions, { headers })).json()) as {
      departments: Array<{ id: string }>;
      designations: Array<{ id: string }>;
      roles: Array<{ id: string; systemKey: string | null }>;
      projects: Array<{ id: number }>;
    };
    const email = 'tara.invited@example.com';
    const created = await fetch(`${app.url}/api/v1/users`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Tara',
        lastName: 'Invited',
        email,
        countryIso: 'IN',
        countryCode: '+91',
        phoneNumber: '9876543210',
        gender: 'Female',
        maritalStatus: 'Unmarried',
        employeeCode: 'EMP4242',
        departmentId: options.departments[0]!.id,
        designationId: options.designations[0]!.id,
        reportingManagerId: admin.body.user!.id,
        roleId: options.roles.find((role) => role.systemKey === null)!.id,
        projectIds: [options.projects[0]!.id],
        permissions: [],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const mail = await app.smtp.waitFor(email, undefined, 20_000);
    expect(mail.text).toContain('expires in 7 days');
    await page.goto(linkIn(mail, '/ResetPassword/'));
    await shown(page.getByRole('heading', { level: 1, name: 'Set your password' }));
    expect(await page.getByRole('button', { name: 'Reset', exact: true }).count()).toBe(0);

    await field('New password').fill('Tara#Pass2026');
    await typeAndLeave('Confirm password', 'Tara#Pass2026');
    await page.getByRole('button', { name: 'Set your password' }).click();

    await page.waitForURL(/\/login$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Set your password' });
    await shown(notice.filter({ hasText: 'Your password has been set. Sign in with your new password.' }));
    await signIn(page, app.url, email, 'Tara#Pass2026');
    expectNoProblems(browser.problems);
  });
});
