/**
 * Attendance marking in a real browser (spec 000 §2 Layout and Attendance marking, §4, §5, §8):
 * Chromium's fake camera and a position set on the browser. An employee bound to the demo's
 * Bengaluru HQ site marks attendance there with a photo, sees the button become Punch out,
 * punches out, and the button goes. On a 390 px phone the action is a profile menu entry. A
 * browser that was never allowed the location shows the spec's message. One app for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../shared/rules/attendance.ts';
import type { AttendanceToday, Place } from '../shared/schemas/attendance.schema.ts';
import { openBrowser, type Browser, type RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems, signIn } from './helpers.ts';
import { useAppAndBrowser } from './suite.ts';
import { absent, enabled, fitsPhone, hasText, pictureLoaded, shown, WAIT } from './work-helpers.ts';

/** Arjun Nair is bound to Bengaluru HQ and has not marked attendance today (scripts/demo-attendance.ts). */
const EMPLOYEE = demoEmail('arjun.nair');
/** Kavya Reddy, of the same site, has not marked today either. */
const COLLEAGUE = demoEmail('kavya.reddy');
/** Inside Bengaluru HQ's 300 m. */
const AT_HQ = { latitude: 12.9355, longitude: 77.6241, accuracy: 12 };

let app: RunningApp;
let browser: Browser;
let page: Page;
const startAs = useAppAndBrowser((started) => ({ app, browser, page } = started));

async function apiGet<T>(on: Page, path: string): Promise<T> {
  const response = await on.request.get(`${app.url}/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Whether the preview shows the camera's moving picture. */
async function previewPlays(on: Page): Promise<boolean> {
  return on
    .getByRole('dialog', { name: 'Mark attendance' })
    .locator('video')
    .evaluate((element) => {
      const video = element as unknown as { videoWidth: number; paused: boolean };
      return video.videoWidth > 0 && !video.paused;
    });
}

describe('attendance marking', () => {
  test('an employee marks attendance with a photo at their work site, then punches out', async () => {
    await browser.context.setGeolocation(AT_HQ);
    await browser.context.grantPermissions(['geolocation', 'camera'], { origin: app.url });
    await startAs(EMPLOYEE);
    const place = await apiGet<Place>(
      page,
      `/attendance/place?latitude=${AT_HQ.latitude}&longitude=${AT_HQ.longitude}`,
    );
    const bar = page.getByRole('banner');

    // The top bar names the place the browser is at.
    await hasText(page.getByTestId('current-location'), place.label);

    await bar.getByRole('button', { name: 'Mark attendance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark attendance' });
    await hasText(dialog, place.label);
    await hasText(dialog, 'Accurate to \u206612 m\u2069');
    await expect.poll(() => previewPlays(page), WAIT).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save' });
    await enabled(save, false);

    await dialog.getByRole('button', { name: 'Capture' }).click();
    const photo = dialog.getByRole('img', { name: 'Your attendance photo' });
    await shown(photo);
    await expect.poll(() => pictureLoaded(photo), WAIT).toBe(true);
    await shown(dialog.getByRole('button', { name: 'Retake' }));
    await enabled(save);
    await save.click();

    await hasText(dialog.getByRole('status'), ATTENDANCE_MESSAGES.marked);
    // It closes itself two seconds after the save, and the bar moves on to Punch out.
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await shown(bar.getByRole('button', { name: 'Punch out' }));
    await absent(bar.getByRole('button', { name: 'Mark attendance' }));

    const today = await apiGet<AttendanceToday>(page, '/attendance/today');
    expect(today.state).toBe('checkedIn');
    expect(today.record?.checkIn.siteName).toBe('Bengaluru HQ');
    expect(today.record?.checkIn.latitude).toBeCloseTo(AT_HQ.latitude, 6);
    expect(today.record?.checkIn.accuracy).toBe(AT_HQ.accuracy);
    const picture = await page.request.get(`${app.url}${today.record!.photoUrl}`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');

    await bar.getByRole('button', { name: 'Punch out' }).click();
    const punchOut = page.getByRole('dialog', { name: 'Punch out' });
    await hasText(punchOut, place.label);
    await punchOut.getByRole('button', { name: 'Punch out' }).click();
    await hasText(punchOut.getByRole('status'), ATTENDANCE_MESSAGES.punchedOut);
    await expect.poll(() => punchOut.count(), WAIT).toBe(0);
    // Done: no button at all.
    await absent(bar.getByRole('button', { name: /^(Punch out|Mark attendance)$/ }));
    expect((await apiGet<AttendanceToday>(page, '/attendance/today')).state).toBe('done');

    // The grid (Attendance tab) shows today's cell as Present; it opens the day's record.
    await page.goto(`${app.url}/attendance-record`);
    const grid = page.getByRole('table', { name: 'Attendance list' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Arjun Nair' }) });
    const day = Number(today.workDate.slice(8, 10));
    const cell = row.getByRole('cell').nth(day - 1);
    const marker = cell.getByRole('button', { name: 'Present' });
    await shown(marker);
    await marker.click();
    const record = page.getByRole('dialog');
    await hasText(record, 'Bengaluru HQ');
    await expect
      .poll(() => pictureLoaded(record.getByRole('img', { name: 'Check-in photo of Arjun Nair' })), WAIT)
      .toBe(true);
    expectNoProblems(browser.problems);
  });

  test('on a 390 px phone the action is in the profile menu, and the modal fits', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await startAs(COLLEAGUE);
      const bar = page.getByRole('banner');
      await bar.getByRole('button', { name: /^Account menu of/ }).click();
      await page.getByRole('menuitem', { name: 'Mark attendance' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark attendance' });
      await expect.poll(() => previewPlays(page), WAIT).toBe(true);
      expect(await bar.getByRole('button', { name: 'Mark attendance' }).isVisible()).toBe(false);
      // Nothing reaches past the screen's edge: not the page, not the preview, not Save.
      await fitsPhone(page);
      for (const control of [dialog.locator('video'), dialog.getByRole('button', { name: 'Save' })]) {
        const box = await control.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count(), WAIT).toBe(0);
      expectNoProblems(browser.problems);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test('a browser never allowed the location shows the spec’s message and cannot save', async () => {
    const denied = await openBrowser();
    const warnings: string[] = [];
    denied.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    try {
      await signIn(denied.page, app.url, COLLEAGUE);
      await denied.page.getByRole('banner').getByRole('button', { name: 'Mark attendance' }).click();
      const dialog = denied.page.getByRole('dialog', { name: 'Mark attendance' });
      const alert = dialog.getByRole('alert').filter({ hasText: ATTENDANCE_MESSAGES.locationDenied });
      await hasText(alert, ATTENDANCE_MESSAGES.allowLocation);
      await expect.poll(() => previewPlays(denied.page), WAIT).toBe(true);
      await dialog.getByRole('button', { name: 'Capture' }).click();
      await shown(dialog.getByRole('img', { name: 'Your attendance photo' }));
      await enabled(dialog.getByRole('button', { name: 'Save' }), false);
      // No place in the top bar either; the refusal is logged (spec 000 §8) as a warning, not an error.
      expect(await denied.page.getByTestId('current-location').count()).toBe(0);
      expect(warnings.some((text) => text.startsWith('The current location could not be read.'))).toBe(true);
      expectNoProblems(denied.problems);
    } finally {
      await denied.close();
    }
  });
});
