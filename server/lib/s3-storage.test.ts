import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig, parseStorageUrl } from '../config.ts';
import { startTestS3, TEST_S3_BUCKET, type TestS3 } from '../test/s3-server.ts';
import { AppError } from './errors.ts';
import { createS3Storage, describeObject, sha256Hex } from './s3-storage.ts';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.stop();
});
beforeEach(async () => {
  s3.fail(null);
  await s3.clear();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('S3 storage', () => {
  it('stores, streams back, lists and removes a file under its prefix', async () => {
    const storage = s3.storage('acme/');
    const data = Buffer.from('%PDF-1.4 a letter');
    await storage.put('letters/abc.pdf', data);
    expect(await s3.keys()).toEqual(['acme/letters/abc.pdf']);
    expect(await storage.exists('letters/abc.pdf')).toBe(true);
    expect(await storage.exists('letters/other.pdf')).toBe(false);
    const file = await storage.read('letters/abc.pdf');
    expect(file?.size).toBe(data.length);
    expect(await text(file!.stream)).toBe(data.toString());
    expect(await storage.read('letters/other.pdf')).toBeNull();
    // The checksum travels with the object, for storage:copy's verification.
    expect(await describeObject(s3.client, TEST_S3_BUCKET, 'acme/letters/abc.pdf')).toEqual({
      size: data.length,
      sha256: sha256Hex(data),
    });

    // Another install's prefix and objects that are not the app's are never listed (nor swept).
    await s3.storage('other/').put('letters/xyz.pdf', data);
    await s3.client.send(new PutObjectCommand({ Bucket: TEST_S3_BUCKET, Key: 'acme/notes.txt', Body: 'x' }));
    const listed = [];
    for await (const stored of storage.list()) listed.push(stored);
    expect(listed).toEqual([{ key: 'letters/abc.pdf', modifiedAt: expect.any(Date), partial: false }]);

    await storage.remove('letters/abc.pdf');
    await storage.remove('letters/abc.pdf');
    expect(await storage.exists('letters/abc.pdf')).toBe(false);
    expect(await s3.keys()).toEqual(['acme/notes.txt', 'other/letters/xyz.pdf']);
  });

  it('refuses a key the server did not make', async () => {
    const storage = s3.storage();
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow('Invalid file key');
    expect(await storage.read('../escape.pdf')).toBeNull();
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 507 storage_full when the store is full, storing nothing', async () => {
    s3.fail('full');
    const err = await refusal(s3.storage().put('avatars/a.png', Buffer.alloc(2000, 1)));
    expect([err.statusCode, err.code]).toEqual([507, 'storage_full']);
    s3.fail(null);
    expect(await s3.keys()).toEqual([]);
    // Reads go on while it is full.
    await s3.storage().put('avatars/b.png', Buffer.from('b'));
    s3.fail('full');
    expect(await s3.storage().exists('avatars/b.png')).toBe(true);
  });

  it('answers 503 storage_unavailable with Retry-After while the endpoint is unreachable, then works again', async () => {
    const storage = s3.storage();
    await storage.put('avatars/kept.png', Buffer.from('kept'));
    s3.fail('unreachable');
    for (const attempt of [
      () => storage.put('avatars/new.png', Buffer.from('new')),
      () => storage.read('avatars/kept.png'),
      () => storage.exists('avatars/kept.png'),
      () => storage.remove('avatars/kept.png'),
      () => storage.check(),
    ]) {
      const err = await refusal(attempt());
      expect([err.statusCode, err.code, err.headers?.['retry-after']]).toEqual([
        503,
        'storage_unavailable',
        '5',
      ]);
    }
    s3.fail(null);
    await storage.check();
    expect(await s3.keys()).toEqual(['avatars/kept.png']);
    expect(await text((await storage.read('avatars/kept.png'))!.stream)).toBe('kept');
  });

  it('fails its readiness check, as a configuration fault, on a bucket that does not exist', async () => {
    const missing = createS3Storage({ bucket: 'no-such-bucket', prefix: '' }, s3.client);
    const err = await missing.check().then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err).not.toBeNull();
    expect(err).not.toBeInstanceOf(AppError);
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, prefix, endpoint, region and addressing style', () => {
    expect(parseStorageUrl('s3://orgdesk-files')).toEqual({
      bucket: 'orgdesk-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      parseStorageUrl('s3://orgdesk/prod/eu/?endpoint=http://127.0.0.1:9000&region=eu-west-3', 'us-east-2'),
    ).toEqual({
      bucket: 'orgdesk',
      prefix: 'prod/eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
    expect(
      parseStorageUrl('s3://orgdesk?endpoint=https://s3.example.com&pathStyle=false')?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    ['/var/files'],
    ['http://orgdesk'],
    ['s3://Bad_Bucket'],
    ['s3://orgdesk?endpoint=ftp://host'],
    ['s3://orgdesk?endpoint=http://host/path'],
    ['s3://orgdesk?pathStyle=yes'],
  ])('refuses %s at start-up with the expected form', (raw) => {
    expect(parseStorageUrl(raw)).toBeNull();
    expect(() => loadConfig({ STORAGE_URL: raw })).toThrow('STORAGE_URL must be s3://bucket');
  });

  it('takes the region from AWS_REGION when the address names none', () => {
    expect(loadConfig({ STORAGE_URL: 's3://orgdesk', AWS_REGION: 'ap-south-1' }).storage?.region).toBe(
      'ap-south-1',
    );
    expect(loadConfig({}).storage).toBeUndefined();
  });
});
