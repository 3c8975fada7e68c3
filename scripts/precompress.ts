import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, best level) beside every
 * compressible file of `dir` worth it, once at build time, so that the server sends them as they
 * are (@fastify/static's preCompressed) instead of compressing on every request.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += br.length;
    summary.gzipBytes += gz.length;
  }
  return summary;
}

/** The Vite build step: precompresses the output once it is written. */
export function precompress(): Plugin {
  return {
    name: 'orgdesk-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const { files, bytes, brotliBytes } = await precompressDirectory(options.dir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      this.info(`precompressed ${files} files: ${kb(bytes)} → ${kb(brotliBytes)} brotli`);
    },
  };
}
