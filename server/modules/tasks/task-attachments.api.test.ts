import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '../../../shared/rules/attachments.ts';
import { COMMENT_MESSAGES } from '../../../shared/schemas/task-comments.schema.ts';
import { ZIP_MESSAGES } from '../../../shared/schemas/task-attachments.schema.ts';
import type { TimelineEntry, TimelinePage } from '../../../shared/schemas/task-timeline.schema.ts';
import { taskAttachments, taskTimeline } from '../../db/schema.ts';
import { sweepUnreferencedFiles } from '../../jobs/file-sweep.job.ts';
import { createOrg } from '../../test/org-fixture.ts';
import { officeZip } from '../../test/office-files.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { BOUNDARY, multipartBody, type Part } from '../../test/uploads.ts';
import { insertTask, signIn } from '../projects/projects-test-kit.ts';

/** Apollo: Mona, Leo. Zephyr: Pete. */
let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
let mona: TestClient;
let pete: TestClient;
let photo: Buffer;
const db = () => t.testDb.database.db;
const filesDir = () => path.join(t.ctx.config.dataDir, 'files');

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  mona = await signIn(t, org.manager);
  pete = await signIn(t, org.peer);
  // A photo with its camera's metadata, which the stored copy must not keep.
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Make: 'Phonemaker', Model: 'X' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const apolloTask = () =>
  insertTask(t, { projectId: org.project.id, assignedToId: org.lead.id, assignedById: org.manager.id });

const file = (filename: string, data: Buffer | string, contentType = 'application/octet-stream'): Part => ({
  field: 'files',
  filename,
  contentType,
  data,
});
const text = (body: string): Part => ({ field: 'body', data: body });

