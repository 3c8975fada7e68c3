/**
 * The accessibility run (issue 28 item 3): axe-core checks every page of the app's route table and
 * every modal against WCAG 2.2 AA, signed in as the demo admin, a manager and an employee, in
 * English and Arabic (right to left), at desktop width (1280 × 800) and on a phone (390 × 844).
 * accessibility.e2e.ts runs it.
 *
 * One browser window per role × language. Pages are reached in-app (the router follows a
 * history entry, as a click on a link would), so each window loads the app and axe once; axe runs
 * once a page's data is shown: no request in flight, no loader, skeleton or navigation bar left.
 * Each page (and modal) is opened once and checked at both widths: at the window's width, then,
 * once the other layout shows, at the other (desktop and phone take turns going first). The window
 * also collects what console-clean.e2e.ts collects (console errors, page errors, refused and
 * failed requests) and fails on any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../shared/constants.ts';
import { openBrowser, startApp, type Browser, type RunningApp } from './harness.ts';
import { apiSignIn, DEMO_PASSWORD, demoEmail } from './helpers.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** What fails the run. */
const FAILING = new Set(['serious', 'critical']);

export const ROLES = [
  { role: 'admin', key: 'admin' },
  { role: 'manager', key: 'priya.sharma' },
  { role: 'employee', key: 'neha.gupta' },
] as const;
export type Role = (typeof ROLES)[number]['role'];
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The two widths every page and modal is checked at. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** The web app's BELOW_SM_QUERY (lib/theme.ts): the phone layout, burger and cards. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** One rule broken on one page (or modal) in one window, with the elements it found. */
export interface Finding {
  rule: string;
  impact: string;
  page: string;
  role: Role | 'guest';
  language: Language;
  width: number;
  targets: string[];
  help: string;
}

/** The findings that fail the run, one line each, sorted by rule: what to fix and where. */
export function summary(findings: Finding[]): string {
  const failing = findings.filter((f) => FAILING.has(f.impact));
  if (failing.length === 0) return 'axe: no serious or critical violation';
  const byRule = new Map<string, number>();
  for (const f of failing) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + f.targets.length);
  const lines = [
    `axe: ${failing.length} serious or critical violations (${[...byRule]
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ')} elements)`,
  ];
  for (const f of [...failing].sort((a, b) => a.rule.localeCompare(b.rule))) {
    const shown = f.targets.slice(0, 3).join(' | ');
    const more = f.targets.length > 3 ? ` (+${f.targets.length - 3} more)` : '';
    lines.push(
      `- ${f.rule} [${f.impact}] ${f.page} · ${f.role} · ${f.language} · ${f.width}px · ${f.targets.length}× ${shown}${more}`,
    );
  }
  return lines.join('\n');
}

/** Fails with the readable summary when any finding is serious or critical. */
export function expectNoSeriousViolations(findings: Finding[], print = true): void {
  const failing = findings.filter((f) => FAILING.has(f.impact));
  if (failing.length > 0 && print) console.error(summary(findings));
  expect(failing.length, summary(findings)).toBe(0);
}

// ---------------------------------------------------------------------------------------------
// The route table

export interface RoutePattern {
  /** The path as the route table spells it, params included (e.g. `view-task/:id`). */
  pattern: string;
  /** Whether the page needs a signed-in person (under RequireAuth). */
  signedIn: boolean;
}

/** What the run reads of a route (react-router's RouteObject). */
interface RouteLike {
  path?: string;
  handle?: unknown;
  element?: unknown;
  children?: RouteLike[];
}

/**
 * The web app's route table and its sign-in guard, loaded at run time: the browser tests are
 * type-checked without the DOM, so they do not import the web app's modules by name.
 */
async function webRouteTable(): Promise<{ routes: RouteLike[]; guard: unknown }> {
  const router = '../web/src/app/router.tsx';
  const guards = '../web/src/app/guards/require-auth.tsx';
  const { appRoutes } = (await import(router)) as { appRoutes: RouteLike[] };
  const { RequireAuth } = (await import(guards)) as { RequireAuth: unknown };
  return { routes: appRoutes, guard: RequireAuth };
}

/**
 * Every page of the app's route table: the routes with a page handle (a title), by their full
 * path, marked signed in when under the sign-in guard.
 */
