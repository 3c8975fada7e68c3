import { crc32, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipDirectory, readZipEntry, type ZipEntry } from './zip-directory.ts';

const TEXT = 'hello, hello, hello, hello, hello';

function sample(): Buffer {
  return Buffer.from(
    zipSync({
      'a.txt': [strToU8(TEXT), { level: 6 }],
      'dir/b.bin': [new Uint8Array([1, 2, 3]), { level: 0 }],
      'naïve.txt': strToU8('utf-8 name'),
    }),
  );
}

function entry(data: Buffer, name: string): ZipEntry {
  const found = readZipDirectory(data)?.find((e) => e.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

/** Offsets of the records fflate wrote, found by their signatures. */
function offsetOf(data: Buffer, signature: number, nth = 0): number {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = data.indexOf(Buffer.from(new Uint32Array([signature]).buffer), at + 1);
  }
  return at;
}
const END = 0x06054b50;
const CENTRAL = 0x02014b50;

/** One stored entry written the zip64 way: 0xffffffff in every size and offset, the values in extra fields. */
function zip64(name: string, contents: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(45, 4);
  local.writeUInt32LE(crc32(contents), 14);
  local.writeUInt32LE(contents.length, 18);
  local.writeUInt32LE(contents.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const extra = Buffer.alloc(28);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(contents.length), 4);
  extra.writeBigUInt64LE(BigInt(contents.length), 12);
  extra.writeBigUInt64LE(0n, 20);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL, 0);
  central.writeUInt16LE(45, 4);
  central.writeUInt16LE(45, 6);
  central.writeUInt32LE(crc32(contents), 16);
  central.writeUInt32LE(0xffffffff, 20);
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt16LE(extra.length, 30);
  central.writeUInt32LE(0xffffffff, 42);
  const body = Buffer.concat([local, nameBytes, contents]);
  const directory = Buffer.concat([central, nameBytes, extra]);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(1n, 24);
  record.writeBigUInt64LE(1n, 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(body.length), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(body.length + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.fill(0xff, 8, 20);
  return Buffer.concat([body, directory, record, locator, end]);
}

describe('readZipDirectory', () => {
  it('lists every entry from the central directory, names in UTF-8 included', () => {
    const entries = readZipDirectory(sample());
    expect(entries?.map((e) => [e.name, e.method, e.size])).toEqual([
      ['a.txt', 8, TEXT.length],
      ['dir/b.bin', 0, 3],
      ['naïve.txt', 8, 10],
    ]);
  });

  it('reads the zip64 end record and extra fields', () => {
    const data = zip64('big.txt', Buffer.from('zip64 contents'));
    const [only] = readZipDirectory(data) ?? [];
    expect(only).toMatchObject({ name: 'big.txt', size: 14, compressedSize: 14, localHeaderOffset: 0 });
    expect(readZipEntry(data, only!, 100)?.toString()).toBe('zip64 contents');
  });

  it('answers at once for a tiny file that claims four billion entries', () => {
    // The 98-byte file that keeps fflate's unzipSync busy for minutes.
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeUInt32LE(0xffffffff, 32);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END, 0);
    end.fill(0xff, 8, 12);
    const started = performance.now();
    expect(readZipDirectory(Buffer.concat([record, locator, end]))).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it.each([
    ['no end record', (d: Buffer) => d.subarray(0, d.length - 22)],
    ['bytes after the end record', (d: Buffer) => Buffer.concat([d, Buffer.from('trailing')])],
    ['a count larger than the directory', (d: Buffer) => (d.writeUInt16LE(200, offsetOf(d, END) + 10), d)],
    ['a directory past the end record', (d: Buffer) => (d.writeUInt32LE(d.length, offsetOf(d, END) + 16), d)],
    ['a spanned archive', (d: Buffer) => (d.writeUInt16LE(1, offsetOf(d, END) + 4), d)],
    ['a broken directory record', (d: Buffer) => (d.writeUInt32LE(0, offsetOf(d, CENTRAL, 1)), d)],
    [
      'a name running past the directory',
      (d: Buffer) => (d.writeUInt16LE(60000, offsetOf(d, CENTRAL, 2) + 28), d),
    ],
    [
      'a local header inside the directory',
      (d: Buffer) => (d.writeUInt32LE(d.length - 30, offsetOf(d, CENTRAL) + 42), d),
    ],
    ['an empty buffer', () => Buffer.alloc(0)],
    ['an empty archive', () => Buffer.from(zipSync({}))],
  ])('refuses %s', (_label, corrupt) => {
    expect(readZipDirectory(corrupt(sample()))).toBeNull();
  });

  it('never throws on corrupted archives', () => {
    const original = sample();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(original.length),
        (changes, cut) => {
          const data = Buffer.from(original.subarray(0, Math.max(cut, original.length - 40)));
          for (const [at, value] of changes) if (at < data.length) data[at] = value;
          const entries = readZipDirectory(data);
          for (const e of entries ?? []) readZipEntry(data, e, 1000);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('readZipEntry', () => {
  it('inflates a deflated entry and copies a stored one', () => {
    const data = sample();
    expect(readZipEntry(data, entry(data, 'a.txt'), 1000)?.toString()).toBe(TEXT);
    expect([...readZipEntry(data, entry(data, 'dir/b.bin'), 1000)!]).toEqual([1, 2, 3]);
  });

  it('refuses an entry larger than asked for, by what it declares', () => {
    const data = sample();
    expect(readZipEntry(data, entry(data, 'a.txt'), TEXT.length - 1)).toBeNull();
    expect(readZipEntry(data, entry(data, 'a.txt'), TEXT.length)).not.toBeNull();
  });

  it('refuses an entry that inflates past the size it declares', () => {
    const data = sample();
    const bomb = { ...entry(data, 'a.txt'), size: 4 };
    expect(readZipEntry(data, bomb, 4)).toBeNull();
    // A real bomb: a megabyte of zeros in about a kilobyte, declared as 10 bytes.
    const zeros = deflateRawSync(Buffer.alloc(1_048_576));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(1, 26);
    const bombData = Buffer.concat([local, Buffer.from('z'), zeros]);
    const declared: ZipEntry = {
      name: 'z',
      method: 8,
      flags: 0,
      crc: 0,
      compressedSize: zeros.length,
      size: 10,
      localHeaderOffset: 0,
    };
    expect(readZipEntry(bombData, declared, 10)).toBeNull();
  });

  it('refuses an entry whose local header, CRC or method disagree with the directory', () => {
    const data = sample();
    const a = entry(data, 'a.txt');
    expect(readZipEntry(data, { ...a, name: 'other.txt' }, 1000)).toBeNull();
    expect(readZipEntry(data, { ...a, crc: a.crc ^ 1 }, 1000)).toBeNull();
    expect(readZipEntry(data, { ...a, method: 12 }, 1000)).toBeNull();
    expect(readZipEntry(data, { ...a, flags: a.flags | 1 }, 1000)).toBeNull();
    expect(readZipEntry(data, { ...a, localHeaderOffset: 1 }, 1000)).toBeNull();
    expect(readZipEntry(data, { ...a, compressedSize: data.length }, 1000)).toBeNull();
  });
});
