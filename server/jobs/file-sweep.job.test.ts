import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { multipart, PNG } from '../test/uploads.ts';
import { missingFiles, sweepUnreferencedFiles, SWEEP_GRACE_HOURS } from './file-sweep.job.ts';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.testDb.database.db, {
    firstName: 'Sven',
    lastName: 'Sweep',
    role: 'superAdmin',
  });
  client = new TestClient(t.app, '10.88.0.1');
  await client.login(user.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const filesRoot = () => path.join(t.config.dataDir, 'files');
const stored = () =>
  fs
    .readdirSync(filesRoot(), { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(filesRoot(), f)).isFile())
    .sort();

function age(key: string, hours: number) {
  const when = new Date(Date.now() - hours * 3_600_000);
  fs.utimesSync(path.join(filesRoot(), key), when, when);
}

async function upload(url: string) {
  const res = await client.request({ method: 'POST', url, ...multipart('a.png', 'image/png', PNG) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ user: { avatarUrl: string }; thumbnailKey: string }>();
}

describe('the sweep of unreferenced files', () => {
  it('removes old files no row names, keeps named and recent ones', async () => {
    const first = (await upload('/api/v1/me/avatar')).user.avatarUrl;
    const current = (await upload('/api/v1/me/avatar')).user.avatarUrl;
    const abandoned = (await upload('/api/v1/projects/thumbnails')).thumbnailKey;
    const fresh = (await upload('/api/v1/projects/thumbnails')).thumbnailKey;
    const avatarKey = `avatars/${current.split('/').pop()}`;
    expect(first).not.toBe(current);
    // A crash between the write and the rename leaves a partial file; another folder is not ours to judge.
    fs.writeFileSync(path.join(filesRoot(), 'avatars/ab12.png.0123456789ab.partial'), 'half');
    fs.mkdirSync(path.join(filesRoot(), 'archive'));
    fs.writeFileSync(path.join(filesRoot(), 'archive/x.pdf'), '%PDF');
    // A letter PDF that no issued request names (an issue that lost the race to another).
    fs.mkdirSync(path.join(filesRoot(), 'letters'));
    fs.writeFileSync(path.join(filesRoot(), 'letters/lost.pdf'), '%PDF');
    for (const key of [
      avatarKey,
      abandoned,
      'avatars/ab12.png.0123456789ab.partial',
      'archive/x.pdf',
      'letters/lost.pdf',
    ]) {
      age(key, SWEEP_GRACE_HOURS + 1);
    }
    age(fresh, SWEEP_GRACE_HOURS - 1);

    const result = await sweepUnreferencedFiles(t.ctx.db, t.ctx.storage, new Date());
    expect(result).toEqual({ removed: 3, kept: 3 });
    expect(stored()).toEqual([avatarKey, 'archive/x.pdf', fresh].sort());
    expect((await client.get(current)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/jobs', () => {
  it('shows Admins each job with its last run and next run', async () => {
    await t.scheduler.tick();
    const res = await client.get('/api/v1/jobs');
    expect(res.statusCode).toBe(200);
    const jobs = res.json().jobs as {
      name: string;
      lastRun: { outcome: string } | null;
      nextRunAt: string;
    }[];
    expect(jobs.map((j) => j.name)).toEqual([
      'mail-delivery',
      'file-sweep',
      'idempotency-key-expiry',
      'overdue-digest',
      'daily-reminders',
      'daily-digest',
      'manager-digest',
      'holiday-calendar',
      'leave-top-up',
      'compensatory-expiry',
      'task-recurrence',
      'event-retention',
      'notification-mail',
      'in-app-notifications',
    ]);
    for (const job of jobs) {
      expect(job.lastRun?.outcome).toBe('succeeded');
      expect(new Date(job.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('is for Admins only', async () => {
    const employee = await createUser(t.testDb.database.db, { firstName: 'Emil', lastName: 'Employee' });
    const other = new TestClient(t.app, '10.88.0.2');
    await other.login(employee.email, TEST_PASSWORD);
    expect((await other.get('/api/v1/jobs')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/jobs' })).statusCode).toBe(401);
  });
});

describe('the modules that store files', () => {
  it('each have their folder swept of files none of their rows names', async () => {
    const folders = [
      'avatars',
      'thumbnails',
      'attachments',
      'previews',
      'attendance',
      'letters',
      'taxproofs',
    ];
    const orphans = folders.map((folder) => `${folder}/orphan${folder.length}.pdf`);
    for (const key of orphans) {
      fs.mkdirSync(path.join(filesRoot(), path.dirname(key)), { recursive: true });
      fs.writeFileSync(path.join(filesRoot(), key), '%PDF');
      age(key, SWEEP_GRACE_HOURS + 1);
    }
    await sweepUnreferencedFiles(t.ctx.db, t.ctx.storage, new Date());
    expect(stored().filter((key) => orphans.includes(key))).toEqual([]);
  });
});

describe('missingFiles', () => {
  it('names the files rows point at that the store does not hold', async () => {
    const avatar = (await upload('/api/v1/me/avatar')).user.avatarUrl;
    const avatarKey = `avatars/${avatar.split('/').pop()}`;
    expect(await missingFiles(t.ctx.db, t.ctx.storage)).toEqual([]);
    fs.rmSync(path.join(filesRoot(), avatarKey));
    expect(await missingFiles(t.ctx.db, t.ctx.storage)).toEqual([avatarKey]);
  });
});
