/**
 * A real S3-protocol server for tests (s3rver, storing under a temporary folder) on 127.0.0.1,
 * with one bucket, and the faults a production store shows: a full store answers uploads as MinIO
 * does (507 XMinioStorageFull), and an unreachable one drops every connection.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, createS3Storage } from '../lib/s3-storage.ts';
import type { S3Location } from '../config.ts';
import type { FileStorage } from '../lib/storage.ts';

/** s3rver's fixed credentials: the SDK signs with them, the server checks the signature. */
export const TEST_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;
export const TEST_S3_BUCKET = 'orgdesk-test';

export type TestS3Fault = 'full' | 'unreachable' | null;

export interface TestS3 {
  endpoint: string;
  /** STORAGE_URL for this server's bucket, under an optional prefix. */
  url(prefix?: string): string;
  location(prefix?: string): S3Location;
  client: S3Client;
  /** The app's storage on this bucket. */
  storage(prefix?: string): FileStorage;
  /** Every key in the bucket (prefix included), sorted. */
  keys(): Promise<string[]>;
  /** Empties the bucket. */
  clear(): Promise<void>;
  /** From now on, answer as a full store or as an unreachable one; null to serve again. */
  fail(fault: TestS3Fault): void;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-s3-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_S3_BUCKET, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let fault: TestS3Fault = null;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    if (fault === 'full' && req.method === 'PUT') {
      req.resume();
      res.writeHead(507, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
          '<Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
      );
      return;
    }
    handle(req, res);
  });
  server.on('connection', (socket) => {
    if (fault === 'unreachable') return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const location = (prefix = ''): S3Location => ({
    bucket: TEST_S3_BUCKET,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
  });
  const client = createS3Client(location(), {
    accessKeyId: TEST_S3_CREDENTIALS.AWS_ACCESS_KEY_ID,
    secretAccessKey: TEST_S3_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
  });
  return {
    endpoint,
    url: (prefix = '') =>
      `s3://${TEST_S3_BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    location,
    client,
    storage: (prefix = '') => createS3Storage(location(prefix), client),
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_S3_BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    clear: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_S3_BUCKET }));
      for (const object of listed.Contents ?? [])
        await client.send(new DeleteObjectCommand({ Bucket: TEST_S3_BUCKET, Key: object.Key }));
    },
    fail: (next) => {
      fault = next;
      if (next === 'unreachable') for (const socket of sockets) socket.destroy();
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