export async function routePatterns(): Promise<RoutePattern[]> {
  const { routes, guard } = await webRouteTable();
  const found: RoutePattern[] = [];
  const walk = (list: RouteLike[], prefix: string, signedIn: boolean) => {
    for (const route of list) {
      const path = route.path ? `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : prefix;
      const element = route.element as { type?: unknown } | null | undefined;
      const guarded = signedIn || element?.type === guard;
      if (route.handle && route.path) found.push({ pattern: path, signedIn: guarded });
      if (route.children) walk(route.children, path, guarded);
    }
  };
  walk(routes, '', false);
  return found;
}

/** Ids of demo records, for the route params: records the window's role can see. */
export interface DemoIds {
  taskId: string;
  projectId: number;
  projectGuid: string;
  userId: string;
  appraisalId: string;
  letterCode: string;
}

/**
 * The addresses a route pattern is checked at: its params (and the query a page needs) filled
 * with demo records. A new page without params needs nothing here; one with params fails the
 * run until it is listed.
 */
const DEMO_ADDRESSES: Record<string, (ids: DemoIds) => string[]> = {
  '/ResetPassword/:token': () => ['/ResetPassword/not-a-real-token'],
  '/verify-letter/:code?': (ids) => ['/verify-letter', `/verify-letter/${ids.letterCode}`],
  '/view-task/:id': (ids) => [`/view-task/${ids.taskId}`],
  // The task list as its table and as its board (issue 31).
  '/tasks-list': () => ['/tasks-list', '/tasks-list?view=board'],
  '/add-user/:guid': (ids) => [`/add-user/${EMPTY_GUID}`, `/add-user/${ids.userId}`],
  '/user-view': (ids) => [`/user-view?userId=${ids.userId}`, `/user-view?projectGuid=${ids.projectGuid}`],
  // A person's page opens on its overview (issue 31); the profile's details are a tab.
  '/user/:guid': (ids) => [`/user/${ids.userId}`, `/user/${ids.userId}?tab=details`],
  // The Attendance screen and its team calendar by month and by week (issue 31).
  '/attendance-record': () => [
    '/attendance-record',
    '/attendance-record?tab=team-calendar&everyone=true',
    '/attendance-record?tab=team-calendar&view=week&everyone=true',
  ],
  '/project-team/:id': (ids) => [`/project-team/${ids.projectId}`],
  '/project-details/:guid': (ids) => [`/project-details/${ids.projectGuid}`],
  '/manager-appraisal': (ids) => [`/manager-appraisal?id=${ids.appraisalId}`],
  // Notification settings (issue 29) are a tab every role has.
  '/settings': () => ['/settings', '/settings?tab=notifications', '/settings?tab=calendar'],
};

export function addressesOf(route: RoutePattern, ids: DemoIds): string[] {
  const fill = DEMO_ADDRESSES[route.pattern];
  if (fill) return fill(ids);
  if (route.pattern.includes(':')) {
    throw new Error(`Add demo params for ${route.pattern} to DEMO_ADDRESSES in e2e/accessibility-kit.ts`);
  }
  return [route.pattern];
}

/** A signed-in GET of the API as `key`'s demo person. */
async function apiAs(app: RunningApp, key: string): Promise<<T>(path: string) => Promise<T>> {
  const { cookie } = await apiSignIn(app.url, demoEmail(key));
  return async <T>(path: string): Promise<T> => {
    const res = await fetch(`${app.url}/api/v1${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET ${path} as ${key}: ${res.status}`);
    return (await res.json()) as T;
  };
}

type Items<T> = { items: T[] };

/** The first of a list, or a clear failure when the demo data gives the role none. */
function first<T>(list: T[], what: string, key: string): T {
  const found = list[0];
  if (found === undefined) throw new Error(`The demo data shows ${key} no ${what}`);
  return found;
}

/**
 * Each role's demo records, read through the API as that role: the first task and project of
 * their lists, Neha Gupta's account (the admin's and her manager's report, the employee's own),
 * the first appraisal they review (an employee, who reviews none, her own), so that every role
 * checks each record page with a record in it, not its not-found state. The letter's code is
 * that of the demo's issued letter, which anyone holding it may verify (a guest page).
 */
export async function demoIds(app: RunningApp): Promise<Record<Role, DemoIds>> {
  const admin = await apiAs(app, 'admin');
  const issued = await admin<Items<{ verificationCode: string | null }>>(
    '/letters/requests?view=all&status=issued',
  );
  const letterCode = first(issued.items, 'issued letter', 'admin').verificationCode!;
  const idsOf = async (key: string): Promise<DemoIds> => {
    const get = await apiAs(app, key);
    const task = first((await get<Items<{ id: string }>>('/tasks')).items, 'task', key);
    const project = first(
      (await get<Items<{ id: number; guid: string }>>('/projects')).items,
      'project',
      key,
    );
    const user = first((await get<Items<{ id: string }>>('/users?search=neha')).items, 'Neha Gupta', key);
    const cycle = first(
      (await get<Items<{ id: number }>>('/appraisals/cycles')).items,
      'appraisal cycle',
      key,
    );
    const reviewed = (await get<Items<{ id: string }>>(`/appraisals?cycleId=${cycle.id}`)).items;
    const appraisal =
      reviewed[0] ?? first((await get<Items<{ id: string }>>('/appraisals/mine')).items, 'appraisal', key);
    return {
      taskId: task.id,
      projectId: project.id,
      projectGuid: project.guid,
      userId: user.id,
      appraisalId: appraisal.id,
      letterCode,
    };
  };
  const entries = await Promise.all(ROLES.map(async ({ role, key }) => [role, await idsOf(key)] as const));
  return Object.fromEntries(entries) as Record<Role, DemoIds>;
}

// ---------------------------------------------------------------------------------------------
// A window and its checks

export interface AxeWindow {
  browser: Browser;
  page: Page;
  role: Role;
  language: Language;
  /** The window's width now (desktop, or a phone's while a page is checked at it). */
  width: number;
  findings: Finding[];
  /** Pages checked and axe's time on them, for the timing note. */
  checked: number;
  /** The widths at which the signed-in frame has been checked in this window. */
  shellChecked: Set<number>;
  axeMs: number;
  /** What the console would show as an error, and every refused or failed request. */
  logged: string[];
}

/** A browser window in `language` at desktop width, signed out. */
export async function openAxeWindow(role: Role, language: Language): Promise<AxeWindow> {
  const browser = await openBrowser(DESKTOP);
  // The web app's LANGUAGE_STORAGE_KEY (i18n/i18n.ts), set before the app's first script runs.
  await browser.context.addInitScript(
    `localStorage.setItem('orgdesk_language', ${JSON.stringify(language)})`,
  );
  // The sidebar and the content beside it slide when the width changes; Mantine turns that off
  // while a window is being resized (data-resizing), but not for the first frame of a width that
  // jumps at once, as only this run's does. Off throughout, as in the shell's own resizing: the
  // layout checked is the same, without a slide to wait for at each change of width.
  await browser.context.addInitScript(`addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = '.mantine-AppShell-root { --app-shell-transition-duration: 0ms !important; }';
    document.head.append(style);
  })`);
  trackRequests(browser.page);
  const logged: string[] = [];
  watchConsole(browser.page, logged);
  return {
    browser,
    page: browser.page,
    role,
    language,
    width: DESKTOP.width,
    findings: [],
    checked: 0,
    axeMs: 0,
    shellChecked: new Set(),
    logged,
  };
}

/**
 * The refusal a page of the run is meant to get: the made-up reset token is refused (422). Every
 * record page opens a record of the window's own role (demoIds), so any other answer of 400 or
 * more, a 404 of a record page included, fails the window.
 */
function expectedRefusal(pagePath: string, status: number, apiPath: string): boolean {
  return status === 422 && pagePath.startsWith('/ResetPassword/') && apiPath === '/api/v1/auth/links/check';
}

/**
 * Collects what console-clean.e2e.ts collects: console errors (the browser's own "Failed to load
 * resource" lines included), page errors, answers of 400 or more, and failed requests but those
 * the app cancels itself (leaving a page while a list loads).
 */
function watchConsole(page: Page, logged: string[]): void {
  const where = () => ` [on ${new URL(page.url()).pathname}]`;
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // The browser's own line for an answer that is the page's point (below) is no error either.
    const url = msg.location().url;
    const status = Number(/status of (\d+)/.exec(msg.text())?.[1] ?? 0);
    if (status && url && expectedRefusal(new URL(page.url()).pathname, status, new URL(url).pathname)) return;
    logged.push(`console: ${msg.text()} (${url})${where()}`);
  });
  page.on('pageerror', (err) => logged.push(`page error: ${err.message}${where()}`));
  page.on('response', (res) => {
    if (res.status() < 400) return;
    if (expectedRefusal(new URL(page.url()).pathname, res.status(), new URL(res.url()).pathname)) {
      return;
    }
    logged.push(`${res.status()} ${res.request().method()} ${res.url()}${where()}`);
  });
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') {
      logged.push(`failed: ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}${where()}`);
    }
  });
}

/** The page's requests in flight, and who waits for there being none. */
interface Requests {
  inFlight: Set<unknown>;
  waiting: (() => void)[];
}

const pending = new WeakMap<Page, Requests>();

/** Counts the page's requests in flight, so a check waits for the page's data. */
function trackRequests(page: Page): void {
  const requests: Requests = { inFlight: new Set(), waiting: [] };
  pending.set(page, requests);
  const done = (req: unknown) => {
    requests.inFlight.delete(req);
    if (requests.inFlight.size > 0) return;
    for (const resolve of requests.waiting.splice(0)) resolve();
  };
  page.on('request', (req) => {
    // The live notifications (an EventSource) stay open for as long as the page: no data to wait for.
    if (req.resourceType() !== 'eventsource') requests.inFlight.add(req);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once the page has no request in flight (at once when it has none). */
function noRequests(page: Page): Promise<void> {
  const requests = pending.get(page)!;
  if (requests.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => requests.waiting.push(resolve));
}

/** Signs in through the login form (language-independent selectors). */
export async function signInWindow(win: AxeWindow, app: RunningApp, key: string): Promise<void> {
  const { page } = win;
  // In the app when it is loaded (the employee's window has checked the guest pages): no reload.
  await visit(win, app, '/login');
  await page.locator('input[type="email"], input[name="email"]').first().fill(demoEmail(key));
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/);
}

/** The signed-in frame around every page. */
const SHELL = ['.mantine-AppShell-header', '.mantine-AppShell-navbar', '.mantine-AppShell-footer'];

/** What a page shows while it still loads. */
const BUSY = [
  '.mantine-Skeleton-root',
  '.mantine-Loader-root',
  '[aria-busy="true"]',
  'header .mantine-Progress-root',
].join(', ');

/**
 * In the page: resolves true once it shows its data, nothing loading (BUSY) and a heading shown,
 * in two animation frames in a row in which the document did not change (a response's data
 * renders in the frames after it, and may ask for more), then, with `animations` (a selector of
 * the part to be checked), once the transitions in that part (a modal's fade, the sidebar's slide;
 * endless ones, a spinner's, excepted) have ended; false after `ms`.
 */
const SHOWN = (ms: number, animations: string | null) => `new Promise((resolve) => {
  let late = false;
  const stop = setTimeout(() => { late = true; observer.disconnect(); resolve(false); }, ${ms});
  let changed = false;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  let quiet = 0;
  const frame = () => {
    if (late) return;
    const shows = document.querySelector(${JSON.stringify(BUSY)}) === null && document.querySelector('h1, h2, h3') !== null;
    quiet = shows && !changed ? quiet + 1 : 0;
    changed = false;
    if (quiet < 2) return requestAnimationFrame(frame);
    observer.disconnect();
    const within = ${JSON.stringify(animations)};
    const ended = within
      ? Promise.all(document.getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity &&
            a.effect?.target?.closest(within))
          .map((a) => a.finished.catch(() => undefined)))
      : Promise.resolve();
    ended.then(() => { clearTimeout(stop); resolve(true); });
  };
  requestAnimationFrame(frame);
})`;

/**
 * Waits until the page shows its data: no request in flight (told by the requests' own events),
 * then the page's ready signal (SHOWN), and still no request in flight (the data shown may have
 * asked for more, and then it goes round again). With `animations`, also the end of the
 * transitions in that part of the page.
 */
export async function settled(
  page: Page,
  { animations = null }: { animations?: string | null } = {},
): Promise<void> {
  const requests = pending.get(page)!;
  const deadline = Date.now() + 15_000;
  const late = async () => {
    const busy = await page.evaluate(
      `[...document.querySelectorAll(${JSON.stringify(BUSY)})].map((e) => e.outerHTML.slice(0, 120))`,
    );
    const urls = [...requests.inFlight].map((r) => (r as { url(): string }).url());
    return new Error(`${page.url()} did not settle within 15 s: ${JSON.stringify({ busy, requests: urls })}`);
  };
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const quiet = await Promise.race([
      noRequests(page).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), deadline - Date.now()))),
    ]);
    clearTimeout(timer);
    if (!quiet || !(await page.evaluate<boolean>(SHOWN(Math.max(0, deadline - Date.now()), animations)))) {
      throw await late();
    }
    if (requests.inFlight.size === 0) return;
  }
}

/** A history entry as react-router writes one, then the event it follows (as a link does). */
async function routeTo(page: Page, address: string): Promise<void> {
  await page.evaluate(`(() => {
    const idx = (history.state?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: 'axe' + idx, idx }, '', ${JSON.stringify(address)});
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  })()`);
}

/**
 * Opens `address` in the app: through the router when the app is loaded (routeTo), else by
 * loading it; where the window is there already (the dashboard after
 * signing in), it only waits for the page. A modal left open (checkModals) goes with the page it
 * belongs to when the address is another page's; else it is closed first, and closed at the end
 * if it stayed (the app asked whether to leave a form's changes behind, and Yes, leave goes on).
 */
export async function visit(win: AxeWindow, app: RunningApp, address: string): Promise<void> {
  const { page } = win;
  const here = new URL(page.url());
  const target = new URL(address, app.url);
  if (!page.url().startsWith(app.url)) {
    await page.goto(`${app.url}${address}`);
  } else if (here.pathname !== target.pathname) {
    await routeTo(page, address);
  } else {
    await closeDialogs(win);
    if (here.search !== target.search) {
      await routeTo(page, address);
    }
  }
  await settled(page);
  if (await closeDialogs(win)) await settled(page);
}

/**
 * Resolves once `condition` (an expression) holds in the page, asked at each animation frame in
 * the page itself (the app's content security policy keeps Playwright's waitForFunction out).
 */
async function frameUntil(page: Page, condition: string, what: string, ms = 10_000): Promise<void> {
  const held = await page.evaluate<boolean>(`new Promise((resolve) => {
    const end = performance.now() + ${ms};
    const frame = () => {
      if (${condition}) resolve(true);
      else if (performance.now() > end) resolve(false);
      else requestAnimationFrame(frame);
    };
    frame();
  })`);
  if (!held) throw new Error(`${page.url()}: ${what} within ${ms / 1000} s`);
}

/**
 * Sets the window to `size` and waits for its layout: the phone query answering and the top
 * bar's burger shown on a phone and hidden at desktop width (the sidebar back), checked each
 * frame, then the page settled (a list's cards or table drawn) and the transitions of what is
 * checked (the page, or only the modal `within`: the sidebar sliding behind it is not) done.
 */
export async function resize(
  win: AxeWindow,
  size: { width: number; height: number },
  within?: string,
): Promise<void> {
  const { page } = win;
  await page.setViewportSize(size);
  win.width = size.width;
  const phone = size.width < DESKTOP.width;
  await frameUntil(
    page,
    `(() => {
      const burger = document.querySelector('.mantine-AppShell-header .mantine-Burger-root');
      return matchMedia(${JSON.stringify(PHONE_QUERY)}).matches === ${phone} &&
        (burger === null || burger.checkVisibility({ visibilityProperty: true }) === ${phone});
    })()`,
    `the ${phone ? 'phone' : 'desktop'} layout did not show`,
  );
  await settled(page, { animations: within ?? 'html' });
}

/**
 * Checks the page (or modal) at the window's width, then at the other one, and leaves the window
 * there: the next page starts at that width, so each page costs one change of width, not two.
 */
export async function checkBothWidths(win: AxeWindow, label: string, within?: string): Promise<void> {
  await check(win, label, within);
  await resize(win, win.width === DESKTOP.width ? PHONE : DESKTOP, within);
  await check(win, label, within);
}

/** axe-core, evaluated once per document (the builder then only configures and runs it). */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate<boolean>(`'axe' in window`)) return;
  await page.evaluate(axe.source);
}

/**
 * Runs axe on the page (or inside `within`, a modal) and records what it finds under `label`.
 * Only violations are collected (axe skips listing what passes).
 */
export async function check(win: AxeWindow, label: string, within?: string): Promise<Finding[]> {
  const { page } = win;
  await ensureAxe(page);

  const started = Date.now();
  let builder = new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (within) builder = builder.include(within);
  // The frame around a signed-in page (top bar, sidebar, footer) is the same on every page: it is
  // checked on the window's first one at each width, then left out, which keeps the run fast.
  else if (win.shellChecked.has(win.width)) for (const part of SHELL) builder = builder.exclude(part);
  const hasShell = !within && (await page.locator(SHELL.join(', ')).count()) > 0;
  const results = await builder.analyze();
  win.axeMs += Date.now() - started;
  if (hasShell) win.shellChecked.add(win.width);
  win.checked += 1;
  const found = results.violations.map((v): Finding => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    page: label,
    role: win.role,
    language: win.language,
    width: win.width,
    targets: v.nodes.map((n) => n.target.join(' ')),
    help: v.help,
  }));
  win.findings.push(...found);
  return found;
}

// ---------------------------------------------------------------------------------------------
// The run

/** The distinct addresses of the routes, in the route table's order. */
function addressesOfAll(routes: RoutePattern[], ids: DemoIds): string[] {
  return [...new Set(routes.flatMap((route) => addressesOf(route, ids)))];
}

/**
 * Checks every page of the route table and the role's modals in one window, each at both
 * widths: a modal is opened from its page while the window is there, so no page is opened twice.
 */
export async function checkWindow(win: AxeWindow, app: RunningApp, ids: DemoIds, key: string): Promise<void> {
  const routes = await routePatterns();
  if (win.role === 'employee') {
    // The guest pages, signed out.
    for (const address of addressesOfAll(
      routes.filter((r) => !r.signedIn),
      ids,
    )) {
      await visit(win, app, address);
      await checkBothWidths(win, address);
    }
  }
  await signInWindow(win, app, key);
  const modals = MODALS.filter((m) => m.as === win.role);
  const modalsAt = (address: string) => modals.filter((m) => m.address(ids) === address);
  const pages = addressesOfAll(
    routes.filter((r) => r.signedIn),
    ids,
  );
  for (const address of pages) {
    await visit(win, app, address);
    await checkBothWidths(win, address);
    await checkModals(win, app, ids, modalsAt(address));
  }
  // Modals opened from an address that is no page of its own (a tab of a page, say).
  await checkModals(
    win,
    app,
    ids,
    modals.filter((m) => !pages.includes(m.address(ids))),
  );
}

// ---------------------------------------------------------------------------------------------
// Modals

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/i18n/locales');
const catalogs = new Map<Language, Record<string, string>>();

/** Every string of the web app in `language`, all areas together (keys are the English text). */
function catalog(language: Language): Record<string, string> {
  let found = catalogs.get(language);
  if (!found) {
    found = {};
    const dir = path.join(localesDir, language);
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      Object.assign(found, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object);
    }
    catalogs.set(language, found);
  }
  return found;
}

/** A control's name as the window's language shows it: the exact text, or a pattern for `{{…}}`. */
export function tr(win: AxeWindow, key: string): string | RegExp {
  const text = catalog(win.language)[key];
  if (text === undefined) throw new Error(`No translation of "${key}" in ${win.language}`);
  if (!text.includes('{{')) return text;
  const escaped = text.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`);
}

