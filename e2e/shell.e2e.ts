import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, startApp, type Browser, type RunningApp } from './harness.ts';
import { demoEmail, expectNoProblems, signIn } from './helpers.ts';

/** Spec 000 §2 Layout: the signed-in frame (sidebar, top bar, burger, language) and its headers. */

let app: RunningApp;
let desktop: Browser;
let phone: Browser | undefined;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  desktop = await openBrowser();
  page = desktop.page;
  page.setDefaultTimeout(15_000);
  await signIn(page, app.url, demoEmail('admin'));
});

afterAll(async () => {
  await phone?.close();
  await desktop?.close();
  await app?.stop();
});

interface Entry {
  label: string;
  path: string;
  /** The groups to open first, outermost first. */
  groups?: string[];
  /** The page's main heading (undefined: not checked, the page is being built). */
  heading?: string;
  /** The browser tab's title before " · Orgdesk". */
  title: string;
}

/** web/src/app/layout/sidebar-items.ts, in its order. */
const ENTRIES: Entry[] = [
  { label: 'Dashboard', path: '/dashboard', heading: 'Welcome Aarav Mehta', title: 'Dashboard' },
  // Tasks and Projects are being built: only the route and its title are checked.
  { label: 'Tasks', path: '/tasks-list', title: 'Tasks' },
  { label: 'Users', path: '/users-list', heading: 'Users', title: 'Users' },
  {
    label: 'Organization',
    path: '/management-tree',
    heading: 'Organization structure',
    title: 'Organization structure',
  },
  { label: 'Projects', path: '/projects-list', title: 'Projects' },
  {
    label: 'Attendance',
    path: '/attendance-record',
    heading: 'Attendance',
    title: 'Attendance',
  },
  { label: 'Reports', path: '/Individual', heading: 'Reports', title: 'Reports' },
  {
    label: 'Letter Requests',
    path: '/letter-requests',
    groups: ['HR Management'],
    heading: 'Letter Requests',
    title: 'Letter Requests',
  },
  {
    label: 'Self Appraisal',
    path: '/self-appraisal',
    groups: ['HR Management', 'Performance Matrix'],
    heading: 'Self Appraisal',
    title: 'Self Appraisal',
  },
  {
    label: 'Manager Appraisal',
    path: '/manager-appraisal',
    groups: ['HR Management', 'Performance Matrix'],
    heading: 'Manager Appraisal',
    title: 'Manager Appraisal',
  },
  {
    label: 'Investment Declarations',
    path: '/investment-declaration',
    groups: ['HR Management'],
    heading: 'Income tax declaration',
    title: 'Investment Declarations',
  },
  {
    label: 'IT Proof Submission',
    path: '/it-proof',
    groups: ['HR Management'],
    heading: 'IT Proof Submission',
    title: 'IT Proof Submission',
  },
  // Beyond the spec (issue 29): the audit log, for Admins.
  { label: 'Audit log', path: '/audit', heading: 'Audit log', title: 'Audit log' },
];