function postForm(client: TestClient, taskId: number, parts: Part[] | Buffer) {
  return client.request({
    method: 'POST',
    url: `/api/v1/tasks/${taskId}/comments`,
    payload: Buffer.isBuffer(parts) ? parts : multipartBody(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

/** Every file under the storage folder, partial ones included. */
function storedFiles(): string[] {
  const root = filesDir();
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(root, path.join(entry.parentPath, entry.name))] : [],
    );
}

async function expectRefused(
  res: Awaited<ReturnType<typeof postForm>>,
  status: number,
  message: string,
  before: { files: string[]; comments: number },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
  expect(storedFiles()).toEqual(before.files);
  expect(await db().$count(taskTimeline, eq(taskTimeline.type, 'Timeline'))).toBe(before.comments);
}

const snapshot = async () => ({
  files: storedFiles(),
  comments: await db().$count(taskTimeline, eq(taskTimeline.type, 'Timeline')),
});

describe('attachments on comments', () => {
  it('stores a comment with a picture and a document; the timeline lists them with a thumbnail', async () => {
    const task = await apolloTask();
    const docx = officeZip('docx');
    const res = await postForm(mona, task.id, [
      text('<p>See the files</p>'),
      file('site photo.JPG', photo, 'image/jpeg'),
      file('Plan ünïcode.docx', docx),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<TimelineEntry>();
    expect(entry.body).toBe('<p>See the files</p>');
    expect(entry.attachments.map((a) => [a.fileName, a.kind, a.thumbnailUrl !== null])).toEqual([
      ['site photo.JPG', 'jpg', true],
      ['Plan ünïcode.docx', 'docx', false],
    ]);
    const [picture, document] = entry.attachments;
    expect(document!.size).toBe(docx.length);

    // The same as the timeline shows it.
    const page = (await mona.get(`/api/v1/tasks/${task.id}/timeline`)).json<TimelinePage>();
    expect(page.items[0]!.attachments).toEqual(entry.attachments);

    // The download: the type found by content, never sniffed, named as RFC 6266 says.
    const download = await mona.get(document!.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(docx)).toBe(true);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Plan ?n?code.docx"; filename*=UTF-8''Plan%20%C3%BCn%C3%AFcode.docx`,
    );

    // The picture is re-encoded: no camera metadata; its thumbnail is small and shown inline.
    const stored = await mona.get(picture!.url);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([640, 480, undefined]);
    const thumbnail = await mona.get(picture!.thumbnailUrl!);
    expect(thumbnail.headers['content-disposition']).toMatch(/^inline;/);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBeLessThanOrEqual(288);
  });

  it('takes a comment of files alone, but not one with neither text nor file', async () => {
    const task = await apolloTask();
    const res = await postForm(mona, task.id, [file('report.pdf', PDF)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TimelineEntry>().attachments.map((a) => a.kind)).toEqual(['pdf']);
    const before = await snapshot();
    await expectRefused(
      await postForm(mona, task.id, [text('<p> </p>')]),
      422,
      COMMENT_MESSAGES.empty,
      before,
    );
  });

  it('refuses an 11th file, a file of 10 MB and one byte, and a file that is not what it says, storing nothing', async () => {
    const task = await apolloTask();
    const before = await snapshot();
    const eleven = Array.from({ length: 11 }, (_, i) => file(`r${i}.pdf`, PDF));
    await expectRefused(
      await postForm(mona, task.id, [text('<p>x</p>'), ...eleven]),
      413,
      ATTACHMENT_MESSAGES.tooMany,
      before,
    );

    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x41);
    big.write('%PDF-1.4\n');
    await expectRefused(
      await postForm(mona, task.id, [text('<p>x</p>'), file('big.pdf', big)]),
      413,
      ATTACHMENT_MESSAGES.size,
      before,
    );

    const refusedTypes: Array<[string, Part]> = [
      [
        'an HTML page named .pdf',
        file('invoice.pdf', '<!doctype html><script>alert(1)</script>', 'application/pdf'),
      ],
      [
        'an SVG',
        file('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'),
      ],
      ['an SVG named .png', file('logo.png', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png')],
      ['a PDF named .png', file('scan.png', PDF, 'image/png')],
      ['a polyglot: PDF header over HTML', file('a.pdf', '%PDF-1.4\n<html><script>alert(1)</script></html>')],
      ['a plain zip named .docx', file('a.docx', officeZip('docx', { contentTypes: '<Types/>' }))],
      ['an executable', file('setup.exe', Buffer.from('MZ\x90\x00\x03'))],
    ];
    for (const [name, part] of refusedTypes) {
      const res = await postForm(mona, task.id, [text('<p>x</p>'), file('ok.pdf', PDF), part]);
      await expectRefused(res, 415, ATTACHMENT_MESSAGES.type, before);
      expect(res.json<{ error: { details: unknown } }>().error.details, name).toEqual([
        { path: 'files.1', message: ATTACHMENT_MESSAGES.type },
      ]);
    }
    // A file that passes, with a comment the server then refuses (a mention outside the project).
    const outside = `<p><span data-type="mention" data-id="${org.peer.id}">@Pete</span></p>`;
    await expectRefused(
      await postForm(mona, task.id, [text(outside), file('ok.pdf', PDF)]),
      422,
      COMMENT_MESSAGES.mentionOutsideProject,
      before,
    );
  });

  it('does not answer a second, different upload from the first one sent with the same Idempotency-Key', async () => {
    const task = await apolloTask();
    const send = (name: string) =>
      mona.request({
        method: 'POST',
        url: `/api/v1/tasks/${task.id}/comments`,
        payload: multipartBody([file(name, PDF)]),
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'idempotency-key': 'same-key',
        },
      });
    const first = await send('one.pdf');
    const second = await send('two.pdf');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<TimelineEntry>().attachments[0]!.fileName).toBe('two.pdf');
  });

  it('keeps a path-traversal name for display only', async () => {
    const task = await apolloTask();
    const res = await postForm(mona, task.id, [
      file('../../../etc/passwd.pdf', PDF),
      file('..\\..\\boot.pdf', PDF),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TimelineEntry>().attachments.map((a) => a.fileName)).toEqual(['passwd.pdf', 'boot.pdf']);
    const [row] = await db().select().from(taskAttachments).where(eq(taskAttachments.taskId, task.id));
    expect(row!.fileKey).toMatch(/^attachments\/[A-Za-z0-9_-]+\.pdf$/);
    expect(fs.existsSync(path.join(filesDir(), row!.fileKey))).toBe(true);
  });

  it('lets only those who see the task download its files (404 for the rest)', async () => {
    const task = await apolloTask();
    const entry = (await postForm(mona, task.id, [file('plan.pdf', PDF)])).json<TimelineEntry>();
    const url = entry.attachments[0]!.url;
    expect((await pete.get(url)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    // Through another task's address, even one the caller sees.
    const other = await apolloTask();
    const attachmentId = entry.attachments[0]!.id;
    expect((await mona.get(`/api/v1/tasks/${other.id}/attachments/${attachmentId}`)).statusCode).toBe(404);
    // A file of Zephyr's task, which Mona does not see.
    const zephyr = await insertTask(t, {
      projectId: org.otherProject.id,
      assignedToId: org.peer.id,
      assignedById: org.peer.id,
    });
    const theirs = (await postForm(pete, zephyr.id, [file('secret.pdf', PDF)])).json<TimelineEntry>();
    expect((await mona.get(theirs.attachments[0]!.url)).statusCode).toBe(404);
    expect((await pete.get(theirs.attachments[0]!.url)).statusCode).toBe(200);
    // A document has no thumbnail.
    expect((await mona.get(`${url}/thumbnail`)).statusCode).toBe(404);
  });

  it('keeps attached files through the sweep of files nothing refers to', async () => {
    const task = await apolloTask();
    await postForm(mona, task.id, [file('keep.pdf', PDF), file('photo.jpg', photo)]);
    const later = new Date(Date.now() + 48 * 3_600_000);
    const before = storedFiles().length;
    const { removed } = await sweepUnreferencedFiles(db(), t.ctx.storage, later);
    expect(removed).toBe(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('zips the files of the chosen tasks the caller sees, as file1, file2…, streamed', async () => {
    const first = await apolloTask();
    const second = await apolloTask();
    const docx = officeZip('docx');
    await postForm(mona, first.id, [file('plan.pdf', PDF), file('notes.docx', docx)]);
    await postForm(mona, second.id, [file('photo.JPEG', photo)]);
    const zephyr = await insertTask(t, {
      projectId: org.otherProject.id,
      assignedToId: org.peer.id,
      assignedById: org.peer.id,
    });
    await postForm(pete, zephyr.id, [file('secret.pdf', PDF)]);
    const noFiles = await apolloTask();

    const res = await mona.get(
      `/api/v1/tasks/attachments.zip?ids=${second.id}&ids=${first.id}&ids=${zephyr.id}&ids=${noFiles.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    // Named after the tasks chosen; the files of those Mona sees, in the order asked (Zephyr's
    // task is not hers to see).
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=Task_Attachments_${second.id}_${first.id}_${zephyr.id}_${noFiles.id}.zip`,
    );
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toEqual(['file1.jpeg', 'file2.pdf', 'file3.docx']);
    expect(Buffer.from(entries['file2.pdf']!).equals(PDF)).toBe(true);
    expect(Buffer.from(entries['file3.docx']!).equals(docx)).toBe(true);

    const fromUserView = await mona.get(`/api/v1/tasks/attachments.zip?ids=${first.id}&from=user-view`);
    expect(fromUserView.headers['content-disposition']).toBe(
      `attachment; filename=TaskAttachments_${first.id}.zip`,
    );

    const none = await mona.get(`/api/v1/tasks/attachments.zip?ids=${zephyr.id}&ids=${noFiles.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: { message: string } }>().error.message).toBe(ZIP_MESSAGES.none);
    expect((await mona.get('/api/v1/tasks/attachments.zip')).statusCode).toBe(422);
    const tooMany = Array.from({ length: 101 }, (_, i) => `ids=${i + 1}`).join('&');
    expect((await mona.get(`/api/v1/tasks/attachments.zip?${tooMany}`)).statusCode).toBe(422);
    expect(
      (await new TestClient(t.app).get(`/api/v1/tasks/attachments.zip?ids=${first.id}`)).statusCode,
    ).toBe(401);
  });
});
