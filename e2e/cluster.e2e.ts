/**
 * Two instances behind HAProxy (deploy/haproxy.cfg through `npm run cluster`'s startCluster), on
 * one PostgreSQL database, with the files in an S3 bucket. Needs PostgreSQL (PG_ADMIN_URL, default
 * the local server) and Debian's haproxy, as CI installs them.
 * - In the browser, through the balancer: signing in, a profile picture uploaded through one
 *   instance and served by both, and a live notification that reaches a page whose stream is held
 *   by the other instance.
 * - A rolling restart of both instances (SIGTERM: readiness fails, the instance drains, exits and
 *   starts again) under a load of reads and writes loses no request: 0 answers other than 2xx.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../shared/constants.ts';
import type { TaskFormOptions } from '../shared/schemas/tasks.schema.ts';
import { startCluster, type Cluster } from '../scripts/cluster.ts';
import { openBrowser, type Browser } from './harness.ts';
import { apiSignIn, demoEmail, expectNoProblems, signIn, type ApiSignIn } from './helpers.ts';
import { phonePhoto } from '../server/test/uploads.ts';
import { pictureLoaded, WAIT } from './work-helpers.ts';

const NEHA = demoEmail('neha.gupta');
const PRIYA = demoEmail('priya.sharma');

let cluster: Cluster;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  cluster = await startCluster({ instances: 2 });
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(15_000);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
}, 60_000);

const servedBy = (headers: Record<string, string>) => headers['x-served-by'];
const instanceUrl = (name: string) =>
  `http://127.0.0.1:${cluster.instances.find((i) => i.name === name)!.port}`;

/** Priya, signed in at `baseUrl`: a task for Neha as the Add task form would send it, by name. */
async function taskForNehaForm(priya: ApiSignIn, baseUrl: string): Promise<(name: string) => RequestInit> {
  const headers = { cookie: priya.cookie, [CSRF_HEADER]: priya.csrf, 'content-type': 'application/json' };
  const options = (await (
    await fetch(`${baseUrl}/api/v1/tasks/form-options`, { headers })
  ).json()) as TaskFormOptions;
  const project = options.projects.find((p) => p.users.some((u) => u.email === NEHA))!;
  return (name) => ({
    method: 'POST',
    headers,
    body: JSON.stringify({
      name,
      projectId: project.id,
      assignedToId: project.users.find((u) => u.email === NEHA)!.id,
      dueDate: options.today,
      description: 'Made while the instances restart.',
    }),
  });
}

describe('several instances behind a load balancer', () => {
  it('serves a file uploaded through one instance from both, and rings the bell of a page held by the other', async () => {
    const stream = page.waitForResponse((res) => res.url().includes('/api/v1/notifications/stream'));
    await signIn(page, cluster.url, NEHA);
    const streamInstance = servedBy((await stream).headers())!;
    expect(['app1', 'app2']).toContain(streamInstance);

    await page.goto(`${cluster.url}/settings`);
    const upload = page.waitForResponse((res) => res.url().endsWith('/api/v1/me/avatar'));
    await page.getByLabel('Upload picture').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    expect((await upload).status()).toBe(200);
    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect.poll(() => picture.getAttribute('src'), WAIT).toMatch(/^\/api\/v1\/files\/avatars\//);
    await expect.poll(() => pictureLoaded(picture), WAIT).toBe(true);
    const src = (await picture.getAttribute('src'))!;
    const servers = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await page.request.get(`${cluster.url}${src}`);
      expect(res.status()).toBe(200);
      servers.add(servedBy(res.headers())!);
    }
    expect([...servers].sort()).toEqual(['app1', 'app2']);

    // Priya gives Neha a task on the instance that does not hold Neha's stream.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const unreadBefore = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const other = streamInstance === 'app1' ? 'app2' : 'app1';
    const priya = await apiSignIn(instanceUrl(other), PRIYA);
    const form = await taskForNehaForm(priya, instanceUrl(other));
    expect((await fetch(`${instanceUrl(other)}/api/v1/tasks`, form('Across instances'))).status).toBe(201);
    await expect
      .poll(async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0), WAIT)
      .toBeGreaterThan(unreadBefore);
    const notifications = await page.request.get(`${cluster.url}/api/v1/notifications`);
    expect(await notifications.text()).toContain('Across instances');
    expectNoProblems(browser.problems);
  }, 120_000);

  it('restarts both instances one after the other under load without one failed request', async () => {
    const pidsBefore = cluster.instances.map((i) => i.pid());
    const people = await Promise.all(
      ['neha.gupta', 'arjun.nair', 'priya.sharma', 'admin'].map((key) =>
        apiSignIn(cluster.url, demoEmail(key)),
      ),
    );
    const priya = people[2]!;
    const reads = [
      '/api/v1/tasks?tab=all',
      '/api/v1/dashboard',
      '/api/v1/notifications/unread-count',
      '/api/v1/auth/me',
    ];
    const answers: Array<{ status: number; what: string; by: string | null; error?: string }> = [];
    let running = true;
    /** Sends a request and notes its answer; a request that got none is noted with status 0. */
    const send = async (what: string, path: string, init: RequestInit) => {
      try {
        const res = await fetch(`${cluster.url}${path}`, init);
        await res.arrayBuffer();
        answers.push({ status: res.status, what, by: res.headers.get('x-served-by') });
      } catch (err) {
        answers.push({ status: 0, what, by: null, error: String(err) });
      }
    };
    const client = async (who: ApiSignIn, n: number) => {
      for (let i = 0; running; i++) {
        const path = reads[(i + n) % reads.length]!;
        await send(path, path, { headers: { cookie: who.cookie } });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const taskNamed = await taskForNehaForm(priya, cluster.url);
    const writer = async () => {
      for (let i = 0; running; i++) {
        await send('POST /api/v1/tasks', '/api/v1/tasks', taskNamed(`Rolling ${i}`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all([...people.map((who, n) => client(who, n)), writer()]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await cluster.restart('app1');
      await cluster.restart('app2');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      running = false;
      await load;
    }
    const failed = answers.filter((a) => a.status < 200 || a.status > 299);
    expect(failed).toEqual([]);
    expect(answers.filter((a) => a.what.startsWith('POST')).length).toBeGreaterThan(10);
    expect(answers.length).toBeGreaterThan(200);
    expect(new Set(answers.map((a) => a.by))).toEqual(new Set(['app1', 'app2']));
    expect(cluster.instances.map((i) => i.pid())).not.toEqual(pidsBefore);
  }, 180_000);
});
