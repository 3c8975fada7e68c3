import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser, RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems, signOut } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { PHONE_MAKER, phonePhoto } from '../server/test/uploads.ts';
import { absent, pictureLoaded, shown, WAIT } from './work-helpers.ts';

/**
 * Settings: a profile picture is stored clean (issue 8), notification preferences are kept (issue
 * 29), and Admins see the scheduled jobs.
 */

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started), { timeout: 15_000 });

describe('settings', () => {
  it('stores an uploaded profile picture without its location, at the size the app shows', async () => {
    await startAs(demoEmail('neha.gupta'), '/settings');
    await page.getByLabel('Upload picture').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect.poll(() => picture.getAttribute('src'), WAIT).toMatch(/^\/api\/v1\/files\/avatars\//);
    await expect.poll(() => pictureLoaded(picture), WAIT).toBe(true);

    const served = await page.request.get(`${app.url}${await picture.getAttribute('src')}`);
    expect(served.status()).toBe(200);
    const body = await served.body();
    const meta = await sharp(body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 288,
      height: 288,
      exif: undefined,
    });
    expect(body.includes(Buffer.from(PHONE_MAKER))).toBe(false);
    // An employee has no Scheduled jobs tab, even when asking for it in the address.
    await page.goto(`${app.url}/settings?tab=jobs`);
    await shown(page.getByRole('tab', { name: 'Profile settings', selected: true }));
    await absent(page.getByRole('tab', { name: 'Scheduled jobs' }));
    expectNoProblems(browser.problems);
    await signOut(page);
  });

  it('keeps a changed notification preference after a reload', async () => {
    await startAs(demoEmail('neha.gupta'), '/settings');
    await page.getByRole('tab', { name: 'Notification settings' }).click();
    await page.waitForURL(/\/settings\?tab=notifications$/);
    const mentionsOff = () =>
      page.getByRole('radiogroup', { name: /^Mentions/ }).getByRole('radio', { name: 'Off' });
    await shown(mentionsOff());
    expect(await mentionsOff().isChecked()).toBe(false);
    await mentionsOff().check();
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Your notification preferences have been saved.'));

    await page.reload();
    await shown(mentionsOff());
    expect(await mentionsOff().isChecked()).toBe(true);
    expectNoProblems(browser.problems);
    await signOut(page);
  });

  it('shows an Admin the scheduled jobs with their last run', async () => {
    await startAs(demoEmail('admin'), '/settings');
    await page.getByRole('tab', { name: 'Scheduled jobs' }).click();
    await page.waitForURL(/\/settings\?tab=jobs$/);
    const rowOf = (label: string) => page.getByRole('row').filter({ hasText: label });
    await shown(rowOf('E-mail delivery'));
    await shown(rowOf('Unused file clean-up'));
    // The server ran both at start-up (the sweep for today's period, mail every 15 seconds).
    await shown(rowOf('E-mail delivery').getByText('Succeeded'));
    await shown(rowOf('Unused file clean-up').getByText('Succeeded'));
    await shown(rowOf('Unused file clean-up').getByText('Every day at 03:30 (UTC)'));
    expectNoProblems(browser.problems);
  });
});
