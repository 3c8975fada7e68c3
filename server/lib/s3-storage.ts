import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { storageFull, storageUnavailable } from './errors.ts';
import type { S3Location } from '../config.ts';
import { isValidFileKey, type FileStorage } from './storage.ts';

/**
 * A client for the location. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role) unless given.
 */
export function createS3Client(
  location: S3Location,
  credentials?: { accessKeyId: string; secretAccessKey: string },
): S3Client {
  return new S3Client({
    ...(credentials ? { credentials } : {}),
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    // Checksums only where the protocol asks for them: several S3-compatible servers reject the
    // SDK's default CRC trailers. Integrity is kept by Content-MD5 on every upload instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails a request in seconds, not minutes; downloads stream, so the
    // request timeout is the longest pause between two pieces, not the whole transfer.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

const SHA256_METADATA = 'sha256';

/** The SHA-256 of a file's bytes, as stored beside it in the bucket (hex). */
export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Answers that mean the store is out of space: MinIO's 507, Ceph's and others' quota. */
const FULL_CODES = new Set(['XMinioStorageFull', 'QuotaExceeded', 'XMinioAdminBucketQuotaExceeded']);

/**
 * What a failed call means to the app's caller: a full store is 507, one that cannot be reached
 * or answers 5xx is 503 with Retry-After; anything else (a refused credential, a missing bucket)
 * is a configuration fault and stays an error that is logged.
 */
function translate(err: unknown): unknown {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode ?? 0;
    if (status === 507 || FULL_CODES.has(err.name)) return storageFull();
    if (status >= 500 || err.name === 'SlowDown') return storageUnavailable();
    return err;
  }
  // No answer at all (refused, reset, timed out, a name that does not resolve): the SDK has
  // retried it and marked it with its attempts.
  if (err instanceof Error && ('$metadata' in err || NETWORK_FAULTS.has(errorCode(err))))
    return storageUnavailable();
  return err;
}

const NETWORK_FAULTS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'TimeoutError',
]);

const errorCode = (err: Error) => (err as NodeJS.ErrnoException).code ?? err.name;

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')
  );
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

/**
 * Files in an S3 bucket. A PUT either stores the whole object or nothing, so a reader never sees
 * half a file and a failed upload leaves none behind (there are no partial files to sweep). The
 * upload carries its Content-MD5, which the server checks, and its SHA-256 as metadata, which
 * `npm run storage:copy` compares. Downloads stream from the bucket through the app, behind its
 * authorization.
 */
export function createS3Storage(
  location: Pick<S3Location, 'bucket' | 'prefix'>,
  client: S3Client,
): FileStorage {
  const { bucket, prefix } = location;
  const objectKey = (key: string) => {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return prefix + key;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw translate(err);
    }
  };
  return {
    put: (key, data) =>
      call(async () => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: data,
            ContentLength: data.length,
            ContentMD5: createHash('md5').update(data).digest('base64'),
            ContentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
            Metadata: { [SHA256_METADATA]: sha256Hex(data) },
          }),
        );
      }),
    read: async (key) => {
      if (!isValidFileKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw translate(err);
      }
    },
    exists: async (key) =>
      isValidFileKey(key) ? (await describeObject(client, bucket, prefix + key)) !== null : false,
    remove: async (key) => {
      if (!isValidFileKey(key)) return;
      await call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key })));
    },
    list: async function* () {
      const pages = paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket: bucket, Prefix: prefix });
      try {
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const key = object.Key?.slice(prefix.length) ?? '';
            if (isValidFileKey(key))
              yield { key, modifiedAt: object.LastModified ?? new Date(0), partial: false };
          }
        }
      } catch (err) {
        throw translate(err);
      }
    },
    check: () => call(async () => void (await client.send(new HeadBucketCommand({ Bucket: bucket })))),
  };
}

/** A stored object's size and SHA-256 (when it was stored with one), or null when there is none. */
export async function describeObject(
  client: S3Client,
  bucket: string,
  objectKey: string,
): Promise<{ size: number; sha256: string | undefined } | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
    return { size: head.ContentLength ?? 0, sha256: head.Metadata?.[SHA256_METADATA] };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw translate(err);
  }
}
