/**
 * `npm run storage:copy -- --to s3://bucket[/prefix]?endpoint=…&region=…` copies an install's
 * uploaded files from the disk (DATA_DIR/files, or --from DIR) into the bucket, so that the app
 * can then run with STORAGE_URL set to the same address. Each object is verified after the copy
 * by its size and SHA-256; a file already in the bucket with the same size and checksum is
 * skipped, so the command can be stopped and run again, and run once more after the app is
 * stopped to take the files uploaded meanwhile. The files on the disk are left where they are.
 * Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the SDK's other sources).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadConfig, parseStorageUrl, STORAGE_URL_HELP, type S3Location } from '../server/config.ts';
import { createS3Client, createS3Storage, describeObject, sha256Hex } from '../server/lib/s3-storage.ts';
import { createLocalStorage } from '../server/lib/storage.ts';

export interface CopyResult {
  copied: number;
  alreadyThere: number;
  failed: Array<{ key: string; reason: string }>;
  bytes: number;
}

const PARALLEL = 4;

/** Copies every complete file under `from` into the bucket, verifying each; see the file's comment. */
export async function copyFilesToBucket(options: {
  from: string;
  to: Pick<S3Location, 'bucket' | 'prefix'>;
  client: S3Client;
  onProgress?: (done: number, result: CopyResult) => void;
}): Promise<CopyResult> {
  const { bucket, prefix } = options.to;
  const source = createLocalStorage(options.from);
  const target = createS3Storage(options.to, options.client);
  await target.check();
  const result: CopyResult = { copied: 0, alreadyThere: 0, failed: [], bytes: 0 };
  const keys: string[] = [];
  for await (const file of source.list()) if (!file.partial) keys.push(file.key);
  keys.sort();

  const copyOne = async (key: string) => {
    const file = await source.read(key);
    if (!file) return; // Removed by the running app since it was listed.
    const data = Buffer.concat(await file.stream.toArray());
    const sha256 = sha256Hex(data);
    const stored = await describeObject(options.client, bucket, prefix + key);
    if (stored?.size === data.length && stored.sha256 === sha256) {
      result.alreadyThere++;
      return;
    }
    await target.put(key, data);
    const copied = await describeObject(options.client, bucket, prefix + key);
    if (copied?.size !== data.length || copied.sha256 !== sha256) {
      throw new Error(`the stored copy differs (${copied?.size ?? 'no'} bytes)`);
    }
    result.copied++;
    result.bytes += data.length;
  };

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await copyOne(key);
      } catch (err) {
        result.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
      }
      options.onProgress?.(++done, result);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, from: { type: 'string' } },
  });
  const location = values.to ? parseStorageUrl(values.to, process.env.AWS_REGION || undefined) : null;
  if (!location) {
    console.error(
      `Usage: npm run storage:copy -- --to s3://bucket[/prefix]?endpoint=…&region=… [--from DIR]`,
    );
    console.error(STORAGE_URL_HELP);
    process.exit(2);
  }
  const from = values.from ? path.resolve(values.from) : path.join(loadConfig().dataDir, 'files');
  console.log(`Copying ${from} to s3://${location.bucket}/${location.prefix}`);
  const started = Date.now();
  const result = await copyFilesToBucket({
    from,
    to: location,
    client: createS3Client(location),
    onProgress: (done) => {
      if (done % 500 === 0) console.log(`${done} files checked`);
    },
  });
  for (const failure of result.failed) console.error(`Not copied: ${failure.key}: ${failure.reason}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${result.copied} copied (${(result.bytes / 1_048_576).toFixed(1)} MiB), ${result.alreadyThere} already there, ` +
      `${result.failed.length} failed, in ${seconds} s`,
  );
  if (result.failed.length > 0) process.exit(1);
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    console.error(`storage:copy stopped: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
