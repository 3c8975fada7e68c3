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
 * 29), a calendar feed address serves the person's calendar until replaced or turned off (issue
 * 31), and Admins see the scheduled jobs.
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

  it('makes a calendar feed address that serves the person’s calendar, and ends it on a new one or when turned off', async () => {
    await startAs(demoEmail('neha.gupta'), '/settings');
    await page.getByRole('tab', { name: 'Calendar', exact: true }).click();
    await page.waitForURL(/\/settings\?tab=calendar$/);
    await page.getByRole('button', { name: 'Make a feed address' }).click();
    const address = page.getByRole('textbox', { name: 'Your feed address' });
    await shown(address);
    const first = await address.inputValue();
    // Read as a calendar program would (the address names APP_URL's host; this app is on app.url).
    const feedAt = (url: string) => page.request.get(`${app.url}${new URL(url).pathname}`);
    const feed = await feedAt(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/\r\nSUMMARY:Holiday: /);

    await page.getByRole('button', { name: 'Make a new address' }).click();
    await page
      .getByRole('dialog', { name: 'Make a new address' })
      .getByRole('button', { name: 'Yes, make a new address' })
      .click();
    await expect.poll(() => address.inputValue(), WAIT).not.toBe(first);
    const second = await address.inputValue();
    expect((await feedAt(first)).status()).toBe(404);
    expect((await feedAt(second)).status()).toBe(200);

    await page.getByRole('button', { name: 'Turn the feed off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn the feed off' })
      .getByRole('button', { name: 'Yes, turn it off' })
      .click();
    await shown(page.getByText('Your calendar feed is off. Its address no longer works.'));
    expect((await feedAt(second)).status()).toBe(404);
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
