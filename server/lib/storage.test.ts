import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createLocalStorage, type FileWriter } from './storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-storage-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Everything under the storage folder, as relative paths. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

/** A disk that fills up half-way through the write, leaving half a file behind. */
function writerFailingWith(code: string): FileWriter {
  return async (file, data) => {
    await fsp.writeFile(file, data.subarray(0, data.length / 2));
    throw Object.assign(new Error(`${code}: write failed`), { code });
  };
}

describe('local storage', () => {
  it('stores, reads and removes a file', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/abc.png', Buffer.from('picture'));
    expect(filesUnder(root)).toEqual(['avatars/abc.png']);
    expect(await storage.exists('avatars/abc.png')).toBe(true);
    const file = await storage.read('avatars/abc.png');
    expect(file?.size).toBe(7);
    file?.stream.destroy();
    await storage.remove('avatars/abc.png');
    expect(filesUnder(root)).toEqual([]);
    expect(await storage.exists('avatars/abc.png')).toBe(false);
  });

  it('answers 507 when the disk is full and leaves no partial file', async () => {
    const storage = createLocalStorage(root, writerFailingWith('ENOSPC'));
    const err = await storage.put('avatars/abc.png', Buffer.alloc(1000, 1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(507);
    expect((err as AppError).code).toBe('storage_full');
    expect(filesUnder(root)).toEqual([]);
    expect(await storage.exists('avatars/abc.png')).toBe(false);
  });

  it('passes other write failures on, also without leaving a partial file', async () => {
    const storage = createLocalStorage(root, writerFailingWith('EIO'));
    await expect(storage.put('thumbnails/x.jpg', Buffer.alloc(1000, 1))).rejects.toThrow('EIO');
    expect(filesUnder(root)).toEqual([]);
  });

  it('never replaces a stored file with half of a new one', async () => {
    await createLocalStorage(root).put('avatars/abc.png', Buffer.from('first'));
    const failing = createLocalStorage(root, writerFailingWith('ENOSPC'));
    await expect(failing.put('avatars/abc.png', Buffer.from('second!!'))).rejects.toBeInstanceOf(AppError);
    expect(fs.readFileSync(path.join(root, 'avatars/abc.png'), 'utf8')).toBe('first');
  });
});
