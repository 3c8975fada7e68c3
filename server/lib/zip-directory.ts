import { crc32, inflateRawSync } from 'node:zlib';

/**
 * A zip archive's table of contents, read from its central directory (as Office reads it), and
 * one entry inflated on request. Written here rather than taken from a zip library because the
 * upload checks must stay cheap on hostile input: fflate's unzipSync, for one, walks as many
 * entries as a 98-byte file claims (up to 2^32, minutes of blocked event loop). Every offset and
 * count below is checked against the buffer before it is used, and nothing is inflated but the
 * entry asked for, within its declared size.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** More entries than any office document has; the directory's own size bounds the walk anyway. */
const MAX_ENTRIES = 65_535;
const ENCRYPTED = 0x1;
const UTF8_NAME = 0x800;

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

function safeInteger(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

/** Where the end record is: the last one whose comment runs exactly to the end of the data. */
function findEnd(data: Buffer): number | null {
  const lowest = Math.max(0, data.length - END_SIZE - MAX_COMMENT);
  for (let at = data.length - END_SIZE; at >= lowest; at--) {
    if (
      data.readUInt32LE(at) === END_SIGNATURE &&
      at + END_SIZE + data.readUInt16LE(at + 20) === data.length
    ) {
      return at;
    }
  }
  return null;
}

interface Directory {
  count: number;
  offset: number;
  size: number;
  /** Where the end records start: the directory must lie before. */
  limit: number;
}

function readDirectoryBounds(data: Buffer, end: number): Directory | null {
  if (data.readUInt16LE(end + 4) !== 0 || data.readUInt16LE(end + 6) !== 0) return null; // multi-disk
  let count = data.readUInt16LE(end + 10);
  let size = data.readUInt32LE(end + 12);
  let offset = data.readUInt32LE(end + 16);
  let limit = end;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || data.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) return null;
    const record = safeInteger(data.readBigUInt64LE(locator + 8));
    if (record === null || record + 56 > locator || data.readUInt32LE(record) !== ZIP64_END_SIGNATURE)
      return null;
    const count64 = safeInteger(data.readBigUInt64LE(record + 32));
    const size64 = safeInteger(data.readBigUInt64LE(record + 40));
    const offset64 = safeInteger(data.readBigUInt64LE(record + 48));
    if (count64 === null || size64 === null || offset64 === null) return null;
    [count, size, offset, limit] = [count64, size64, offset64, record];
  }
  if (count === 0 || count > MAX_ENTRIES || count * CENTRAL_SIZE > size || offset + size > limit) return null;
  return { count, offset, size, limit };
}

/** The sizes and offset a zip64 extra field holds for those of an entry that are 0xffffffff. */
function applyZip64(data: Buffer, entry: ZipEntry, extraStart: number, extraEnd: number): boolean {
  const wanted = [entry.size, entry.compressedSize, entry.localHeaderOffset].map((v) => v === 0xffffffff);
  if (!wanted.includes(true)) return true;
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + data.readUInt16LE(at + 2)) {
    const length = data.readUInt16LE(at + 2);
    if (data.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    const values: (number | null)[] = [];
    for (const isWanted of wanted) {
      if (!isWanted) continue;
      if (field + 8 > at + 4 + length || field + 8 > extraEnd) return false;
      values.push(safeInteger(data.readBigUInt64LE(field)));
      field += 8;
    }
    if (values.includes(null)) return false;
    let i = 0;
    if (wanted[0]) entry.size = values[i++]!;
    if (wanted[1]) entry.compressedSize = values[i++]!;
    if (wanted[2]) entry.localHeaderOffset = values[i++]!;
    return true;
  }
  return false;
}

/** Every entry of the central directory, or null when the data is not a well-formed single-disk zip. */
export function readZipDirectory(data: Buffer): ZipEntry[] | null {
  if (data.length < END_SIZE) return null;
  const end = findEnd(data);
  if (end === null) return null;
  const directory = readDirectoryBounds(data, end);
  if (directory === null) return null;
  const entries: ZipEntry[] = [];
  const stop = directory.offset + directory.size;
  let at = directory.offset;
  for (let i = 0; i < directory.count; i++) {
    if (at + CENTRAL_SIZE > stop || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const nameEnd = at + CENTRAL_SIZE + nameLength;
    const next = nameEnd + extraLength + commentLength;
    if (next > stop) return null;
    const flags = data.readUInt16LE(at + 8);
    const rawName = data.subarray(at + CENTRAL_SIZE, nameEnd);
    const entry: ZipEntry = {
      name: (flags & UTF8_NAME ? utf8 : latin1).decode(rawName),
      method: data.readUInt16LE(at + 10),
      flags,
      crc: data.readUInt32LE(at + 16),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
    };
    if (!applyZip64(data, entry, nameEnd, nameEnd + extraLength)) return null;
    if (entry.localHeaderOffset + LOCAL_SIZE > directory.offset) return null;
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * The contents of one entry, or null when it is larger than `maxBytes`, encrypted, compressed
 * otherwise than stored or deflated, or does not match what the directory says of it (its local
 * header's name, its length, its CRC). Inflating stops at `maxBytes`, whatever the data claims.
 */
export function readZipEntry(data: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  if (entry.size > maxBytes || entry.flags & ENCRYPTED) return null;
  const local = entry.localHeaderOffset;
  if (local + LOCAL_SIZE > data.length || data.readUInt32LE(local) !== LOCAL_SIGNATURE) return null;
  const nameLength = data.readUInt16LE(local + 26);
  const start = local + LOCAL_SIZE + nameLength + data.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) return null;
  const localName = data.subarray(local + LOCAL_SIZE, local + LOCAL_SIZE + nameLength);
  const localDecoded = (entry.flags & UTF8_NAME ? utf8 : latin1).decode(localName);
  if (localDecoded !== entry.name) return null;
  let contents: Buffer;
  if (entry.method === 0) {
    contents = data.subarray(start, end);
  } else if (entry.method === 8) {
    try {
      contents = inflateRawSync(data.subarray(start, end), { maxOutputLength: Math.max(1, maxBytes) });
    } catch {
      return null;
    }
  } else {
    return null;
  }
  if (contents.length !== entry.size || crc32(contents) !== entry.crc) return null;
  return contents;
}