/** A modal of the app and how a person opens it. */
export interface ModalCheck {
  name: string;
  /** Who opens it. */
  as: Role;
  /** Where it opens from. */
  address: (ids: DemoIds) => string;
  open: (win: AxeWindow) => Promise<void>;
}

const main = (win: AxeWindow) => win.page.getByRole('main');
/** The first button of that name the person can press (a phone hides some, a row may be locked). */
const button = (win: AxeWindow, key: string) =>
  main(win)
    .getByRole('button', { name: tr(win, key), exact: true })
    .filter({ visible: true })
    .and(win.page.locator(':enabled'))
    .first();
const click = async (win: AxeWindow, key: string) => button(win, key).click();

/** The letter requests' All requests tab, then the first row's `action` (Reject, Issue letter). */
async function openFromAllRequests(win: AxeWindow, action: string): Promise<void> {
  await main(win).getByText(tr(win, 'All requests'), { exact: true }).click();
  await settled(win.page);
  await main(win)
    .getByRole('button', { name: new RegExp(`^${tr(win, action) as string}: `) })
    .first()
    .click();
}

/** Every modal of the app (about 18), each opened by the role that uses it. */
export const MODALS: ModalCheck[] = [
  { name: 'add task', as: 'admin', address: () => '/tasks-list', open: (w) => click(w, 'Add task') },
  { name: 'add project', as: 'admin', address: () => '/projects-list', open: (w) => click(w, 'Add project') },
  {
    name: 'add project members',
    as: 'admin',
    address: (ids) => `/project-team/${ids.projectId}`,
    open: (w) => click(w, 'Add user'),
  },
  {
    name: 'remove from project (confirm)',
    as: 'admin',
    address: (ids) => `/project-team/${ids.projectId}`,
    open: (w) => click(w, 'Remove {{name}}'),
  },
  { name: 'add holiday', as: 'admin', address: () => '/calendar', open: (w) => click(w, 'Add holiday') },
  {
    name: 'add work site',
    as: 'admin',
    address: () => '/settings',
    open: async (w) => {
      await main(w)
        .getByRole('tab', { name: tr(w, 'Work sites') })
        .click();
      await w.page.getByRole('button', { name: tr(w, 'Add work site'), exact: true }).click();
    },
  },
  {
    name: 'appraisal cycle',
    as: 'admin',
    address: () => '/manager-appraisal-view?tab=cycles',
    open: (w) => click(w, 'New appraisal cycle'),
  },
  {
    name: 'custom department',
    as: 'admin',
    address: () => `/add-user/${EMPTY_GUID}`,
    open: (w) => click(w, 'Add custom department'),
  },
  {
    name: 'reject leave',
    as: 'admin',
    address: () => '/leave-approval',
    open: (w) => click(w, 'Reject the leave of {{name}}'),
  },
  {
    name: 'leave history',
    as: 'manager',
    address: () => '/leave-approval',
    open: (w) => click(w, 'History of the leave of {{name}}'),
  },
  {
    name: 'letter reject',
    as: 'admin',
    address: () => '/letter-requests',
    open: (w) => openFromAllRequests(w, 'Reject'),
  },
  {
    name: 'letter issue',
    as: 'admin',
    address: () => '/letter-requests',
    open: (w) => openFromAllRequests(w, 'Issue letter'),
  },
  {
    name: 'IT proof reject',
    as: 'admin',
    address: () => '/it-proof',
    open: async (w) => {
      await main(w).getByText(tr(w, 'All documents'), { exact: true }).click();
      await settled(w.page);
      await click(w, 'Reject {{name}}');
    },
  },
  {
    name: 'apply leave',
    as: 'employee',
    address: () => '/leave-approval',
    open: (w) => click(w, 'Apply leave'),
  },
  {
    name: 'unsaved changes (confirm)',
    as: 'employee',
    address: () => '/leave-approval',
    open: async (w) => {
      await click(w, 'Apply leave');
      const dialog = w.page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: tr(w, 'Reason') }).fill('A reason');
      await w.page.keyboard.press('Escape');
      await w.page.getByRole('dialog', { name: tr(w, 'Are you sure?') }).waitFor();
    },
  },
  {
    name: 'mark attendance (camera)',
    as: 'employee',
    address: () => '/dashboard',
    open: async (w) => {
      const inBar = w.page.getByRole('banner').getByRole('button', { name: tr(w, 'Mark attendance') });
      if (await inBar.isVisible()) {
        await inBar.click();
      } else {
        // On a phone the profile menu holds it.
        await w.page.getByRole('button', { name: tr(w, 'Account menu of {{name}}') }).click();
        await w.page.getByRole('menuitem', { name: tr(w, 'Mark attendance') }).click();
      }
    },
  },
  {
    name: 'search palette, with results',
    as: 'employee',
    address: () => '/dashboard',
    open: async (w) => {
      // The top bar's box, or its icon on a phone; then a word that finds people and tasks.
      await w.page
        .getByRole('banner')
        .getByRole('button', { name: tr(w, 'Search') })
        .filter({ visible: true })
        .click();
      const box = w.page.getByRole('dialog').getByRole('textbox');
      await box.fill('an');
      await w.page.getByRole('dialog').getByRole('group').nth(1).waitFor();
    },
  },
  {
    name: 'notifications panel',
    as: 'employee',
    address: () => '/dashboard',
    open: async (w) => {
      // Named "Notifications" or "Notifications, 3 unread": either way it starts so.
      const start = tr(w, 'Notifications') as string;
      await w.page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${start}`) })
        .click();
    },
  },
  {
    name: 'IT proof upload',
    as: 'employee',
    address: () => '/it-proof',
    open: (w) => click(w, 'Upload document'),
  },
  {
    name: 'letter request',
    as: 'employee',
    address: () => '/letter-requests',
    open: (w) => click(w, 'Raise a Request'),
  },
];

/**
 * Opens each modal from its page (visit goes there unless the window is there already, and
 * closes the modal before), and checks it at both widths.
 */
export async function checkModals(
  win: AxeWindow,
  app: RunningApp,
  ids: DemoIds,
  modals: ModalCheck[],
): Promise<void> {
  for (const modal of modals) {
    const address = modal.address(ids);
    await visit(win, app, address);
    await modal.open(win);
    await frameUntil(
      win.page,
      `document.querySelector('[role="dialog"]') !== null`,
      `${modal.name} did not open`,
    );
    // The modal fades in: its colours are measured once its content has loaded and the
    // transitions have finished.
    await settled(win.page, { animations: '[role="dialog"]' });
    await checkBothWidths(win, `${address} › ${modal.name}`, '[role="dialog"]');
    // Left open: the next visit closes it, or leaves the page it belongs to (no fade to wait for).
  }
}

/**
 * Closes the window's dialogs as a person does: Escape, and Yes, leave where the app asks whether
 * to leave unsaved changes behind. After each step it waits, frame by frame, until a dialog came
 * or went (or a list inside one closed, which takes an Escape first) and nothing moves any more.
 * Answers whether there was any.
 */
async function closeDialogs(win: AxeWindow): Promise<boolean> {
  const { page } = win;
  const ask = page.getByRole('dialog', { name: tr(win, 'Are you sure?') });
  const state = `[document.querySelectorAll('[role="dialog"]').length,
    document.querySelectorAll('[role="dialog"] [aria-expanded="true"]').length].join()`;
  for (let step = 0; step < 6; step++) {
    const before = await page.evaluate<string>(state);
    if (before.startsWith('0,')) return step > 0;
    if ((await ask.count()) > 0) await ask.getByRole('button', { name: tr(win, 'Yes, leave') }).click();
    else await page.keyboard.press('Escape');
    await frameUntil(
      page,
      `${state} !== ${JSON.stringify(before)} &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
      'no dialog came or went',
    );
  }
  throw new Error(`${page.url()}: the dialogs did not close`);
}

