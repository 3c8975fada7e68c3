import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, TEST_S3_BUCKET, TEST_S3_CREDENTIALS, type TestS3 } from '../server/test/s3-server.ts';
import { copyFilesToBucket } from './storage-copy.ts';

let s3: TestS3;
let from: string;
beforeAll(async () => {
  s3 = await startTestS3();
  from = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-files-'));
  const write = (key: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(from, key)), { recursive: true });
    fs.writeFileSync(path.join(from, key), data);
  };
  write('avatars/a1.png', 'png-1');
  write('attachments/big.pdf', Buffer.alloc(2_000_000, 7));
  write('letters/l1.pdf', '%PDF letter');
  for (let i = 0; i < 20; i++) write(`photos/p${i}.jpg`, `photo ${i}`);
  // A crashed write's leftover and a stray file are not the app's files: never copied.
  write('letters/l2.pdf.0123456789ab.partial', 'half');
  write('letters/notes.txt', 'stray');
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(from, { recursive: true, force: true });
});

const target = { bucket: TEST_S3_BUCKET, prefix: 'moved/' };

describe('npm run storage:copy', () => {
  it('copies every file, verified; a second run finds them all there; a changed object is copied again', async () => {
    const first = await copyFilesToBucket({ from, to: target, client: s3.client });
    expect(first).toEqual({
      copied: 23,
      alreadyThere: 0,
      failed: [],
      bytes: 2_000_000 + 5 + 11 + 20 * 7 + 10 * 1,
    });
    const keys = await s3.keys();
    expect(keys).toHaveLength(23);
    expect(keys).toContain('moved/attachments/big.pdf');
    expect(keys.some((k) => k.includes('partial') || k.includes('notes'))).toBe(false);
    const stored = await s3.storage('moved/').read('letters/l1.pdf');
    expect(await text(stored!.stream)).toBe('%PDF letter');

    const again = await copyFilesToBucket({ from, to: target, client: s3.client });
    expect(again).toEqual({ copied: 0, alreadyThere: 23, failed: [], bytes: 0 });

    // An object cut short in the bucket (an interrupted earlier copy, by another tool) is replaced.
    await s3.storage('moved/').put('photos/p3.jpg', Buffer.from('pho'));
    const third = await copyFilesToBucket({ from, to: target, client: s3.client });
    expect([third.copied, third.alreadyThere]).toEqual([1, 22]);
    expect(await text((await s3.storage('moved/').read('photos/p3.jpg'))!.stream)).toBe('photo 3');
  });

  it('stops before copying anything when the bucket cannot be reached', async () => {
    s3.fail('unreachable');
    try {
      await expect(
        copyFilesToBucket({ from, to: { ...target, prefix: 'other/' }, client: s3.client }),
      ).rejects.toThrow('Files cannot be stored');
    } finally {
      s3.fail(null);
    }
    expect((await s3.keys()).filter((k) => k.startsWith('other/'))).toEqual([]);
  });

  it('runs from the command line, printing its figures last, and explains a wrong address', async () => {
    // Run beside the test, not blocking it: the S3 server answers from this process.
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/storage-copy.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, ...TEST_S3_CREDENTIALS },
      }).then(
        (done) => ({ status: 0, ...done }),
        (err: { code: number; stdout: string; stderr: string }) => ({ status: err.code, ...err }),
      );
    const ok = await run(['--from', from, '--to', s3.url('cli')]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout.trim().split('\n').at(-1)).toMatch(
      /^23 copied \(1\.9 MiB\), 0 already there, 0 failed, in [\d.]+ s$/,
    );
    const wrong = await run(['--to', '/var/files']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('STORAGE_URL must be s3://bucket');
  });
});
