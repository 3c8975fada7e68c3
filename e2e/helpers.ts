import { expect } from 'vitest';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER, DEMO_PASSWORD } from '../shared/constants.ts';

export { DEMO_PASSWORD };
export const demoEmail = (key: string) => `${key}@example.com`;

/** Signs in through the login page and waits for the dashboard (or `landing`). */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
  landing = /\/dashboard$/,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
}

/**
 * Signs in through the API in the browser's own cookie jar, for tests about something other than
 * signing in: the first GET hands out the CSRF cookie, which the login POST echoes in the
 * x-csrf-token header, as the web app does. The page is left where it is; the next page it opens
 * is signed in. Fails unless the server accepts the sign-in.
 */
export async function signInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await context.request.get(`${baseUrl}/api/v1/app-info`);
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  if (!csrf) throw new Error('The app handed out no CSRF cookie.');
  const res = await context.request.post(`${baseUrl}/api/v1/auth/login`, {
    headers: { [CSRF_HEADER]: csrf },
    data: { email, password },
  });
  if (!res.ok()) throw new Error(`Signing in as ${email} failed: ${res.status()} ${await res.text()}`);
}

/** Signs out through the profile menu in the top bar and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/login$/);
}

/** Fails with the collected problems when a page logged errors. */
export function expectNoProblems(problems: string[]): void {
  expect(problems).toEqual([]);
}

/** Cookies a fetch response sets, merged into `jar` (an emptied cookie is removed). */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export interface ApiSignIn {
  status: number;
  body: {
    user?: { id: string; email: string; firstName: string };
    error?: { code: string; message: string };
  };
  /** The Cookie header for further requests as this user (session and CSRF cookies). */
  cookie: string;
  /** The CSRF token to send in the x-csrf-token header of unsafe requests. */
  csrf: string;
}

/**
 * Signs in through the API as the web app does: a first GET hands out the CSRF cookie, which the
 * login POST echoes in the x-csrf-token header (the double-submit contract of DESIGN.md).
 */
export async function apiSignIn(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiSignIn> {
  const jar = new Map<string, string>();
  keepCookies(jar, await fetch(`${baseUrl}/api/v1/app-info`));
  const csrf = jar.get(CSRF_COOKIE) ?? '';
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), [CSRF_HEADER]: csrf },
    body: JSON.stringify({ email, password }),
  });
  keepCookies(jar, res);
  return {
    status: res.status,
    body: (await res.json()) as ApiSignIn['body'],
    cookie: cookieHeader(jar),
    csrf,
  };
}

/**
 * The bytes of a finished download. The browser runs for the whole suite in a process of its own
 * (see openBrowser), so the file is read through Playwright rather than from a local path.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The months as the date picker names them in English. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar day's name in the date picker: '3 December 2026'. */
export function dayName(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}
