/**
 * The app with its files in an S3 bucket (a real S3-protocol server, started here): uploads land
 * in the bucket and never on the disk, downloads stream back through the app's authorization,
 * replaced files are removed, the sweep clears what no row names, and a full or unreachable store
 * refuses the write with 507 or 503, storing neither the file nor its row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../shared/schemas/task-timeline.schema.ts';
import { taskAttachments, taskTimeline } from '../db/schema.ts';
import { sweepUnreferencedFiles, SWEEP_GRACE_HOURS } from '../jobs/file-sweep.job.ts';
import { insertTask, signIn } from '../modules/projects/projects-test-kit.ts';
import { createOrg } from '../test/org-fixture.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';
import { BOUNDARY, multipartBody, PNG, type Part } from '../test/uploads.ts';
import { STORAGE_MESSAGES } from '../../shared/schemas/common.schema.ts';

const PREFIX = 'acme/';
let s3: TestS3;
let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
let mona: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ storage: s3.storage(PREFIX) });
  org = await createOrg(db());
  mona = await signIn(t, org.manager);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});
beforeEach(() => s3.fail(null));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdf = (filename: string, data = PDF): Part => ({
  field: 'files',
  filename,
  contentType: 'application/pdf',
  data,
});

function comment(taskId: number, parts: Part[]) {
  return mona.request({
    method: 'POST',
    url: `/api/v1/tasks/${taskId}/comments`,
    payload: multipartBody(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

function uploadAvatar() {
  return mona.request({
    method: 'POST',
    url: '/api/v1/me/avatar',
    payload: multipartBody([{ field: 'file', filename: 'me.png', contentType: 'image/png', data: PNG }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

const newTask = () =>
  insertTask(t, { projectId: org.project.id, assignedToId: org.lead.id, assignedById: org.manager.id });
const appKeys = async () =>
  (await s3.keys()).filter((k) => k.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length));
const commentCount = () => db().$count(taskTimeline, eq(taskTimeline.type, 'Timeline'));

describe('files in an S3 bucket', () => {
  it('stores attachments in the bucket, not on the disk, and streams them back, one by one and zipped', async () => {
    const task = await newTask();
    const letter = Buffer.concat([PDF, Buffer.alloc(300_000, 0x20)]);
    const res = await comment(task.id, [
      { field: 'body', data: '<p>Signed copy</p>' },
      pdf('signed.pdf', letter),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [attachment] = res.json<TimelineEntry>().attachments;
    const [row] = await db().select().from(taskAttachments).where(eq(taskAttachments.taskId, task.id));
    expect(await appKeys()).toContain(row!.fileKey);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

    const download = await mona.get(attachment!.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(letter.length));
    expect(download.rawPayload.equals(letter)).toBe(true);

    const zip = await mona.get(`/api/v1/tasks/attachments.zip?ids=${task.id}`);
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.values(entries).map((bytes) => Buffer.from(bytes).equals(letter))).toEqual([true]);

    // Outside the caller's scope the file is not found, whatever the bucket holds.
    const pete = await signIn(t, org.peer);
    expect((await pete.get(attachment!.url)).statusCode).toBe(404);
  });

  it('removes the object of a replaced or removed profile picture', async () => {
    const first = await uploadAvatar();
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().user.avatarUrl as string;
    const firstKey = firstUrl.replace('/api/v1/files/', '');
    expect(await appKeys()).toContain(firstKey);
    const served = await mona.get(firstUrl);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const second = await uploadAvatar();
    const secondKey = (second.json().user.avatarUrl as string).replace('/api/v1/files/', '');
    expect(await appKeys()).toContain(secondKey);
    expect(await appKeys()).not.toContain(firstKey);

    await mona.request({ method: 'DELETE', url: '/api/v1/me/avatar' });
    expect((await appKeys()).filter((k) => k.startsWith('avatars/'))).toEqual([]);
  });

  it('sweeps the objects no row names once they are past the grace period, and keeps the rest', async () => {
    const task = await newTask();
    expect((await comment(task.id, [pdf('kept.pdf')])).statusCode).toBe(201);
    const storage = s3.storage(PREFIX);
    await storage.put('attachments/orphanOfAFailedSave.pdf', PDF);
    const before = await appKeys();
    const early = await sweepUnreferencedFiles(db(), storage, new Date());
    expect(early.removed).toBe(0);
    const later = new Date(Date.now() + (SWEEP_GRACE_HOURS + 1) * 3_600_000);
    const swept = await sweepUnreferencedFiles(db(), storage, later);
    expect(swept.removed).toBe(1);
    expect(await appKeys()).toEqual(before.filter((k) => k !== 'attachments/orphanOfAFailedSave.pdf'));
  });

  it.each([
    ['full', 507, 'storage_full', STORAGE_MESSAGES.full, undefined],
    ['unreachable', 503, 'storage_unavailable', STORAGE_MESSAGES.unavailable, '5'],
  ] as const)(
    'refuses an upload while the store is %s (%i), storing neither file nor comment',
    async (fault, status, code, message, retryAfter) => {
      const task = await newTask();
      const keys = await appKeys();
      const comments = await commentCount();
      s3.fail(fault);
      const res = await comment(task.id, [{ field: 'body', data: '<p>x</p>' }, pdf('a.pdf'), pdf('b.pdf')]);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ error: { code, message } });
      expect(res.headers['retry-after']).toBe(retryAfter);
      const avatar = await uploadAvatar();
      expect(avatar.statusCode).toBe(status);
      s3.fail(null);
      expect(await appKeys()).toEqual(keys);
      expect(await commentCount()).toBe(comments);
      // And once the store is back, the same upload goes through.
      expect((await comment(task.id, [pdf('a.pdf')])).statusCode).toBe(201);
    },
  );

  it('answers 503 to a download while the store is unreachable, and serves it again afterwards', async () => {
    const task = await newTask();
    const [attachment] = (await comment(task.id, [pdf('later.pdf')])).json<TimelineEntry>().attachments;
    s3.fail('unreachable');
    const refused = await mona.get(attachment!.url);
    expect([refused.statusCode, refused.json().error.code]).toEqual([503, 'storage_unavailable']);
    s3.fail(null);
    expect((await mona.get(attachment!.url)).rawPayload.equals(PDF)).toBe(true);
  });
});
