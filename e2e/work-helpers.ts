/**
 * Waiting helpers for the projects and tasks browser tests. Playwright's web-first assertions are
 * not available under vitest: these poll the page the same way (as people.e2e.ts does).
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const WAIT = { timeout: 10_000, interval: 100 };
export const QUICK = { timeout: 1_000 };

export async function shown(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: WAIT.timeout });
}

export async function absent(locator: Locator): Promise<void> {
  await expect.poll(() => locator.count(), WAIT).toBe(0);
}

export async function enabled(locator: Locator, expected = true): Promise<void> {
  await expect.poll(() => locator.isEnabled(QUICK), WAIT).toBe(expected);
}

export async function text(locator: Locator): Promise<string> {
  return (await locator.allTextContents()).join(' ');
}

export async function hasText(locator: Locator, expected: string): Promise<void> {
  await expect.poll(() => text(locator), WAIT).toContain(expected);
}

export async function countIs(locator: Locator, expected: number): Promise<void> {
  await expect.poll(() => locator.count(), WAIT).toBe(expected);
}

export async function hasValue(locator: Locator, expected: string): Promise<void> {
  await expect.poll(() => locator.inputValue(QUICK), WAIT).toBe(expected);
}

/** What a screen reader reads as the field's description: its error, success or hint text. */
export async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby', QUICK)) ?? '';
  const parts = ids.split(/\s+/).filter(Boolean);
  const page = field.page();
  return (await Promise.all(parts.map((id) => page.locator(`[id="${id}"]`).textContent(QUICK)))).join(' ');
}

export async function describedAs(field: Locator, expected: string, present = true): Promise<void> {
  const check = expect.poll(() => description(field), WAIT);
  await (present ? check.toContain(expected) : check.not.toContain(expected));
}

/** Whether a picture has loaded: an <img> whose file was fetched and decoded. */
export async function pictureLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  });
}

/** Where the page is: its path and query, e.g. '/tasks-list?tab=deleted'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Picks `option` of a Mantine select or multi-select named `label` inside `scope`, then closes
 * its list. Options render in a portal, so they are looked up on the page.
 */
export async function choose(
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await enabled(box);
  // A multi-select without search keeps its input hidden under the pills: the click lands on
  // the field around it, as a user's does.
  const hiddenInput = (await box.getAttribute('data-type')) === 'hidden';
  await box.click(hiddenInput ? { force: true } : {});
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option }).click();
  if ((await box.getAttribute('aria-expanded')) === 'true') await box.press('Escape');
}

/** Focuses a field and leaves it, as a user tabbing through an untouched form does. */
export async function touch(field: Locator): Promise<void> {
  await field.focus();
  await field.blur();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `size`×`size` pixels in one colour (RGB), a few hundred bytes at most. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs `check` on a 390 px phone in Arabic, then puts the page back (English, 1280 × 800). */
export async function onArabicPhone(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => globalThis.localStorage.setItem('orgdesk_language', 'ar'));
  try {
    await check();
  } finally {
    await page.evaluate(() => globalThis.localStorage.removeItem('orgdesk_language'));
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

/** The page does not scroll sideways on a 390 px phone. */
export async function fitsPhone(page: Page): Promise<void> {
  const width = await page.locator('html').evaluate((element) => Number(element.scrollWidth));
  expect(width).toBeLessThanOrEqual(390);
}
