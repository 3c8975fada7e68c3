/**
 * The names at the top of an OLE compound file ([MS-CFB]): what tells a Word 97–2003 document
 * from an Excel or PowerPoint one. Only the header, the FAT and the directory are read, never a
 * stream; every sector number, chain and tree link is checked against the file before it is
 * followed, and each is followed at most once, so a hostile file ends in null, not in a loop.
 * (The `cfb` package reads and keeps the whole file, and its last npm release is from 2022.)
 */

export interface CompoundFileEntry {
  name: string;
  type: 'storage' | 'stream';
}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_SIZE = 512;
const HEADER_DIFAT_ENTRIES = 109;
const ENTRY_SIZE = 128;
/** Sector numbers at or above this mean "none" (free, end of chain, FAT or DIFAT sector). */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;

class Malformed extends Error {}

function check(condition: boolean): asserts condition {
  if (!condition) throw new Malformed();
}

/** The storages and streams directly under the root, or null when the data is not a well-formed compound file. */
export function readCompoundFileRoot(data: Buffer): CompoundFileEntry[] | null {
  try {
    return readRoot(data);
  } catch (err) {
    if (err instanceof Malformed) return null;
    throw err;
  }
}

function readRoot(data: Buffer): CompoundFileEntry[] {
  check(data.length >= HEADER_SIZE && data.subarray(0, 8).equals(SIGNATURE));
  const major = data.readUInt16LE(26);
  const shift = data.readUInt16LE(30);
  check(data.readUInt16LE(28) === 0xfffe);
  check((major === 3 && shift === 9) || (major === 4 && shift === 12));
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectorCount = Math.floor((data.length - sectorSize) / sectorSize);
  check(sectorCount > 0);

  const sectorAt = (sector: number) => {
    check(sector < sectorCount);
    return (sector + 1) * sectorSize;
  };

  // The FAT's own sectors: 109 listed in the header, the rest along the DIFAT chain.
  const fatCount = data.readUInt32LE(44);
  check(fatCount > 0 && fatCount <= sectorCount);
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++)
    fatSectors.push(data.readUInt32LE(76 + i * 4));
  let difat = data.readUInt32LE(68);
  const difatSeen = new Set<number>();
  while (fatSectors.length < fatCount) {
    check(difat <= MAX_REGULAR_SECTOR && !difatSeen.has(difat));
    difatSeen.add(difat);
    const at = sectorAt(difat);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) {
      fatSectors.push(data.readUInt32LE(at + i * 4));
    }
    difat = data.readUInt32LE(at + sectorSize - 4);
  }

  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    check(fatSector !== undefined && fatSector <= MAX_REGULAR_SECTOR);
    return data.readUInt32LE(sectorAt(fatSector) + (sector % perSector) * 4);
  };

  // The directory's sectors, in chain order.
  const directory: number[] = [];
  const seen = new Set<number>();
  for (let sector = data.readUInt32LE(48); sector !== END_OF_CHAIN; sector = nextSector(sector)) {
    check(sector <= MAX_REGULAR_SECTOR && !seen.has(sector));
    seen.add(sector);
    sectorAt(sector);
    directory.push(sector);
  }
  const entriesPerSector = sectorSize / ENTRY_SIZE;
  const entryCount = directory.length * entriesPerSector;
  const entryAt = (id: number) => {
    check(id < entryCount);
    return sectorAt(directory[Math.floor(id / entriesPerSector)]!) + (id % entriesPerSector) * ENTRY_SIZE;
  };

  const root = entryAt(0);
  check(data.readUInt8(root + 66) === TYPE_ROOT);

  // The root's children form one binary tree joined by left and right sibling links.
  const children: CompoundFileEntry[] = [];
  const visited = new Set<number>([0]);
  const pending = [data.readUInt32LE(root + 76)];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_STREAM) continue;
    check(!visited.has(id));
    visited.add(id);
    const at = entryAt(id);
    const type = data.readUInt8(at + 66);
    check(type === TYPE_STORAGE || type === TYPE_STREAM);
    const nameBytes = data.readUInt16LE(at + 64);
    check(nameBytes >= 2 && nameBytes <= 64 && nameBytes % 2 === 0);
    const name = data.toString('utf16le', at, at + nameBytes - 2);
    check(!name.includes('\u0000'));
    children.push({ name, type: type === TYPE_STORAGE ? 'storage' : 'stream' });
    pending.push(data.readUInt32LE(at + 68), data.readUInt32LE(at + 72));
  }
  return children;
}