// ---------------------------------------------------------------------------------------------
// The test file

/**
 * The run: a window per role × language, each checking every page and its role's modals at both
 * widths, failing on any serious or critical violation with a readable summary, or on anything
 * the console shows as an error. The summary of all windows prints at the end (and
 * AXE_REPORT=file writes every finding there as JSON).
 */
export function describeAccessibility(): void {
  let app: RunningApp;
  let ids: Record<Role, DemoIds>;
  const all: Finding[] = [];

  beforeAll(async () => {
    app = await startApp();
    ids = await demoIds(app);
  });
  afterAll(async () => {
    console.log(summary(all));
    if (process.env.AXE_REPORT) {
      const file = process.env.AXE_REPORT.replace(/(\.json)?$/, '.json');
      fs.writeFileSync(file, JSON.stringify(all, null, 1));
    }
    await app?.stop();
  });

  // The windows run side by side: most of a check is waiting for the app and the browser.
  describe.concurrent(`axe, WCAG 2.2 AA, at ${DESKTOP.width} and ${PHONE.width} px`, () => {
    it('catches a violation: an unnamed button and pale text fail the check', async () => {
      const win = await openAxeWindow('employee', 'en');
      try {
        await visit(win, app, '/login');
        await win.page.evaluate(`(() => {
          const button = document.createElement('button');
          button.innerHTML = '<svg width="16" height="16"></svg>';
          const pale = document.createElement('p');
          pale.textContent = 'Barely readable';
          pale.style.color = '#cccccc';
          document.body.append(button, pale);
        })()`);
        const found = await check(win, '/login (spoiled)');
        expect(found.map((f) => f.rule)).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
        expect(() => expectNoSeriousViolations(found, false)).toThrow(/button-name/);
      } finally {
        await win.browser.close();
      }
    });

    for (const { role, key } of ROLES) {
      for (const language of LANGUAGES) {
        it(`as the ${role}, in ${language}`, { timeout: 300_000 }, async () => {
          const win = await openAxeWindow(role, language);
          const started = Date.now();
          try {
            await checkWindow(win, app, ids[role], key);
            all.push(...win.findings);
            console.log(
              `${role} ${language}: ${win.checked} checks, axe ${win.axeMs} ms, window ${Date.now() - started} ms`,
            );
            expectNoSeriousViolations(win.findings);
            expect(win.logged, `the console as the ${role} in ${language}`).toEqual([]);
          } finally {
            await win.browser.close();
          }
        });
      }
    }
  });
}