const sidebar = (p: Page) => p.getByRole('navigation', { name: 'Main navigation' });
/** AppShell's navbar, the element that slides away (and turns inert) on a small screen. */
const navbar = (p: Page) => p.locator('.mantine-AppShell-navbar');
const heading = (p: Page, name: string) => p.getByRole('heading', { level: 1, name, exact: true });
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a sidebar group unless it is open already. */
async function openGroup(p: Page, label: string): Promise<void> {
  const group = sidebar(p).getByRole('button', { name: label, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  expect(await group.getAttribute('aria-expanded')).toBe('true');
}

/** Whether the keyboard focus is inside the sidebar; and a short description of what has it. */
async function focusState(p: Page): Promise<{ inSidebar: boolean; focused: string }> {
  const inSidebar = (await navbar(p).locator(':focus').count()) > 0;
  const focused: string[] = await p
    .locator(':focus')
    .evaluateAll((els) =>
      els.map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30)}`),
    );
  return { inSidebar, focused: focused[0] ?? 'nothing' };
}

/** Presses Tab up to `presses` times and returns what received the focus. */
async function tabThrough(p: Page, presses: number): Promise<Array<{ inSidebar: boolean; focused: string }>> {
  const seen = [];
  for (let i = 0; i < presses; i++) {
    await p.keyboard.press('Tab');
    seen.push(await focusState(p));
  }
  return seen;
}

describe('the sidebar', () => {
  it('lists every entry of the spec, and each opens its page ', async () => {
    await page.goto(`${app.url}/dashboard`);
    await heading(page, 'Welcome Aarav Mehta').waitFor();
    // On a wide screen the sidebar is simply there: no burger, not inert.
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
    expect(await navbar(page).getAttribute('inert')).toBeNull();

    // The HR group and its Performance Matrix subgroup start closed.
    const hr = sidebar(page).getByRole('button', { name: 'HR Management', exact: true });
    expect(await hr.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar(page).getByRole('link', { name: 'Letter Requests' }).count()).toBe(0);

    for (const entry of ENTRIES) {
      for (const group of entry.groups ?? []) await openGroup(page, group);
      const link = sidebar(page).getByRole('link', { name: entry.label, exact: true });
      expect(await link.getAttribute('href'), entry.label).toBe(entry.path);
      await link.click();

      await page.waitForURL(new RegExp(`${escapeRegExp(entry.path)}$`));
      if (entry.heading) await heading(page, entry.heading).waitFor();
      await expect.poll(() => page.title(), { message: entry.label }).toBe(`${entry.title} · Orgdesk`);
      expect(await link.getAttribute('aria-current'), entry.label).toBe('page');
    }
    // Exactly these pages are in the sidebar, nothing more.
    expect(await sidebar(page).getByRole('link').count()).toBe(ENTRIES.length);
    expectNoProblems(desktop.problems);
  });

  it('sends an unknown address back to the start page (the dashboard) while signed in', async () => {
    await page.goto(`${app.url}/no-such-page/at/all`);
    await page.waitForURL(/\/dashboard$/);
    await heading(page, 'Welcome Aarav Mehta').waitFor();
    expect(
      await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expectNoProblems(desktop.problems);
  });
});

describe('security headers', () => {
  it('serves the app with a Content-Security-Policy that allows no inline script', async () => {
    for (const path of ['/login', '/dashboard']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
      expect(scriptSrc, `${path}: script-src`).toEqual(["'self'"]);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');

      // The page itself needs no inline script, or the policy would stop it from running.
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toMatch(/\bsrc=/);
    }

    // In the browser, under that policy, the app runs without complaint.
    const response = await page.goto(`${app.url}/dashboard`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await heading(page, 'Welcome Aarav Mehta').waitFor();
    expectNoProblems(desktop.problems);
  });
});

describe('on a phone', () => {
  it('hides the sidebar behind the burger and keeps it out of the Tab order while closed', async () => {
    phone = await openBrowser({ width: 390, height: 844 });
    const p = phone.page;
    p.setDefaultTimeout(15_000);
    await signIn(p, app.url, demoEmail('admin'));
    await heading(p, 'Welcome Aarav Mehta').waitFor();

    const burger = p.getByRole('button', { name: 'Open navigation' });
    const offScreen = async () => {
      const box = await navbar(p).boundingBox();
      return box !== null && box.x + box.width <= 0;
    };
    const onScreen = async () => {
      const box = await navbar(p).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };

    // Closed: off screen and inert.
    await expect.poll(offScreen).toBe(true);
    expect(await navbar(p).getAttribute('inert')).not.toBeNull();

    // From the top (the skip link), Tab walks the top bar and on into the page, which comes after
    // the sidebar in the document, without ever stopping in the hidden sidebar.
    const skipLink = p.getByRole('link', { name: 'Skip to main content' });
    await skipLink.focus();
    const closedTabs = await tabThrough(p, 15);
    expect(new Set(closedTabs.map((s) => s.focused)).size, 'Tab moves the focus').toBeGreaterThan(3);
    expect(
      closedTabs.filter((s) => s.inSidebar).map((s) => s.focused),
      'focus in the closed sidebar',
    ).toEqual([]);

    // The burger opens it; then Tab does reach its links. (Click elsewhere first: the skip link,
    // shown over the burger while it has the focus, may be where the Tab walk ended.)
    await heading(p, 'Welcome Aarav Mehta').click();
    await burger.click();
    await p.getByRole('button', { name: 'Close navigation' }).waitFor();
    await expect.poll(onScreen).toBe(true);
    expect(await navbar(p).getAttribute('inert')).toBeNull();
    await p.getByRole('button', { name: 'Close navigation' }).focus();
    const openTabs = await tabThrough(p, 15);
    expect(
      openTabs.some((s) => s.inSidebar),
      'Tab reaches the open sidebar',
    ).toBe(true);

    // Choosing an entry navigates and closes the sidebar again.
    await sidebar(p).getByRole('link', { name: 'Users', exact: true }).click();
    await p.waitForURL(/\/users-list$/);
    await heading(p, 'Users').waitFor();
    await burger.waitFor();
    await expect.poll(offScreen).toBe(true);
    expect(await navbar(p).getAttribute('inert')).not.toBeNull();
    await skipLink.focus();
    const afterTabs = await tabThrough(p, 15);
    expect(afterTabs.filter((s) => s.inSidebar).map((s) => s.focused)).toEqual([]);

    expectNoProblems(phone.problems);
  });
});

describe('the language menu', () => {
  it('switches the interface language, remembers it, and turns the page right to left for Arabic', async () => {
    await page.goto(`${app.url}/dashboard`);
    await heading(page, 'Welcome Aarav Mehta').waitFor();

    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await heading(page, 'Bienvenue Aarav Mehta').waitFor();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Tableau de bord', exact: true })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await expect.poll(() => page.title()).toBe('Tableau de bord · Orgdesk');

    // Still French after a reload.
    await page.reload();
    await heading(page, 'Bienvenue Aarav Mehta').waitFor();

    await page.getByRole('button', { name: 'Langue', exact: true }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await heading(page, 'مرحبًا Aarav Mehta').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');

    await page.getByRole('button', { name: 'اللغة', exact: true }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await heading(page, 'Welcome Aarav Mehta').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expectNoProblems(desktop.problems);
  });
});
