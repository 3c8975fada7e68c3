import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  EXCEL_STREAMS,
  filler,
  POWERPOINT_STREAMS,
  WORD_STREAMS,
  type CompoundEntry,
} from '../test/office-files.ts';
import { readCompoundFileRoot } from './compound-file.ts';

const names = (data: Buffer) =>
  readCompoundFileRoot(data)
    ?.map((e) => `${e.type}:${e.name}`)
    .sort();

const embedded: CompoundEntry = {
  name: 'ObjectPool',
  type: 'storage',
  children: [
    { name: '_1', type: 'storage', children: [{ name: 'Workbook', type: 'stream', data: filler() }] },
  ],
};

/** Where the directory starts and the FAT sits in a version 3 file built by compoundFile. */
const firstDirectory = (data: Buffer) => (data.readUInt32LE(48) + 1) * 512;
const fatAt = (data: Buffer) => (data.readUInt32LE(76) + 1) * 512;

describe('readCompoundFileRoot', () => {
  it.each([
    ['Word, version 3', WORD_STREAMS, {}],
    ['Excel, version 4 (4,096-byte sectors)', EXCEL_STREAMS, { version: 4 as const }],
    ['PowerPoint, FAT listed partly in DIFAT sectors', POWERPOINT_STREAMS, { fatSectors: 300 }],
  ])('lists the top level of %s', (_label, streams, options) => {
    expect(names(compoundFile(streams, options))).toEqual(streams.map((s) => `stream:${s.name}`).sort());
  });

  it('lists a storage but not what is inside it, across several directory sectors', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `S${i}`, type: 'stream' as const }));
    const listed = names(compoundFile([...WORD_STREAMS, embedded, ...many]));
    expect(listed).toContain('storage:ObjectPool');
    expect(listed).toContain('stream:WordDocument');
    expect(listed).toHaveLength(WORD_STREAMS.length + 1 + 20);
    expect(listed?.some((n) => n.endsWith('Workbook'))).toBe(false);
  });

  it.each<[string, (d: Buffer) => Buffer]>([
    ['another signature', (d) => (d.write('NOTACFB!', 0, 'latin1'), d)],
    ['a short header', (d) => d.subarray(0, 300)],
    ['a big-endian byte order mark', (d) => (d.writeUInt16LE(0xfeff, 28), d)],
    ['a sector size that does not fit the version', (d) => (d.writeUInt16LE(12, 30), d)],
    ['no FAT sector', (d) => (d.writeUInt32LE(0, 44), d)],
    ['more FAT sectors than the file holds', (d) => (d.writeUInt32LE(100_000, 44), d)],
    ['a FAT sector past the end', (d) => (d.writeUInt32LE(9_999, 76), d)],
    ['a directory past the end', (d) => (d.writeUInt32LE(9_999, 48), d)],
    [
      'a directory chain that loops',
      (d) => (d.writeUInt32LE(d.readUInt32LE(48), fatAt(d) + d.readUInt32LE(48) * 4), d),
    ],
    ['a first entry that is not the root', (d) => (d.writeUInt8(2, firstDirectory(d) + 66), d)],
    ['a sibling link back to the root', (d) => (d.writeUInt32LE(0, firstDirectory(d) + 128 + 68), d)],
    ['a sibling link that loops', (d) => (d.writeUInt32LE(1, firstDirectory(d) + 128 + 72), d)],
    ['a link past the last entry', (d) => (d.writeUInt32LE(500, firstDirectory(d) + 76), d)],
    ['an unused entry in the tree', (d) => (d.writeUInt8(0, firstDirectory(d) + 128 + 66), d)],
    ['a name length that is odd', (d) => (d.writeUInt16LE(7, firstDirectory(d) + 128 + 64), d)],
    ['a name length over 64 bytes', (d) => (d.writeUInt16LE(66, firstDirectory(d) + 128 + 64), d)],
    ['the file cut in the directory', (d) => d.subarray(0, firstDirectory(d) + 100)],
  ])('refuses %s', (_label, corrupt) => {
    const data = compoundFile(WORD_STREAMS);
    expect(readCompoundFileRoot(data)).not.toBeNull();
    expect(readCompoundFileRoot(corrupt(data))).toBeNull();
  });

  it('never throws on corrupted files', () => {
    const original = compoundFile([...EXCEL_STREAMS, embedded]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(2047), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(original.length),
        (changes, cut) => {
          // The header, FAT and directory are the first sectors: that is where the changes land.
          const data = Buffer.from(original.subarray(0, Math.max(cut, 1024)));
          for (const [at, value] of changes) if (at < data.length) data[at] = value;
          const entries = readCompoundFileRoot(data);
          expect(entries === null || Array.isArray(entries)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
