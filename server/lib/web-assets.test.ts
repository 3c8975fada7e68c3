/**
 * The built web app goes out precompressed: the brotli or gzip copy the build wrote, chosen by
 * Accept-Encoding and marked Vary, with a year's immutable caching for hashed assets and none for
 * the page itself; a client that takes neither gets the plain file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<p>Orgdesk</p>'.repeat(100)}</body></html>`;

let webDist: string;
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'tiny-4d5e6f.js'), 'export {};\n');
  await precompressDirectory(webDist);
  testDb = await createTestDatabase();
  app = await buildApp({
    database: testDb.database,
    config: { ...loadConfig({}), scryptLog2N: 10 },
    webDist,
  });
});

afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('writes brotli and gzip copies of the files worth compressing, and only of those', () => {
    const files = fs.readdirSync(path.join(webDist, 'assets')).sort();
    expect(files).toEqual(['app-1a2b3c.js', 'app-1a2b3c.js.br', 'app-1a2b3c.js.gz', 'tiny-4d5e6f.js']);
  });

  it('sends the brotli copy to a browser that takes brotli, unchanged once decoded, cached for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file too small to compress as it is', async () => {
    const res = await get('/assets/tiny-4d5e6f.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('answers a page address with the compressed app page, never cached', async () => {
    const res = await get('/login', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('sends a hashed asset only the security headers a subresource uses, and the page all of them', async () => {
    const asset = await get('/assets/app-1a2b3c.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(asset.headers[documentOnly]).toBeUndefined();
    }
    // A missing asset's address gets the app page, a document: with its policies.
    for (const page of [await get('/login', 'br'), await get('/assets/gone-7a8b9c.js', 'br')]) {
      expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
