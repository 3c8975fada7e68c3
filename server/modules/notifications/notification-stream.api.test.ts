/**
 * Live notifications (issue 29): a person's open stream (Server-Sent Events) receives what they
 * are told of as it commits, and only theirs; a stream that reconnects with Last-Event-ID gets
 * what it missed, and nothing twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, SESSION_COOKIE } from '../../../shared/constants.ts';
import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import type { Notification } from '../../../shared/schemas/notifications.schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { MAX_STREAMS_PER_PERSON } from './notification-stream.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let org: Org;
let base: string;
let mona: TestClient;
let leo: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.testDb.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [mona, leo] = await Promise.all([signInAs(t, org.manager), signInAs(t, org.lead)]);
});
afterAll(async () => {
  await t.close();
});

interface Message {
  event: string;
  id?: string;
  data: string;
}

/** An open stream as a browser's EventSource holds it: its messages, parsed as they come. */
function openStream(client: TestClient, headers: Record<string, string> = {}) {
  const messages: Message[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let response: http.IncomingMessage | undefined;
  const opened = new Promise<number>((resolve, reject) => {
    const req = http.get(
      `${base}/api/v1/notifications/stream`,
      { headers: { cookie: `${SESSION_COOKIE}=${client.session!}`, ...headers } },
      (res) => {
        response = res;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
            );
            if (fields.event) messages.push({ event: fields.event, id: fields.id, data: fields.data ?? '' });
            waiters.forEach((w) => w());
          }
        });
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
  });
  return {
    opened,
    messages,
    notifications: () =>
      messages.filter((m) => m.event === 'notification').map((m) => JSON.parse(m.data) as Notification),
    lastUnread: () => {
      const last = messages.filter((m) => m.event === 'unread').at(-1);
      return last ? (JSON.parse(last.data) as { unread: number }).unread : null;
    },
    /** Resolves once `check` holds, or fails after two seconds. */
    until: (check: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        if (check()) return resolve();
        const timer = setTimeout(() => reject(new Error('the stream did not deliver within 2 s')), 2_000);
        const waiter = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
      }),
    close: () => response?.destroy(),
  };
}

async function giveLeoATask(name: string): Promise<number> {
  const res = await mona.post('/api/v1/tasks', {
    name,
    projectId: org.project.id,
    assignedToId: org.lead.id,
    dueDate: addDays(todayIn(DEFAULT_TIME_ZONE), 3),
    description: '<p>Soon</p>',
  });
  expect(res.statusCode).toBe(201);
  await t.drainEvents();
  return res.json<{ id: number }>().id;
}

describe('the notification stream', () => {
  it('delivers a new notification to its person as it commits, with the unread count, and not to others', async () => {
    const leos = openStream(leo);
    const monas = openStream(mona);
    expect(await leos.opened).toBe(200);
    expect(await monas.opened).toBe(200);
    await leos.until(() => leos.lastUnread() === 0);

    const taskId = await giveLeoATask('Fix the login page');
    await leos.until(() => leos.notifications().length === 1 && leos.lastUnread() === 1);
    expect(leos.notifications()[0]).toMatchObject({
      kind: 'task_assigned',
      subject: { kind: 'task', id: String(taskId) },
      actor: { fullName: 'Mona Test' },
    });
    expect(monas.notifications()).toEqual([]);
    leos.close();
    monas.close();
  });

  it('resumes after a reconnect with Last-Event-ID: what was missed, nothing twice', async () => {
    const first = openStream(leo);
    await first.opened;
    await giveLeoATask('Update the docs');
    await first.until(() => first.notifications().length === 1);
    const seen = first.notifications()[0]!.id;
    first.close();

    // While no stream is open, two more arrive.
    await giveLeoATask('Review the release');
    await giveLeoATask('Tag the release');

    const again = openStream(leo, { 'last-event-id': String(seen) });
    await again.opened;
    await again.until(() => again.notifications().length === 2);
    expect(again.notifications().map((n) => n.data?.name)).toEqual(['Review the release', 'Tag the release']);
    expect(again.notifications().every((n) => n.id > seen)).toBe(true);
    again.close();
  });

  it('tells the person’s other open streams the new unread count when one is read elsewhere', async () => {
    const first = openStream(leo);
    const second = openStream(leo);
    await Promise.all([first.opened, second.opened]);
    await giveLeoATask('Read me elsewhere');
    await second.until(() => second.notifications().length === 1);
    const unread = (await leo.get('/api/v1/notifications/unread-count')).json<{ unread: number }>().unread;
    expect(unread).toBeGreaterThan(0);
    await first.until(() => first.lastUnread() === unread);

    const id = second.notifications()[0]!.id;
    expect((await leo.post(`/api/v1/notifications/${id}/read`, {})).statusCode).toBe(200);
    await first.until(() => first.lastUnread() === unread - 1);
    await second.until(() => second.lastUnread() === unread - 1);
    first.close();
    second.close();
  });

  it('holds at most 20 streams per person on an instance; the next is refused until one closes', async () => {
    const held = Array.from({ length: MAX_STREAMS_PER_PERSON }, () => openStream(leo));
    expect(await Promise.all(held.map((s) => s.opened))).toEqual(held.map(() => 200));
    const refused = openStream(leo);
    expect(await refused.opened).toBe(429);
    // Someone else still gets theirs.
    const monas = openStream(mona);
    expect(await monas.opened).toBe(200);
    monas.close();

    held.pop()!.close();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      const next = openStream(leo);
      status = await next.opened;
      if (status === 200) held.push(next);
      else await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
    held.forEach((s) => s.close());
  });

  it('needs a session', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`${base}/api/v1/notifications/stream`, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject),
    );
    expect(status).toBe(401);
  });
});
