import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** The name inside the archive. */
  name: string;
  size: number;
  /** Opens the entry's content when its turn comes (never before). */
  open: () => Promise<Readable>;
}

/**
 * A zip archive written as it is read (yazl): one entry open at a time, each read only as fast
 * as the archive is consumed, so a zip of many large files never sits in memory. Entries are
 * stored, not compressed: attachments are pictures, PDFs and Office files, compressed already.
 */
export function zipStream(entries: ZipEntry[], onError: (err: unknown) => void): Readable {
  const zip = new ZipFile();
  zip.on('error', onError);
  for (const entry of entries) {
    zip.addReadStreamLazy(
      entry.name,
      { size: entry.size, compress: false, mtime: new Date(0) },
      (callback) => {
        entry.open().then(
          (stream) => callback(null, stream),
          (err: unknown) => callback(err, undefined as unknown as NodeJS.ReadableStream),
        );
      },
    );
  }
  zip.end();
  return zip.outputStream as Readable;
}
