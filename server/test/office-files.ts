import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * Office documents built from their parts for the upload tests: Office Open XML packages (docx,
 * xlsx, pptx and their macro-enabled cousins) zipped with fflate, and OLE compound files (doc,
 * xls, ppt) written sector by sector after [MS-CFB]. The compound files were checked once with
 * an independent reader, Python's olefile 0.47: it opens versions 3 and 4, a FAT spread over a
 * DIFAT sector, and lists the same storages and streams with the same contents.
 */

const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const MAIN_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  docm: 'application/vnd.ms-word.document.macroEnabled.main+xml',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  dotx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
} as const;
export type OfficeOpenXmlKind = keyof typeof MAIN_TYPES;

/** The main part of each kind and the smallest body its application opens. */
const MAIN_PARTS: Record<OfficeOpenXmlKind, [string, string]> = {
  docx: [
    'word/document.xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>',
  ],
  docm: [
    'word/document.xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  ],
  dotx: [
    'word/document.xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  ],
  xlsx: [
    'xl/workbook.xml',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  xlsm: [
    'xl/workbook.xml',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  ],
  pptx: [
    'ppt/presentation.xml',
    '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:sldIdLst/></p:presentation>',
  ],
};

/** [Content_Types].xml naming `main` (a content type) as the type of `partName`, and any other overrides. */
export function contentTypesXml(
  main: string | null,
  partName: string,
  overrides: Record<string, string> = {},
): string {
  const all = main === null ? overrides : { [partName]: main, ...overrides };
  return (
    `${XML_DECLARATION}<Types xmlns="${CONTENT_TYPES_NS}">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    Object.entries(all)
      .map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`)
      .join('') +
    '</Types>'
  );
}

export interface OfficeZipOptions {
  /** Replaces the generated [Content_Types].xml (null leaves it out). */
  contentTypes?: string | null;
  /** More entries, or replacements; null removes one. */
  entries?: Record<string, string | Uint8Array | null>;
  /** Put [Content_Types].xml last instead of first. */
  manifestLast?: boolean;
}

/** A zipped Office Open XML package of the kind given, as its application writes one. */
export function officeZip(kind: OfficeOpenXmlKind, options: OfficeZipOptions = {}): Buffer {
  const [mainPart, mainBody] = MAIN_PARTS[kind];
  const macros = kind === 'docm' || kind === 'xlsm';
  const vbaPart = `${mainPart.split('/')[0]}/vbaProject.bin`;
  const overrides: Record<string, string> = {
    'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
    ...(macros ? { [vbaPart]: 'application/vnd.ms-office.vbaProject' } : {}),
  };
  const manifest =
    options.contentTypes === undefined
      ? contentTypesXml(MAIN_TYPES[kind], mainPart, overrides)
      : options.contentTypes;
  const parts: Record<string, string | Uint8Array | null> = {
    '_rels/.rels':
      XML_DECLARATION +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/>` +
      '</Relationships>',
    [mainPart]: XML_DECLARATION + mainBody,
    'docProps/core.xml':
      XML_DECLARATION +
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>',
    ...(macros ? { [vbaPart]: new Uint8Array(512).fill(0x41) } : {}),
    ...options.entries,
  };
  const zippable: Zippable = {};
  const add = (name: string, body: string | Uint8Array | null) => {
    if (body !== null) zippable[name] = typeof body === 'string' ? strToU8(body) : body;
  };
  if (!options.manifestLast && manifest !== null) add('[Content_Types].xml', manifest);
  for (const [name, body] of Object.entries(parts)) add(name, body);
  if (options.manifestLast && manifest !== null) add('[Content_Types].xml', manifest);
  return Buffer.from(zipSync(zippable, { level: 6 }));
}

// --- OLE compound files

export interface CompoundEntry {
  name: string;
  type: 'stream' | 'storage';
  /** A stream's contents: empty, or at least 4,096 bytes (smaller ones would need the mini stream). */
  data?: Buffer;
  /** A storage's own entries. */
  children?: CompoundEntry[];
}

export interface CompoundFileOptions {
  version?: 3 | 4;
  /** Allocate this many FAT sectors (at least those needed): over 109 puts some in a DIFAT sector. */
  fatSectors?: number;
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_STREAM = 0xffffffff;

/** A stream of `size` bytes that names itself, for documents whose contents nobody reads. */
export function filler(size = 4096, text = 'orgdesk test stream '): Buffer {
  return Buffer.alloc(size, text);
}

interface DirectoryEntry {
  name: string;
  type: 1 | 2 | 5;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
  data: Buffer;
}

/** [MS-CFB] 2.6.4: siblings are ordered by name length, then by upper-cased name. */
function compareNames(a: string, b: string): number {
  return a.length - b.length || (a.toUpperCase() < b.toUpperCase() ? -1 : 1);
}

/** A compound file holding `children` at its root, with every stream in regular sectors. */
export function compoundFile(children: CompoundEntry[], options: CompoundFileOptions = {}): Buffer {
  const version = options.version ?? 3;
  const sectorSize = version === 3 ? 512 : 4096;
  const perSector = sectorSize / 4;

  const entries: DirectoryEntry[] = [];
  const addEntry = (name: string, type: 1 | 2 | 5, data: Buffer = Buffer.alloc(0)) => {
    entries.push({
      name,
      type,
      left: NO_STREAM,
      right: NO_STREAM,
      child: NO_STREAM,
      start: END_OF_CHAIN,
      size: data.length,
      data,
    });
    return entries.length - 1;
  };
  // Siblings as a balanced binary tree, all black (the tests' readers do not check the colours).
  const addChildren = (list: CompoundEntry[]): number => {
    const ids = [...list]
      .sort((a, b) => compareNames(a.name, b.name))
      .map((c) => {
        if (c.type === 'stream' && c.data && c.data.length > 0 && c.data.length < 4096) {
          throw new Error('compoundFile: streams under 4,096 bytes would belong in the mini stream');
        }
        const id = addEntry(c.name, c.type === 'stream' ? 2 : 1, c.data);
        if (c.children) entries[id]!.child = addChildren(c.children);
        return id;
      });
    const tree = (from: number, to: number): number => {
      if (from > to) return NO_STREAM;
      const middle = Math.floor((from + to) / 2);
      const id = ids[middle]!;
      entries[id]!.left = tree(from, middle - 1);
      entries[id]!.right = tree(middle + 1, to);
      return id;
    };
    return tree(0, ids.length - 1);
  };
  addEntry('Root Entry', 5);
  entries[0]!.child = addChildren(children);

  const entriesPerSector = sectorSize / 128;
  const directorySectors = Math.ceil(entries.length / entriesPerSector);
  const streamSectors = entries.map((e) => Math.ceil(e.size / sectorSize));
  const dataSectors = directorySectors + streamSectors.reduce((a, b) => a + b, 0);
  let fat = 1;
  let difat = 0;
  for (;;) {
    fat = Math.max(fat, options.fatSectors ?? 0);
    difat = Math.max(0, Math.ceil((fat - 109) / (perSector - 1)));
    if (fat * perSector >= fat + difat + dataSectors) break;
    fat++;
  }

  const table = new Array<number>(fat * perSector).fill(FREE);
  let next = 0;
  const chain = (count: number) => {
    const first = count === 0 ? END_OF_CHAIN : next;
    for (let i = 0; i < count; i++, next++) table[next] = i === count - 1 ? END_OF_CHAIN : next + 1;
    return first;
  };
  const fatIds = Array.from({ length: fat }, () => ((table[next] = FAT_SECTOR), next++));
  const difatIds = Array.from({ length: difat }, () => ((table[next] = DIFAT_SECTOR), next++));
  const firstDirectory = chain(directorySectors);
  entries.forEach((e, i) => {
    if (e.type === 2) e.start = chain(streamSectors[i]!);
  });
  const totalSectors = next;

  const file = Buffer.alloc(sectorSize * (totalSectors + 1));
  const sector = (n: number) => (n + 1) * sectorSize;
  // Header
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(version, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(version === 3 ? 9 : 12, 30);
  file.writeUInt16LE(6, 32);
  file.writeUInt32LE(version === 3 ? 0 : directorySectors, 40);
  file.writeUInt32LE(fat, 44);
  file.writeUInt32LE(firstDirectory, 48);
  file.writeUInt32LE(4096, 56);
  file.writeUInt32LE(END_OF_CHAIN, 60);
  file.writeUInt32LE(0, 64);
  file.writeUInt32LE(difat > 0 ? difatIds[0]! : END_OF_CHAIN, 68);
  file.writeUInt32LE(difat, 72);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(fatIds[i] ?? FREE, 76 + i * 4);
  // DIFAT sectors: the FAT sectors after the first 109, then the next DIFAT sector.
  difatIds.forEach((id, d) => {
    for (let i = 0; i < perSector - 1; i++) {
      file.writeUInt32LE(fatIds[109 + d * (perSector - 1) + i] ?? FREE, sector(id) + i * 4);
    }
    file.writeUInt32LE(difatIds[d + 1] ?? END_OF_CHAIN, sector(id) + sectorSize - 4);
  });
  // FAT
  table.forEach((value, i) =>
    file.writeUInt32LE(value, sector(fatIds[Math.floor(i / perSector)]!) + (i % perSector) * 4),
  );
  // Directory, then the streams' contents
  for (let i = 0; i < directorySectors * entriesPerSector; i++) {
    const at = sector(firstDirectory + Math.floor(i / entriesPerSector)) + (i % entriesPerSector) * 128;
    const e = entries[i];
    if (!e) {
      file.writeUInt32LE(NO_STREAM, at + 68);
      file.writeUInt32LE(NO_STREAM, at + 72);
      file.writeUInt32LE(NO_STREAM, at + 76);
      continue;
    }
    const name = Buffer.from(`${e.name}\u0000`, 'utf16le');
    name.copy(file, at);
    file.writeUInt16LE(name.length, at + 64);
    file.writeUInt8(e.type, at + 66);
    file.writeUInt8(1, at + 67);
    file.writeUInt32LE(e.left, at + 68);
    file.writeUInt32LE(e.right, at + 72);
    file.writeUInt32LE(e.child, at + 76);
    file.writeUInt32LE(e.start, at + 116);
    file.writeBigUInt64LE(BigInt(e.size), at + 120);
    if (e.type === 2 && e.size > 0) e.data.copy(file, sector(e.start));
  }
  return file;
}

/** A Word 97–2003 document's top level (what [MS-DOC] puts there, with filler contents). */
export const WORD_STREAMS: CompoundEntry[] = [
  { name: 'WordDocument', type: 'stream', data: filler() },
  { name: '1Table', type: 'stream', data: filler() },
  { name: '\u0005SummaryInformation', type: 'stream', data: filler() },
];
export const EXCEL_STREAMS: CompoundEntry[] = [
  { name: 'Workbook', type: 'stream', data: filler() },
  { name: '\u0005SummaryInformation', type: 'stream', data: filler() },
];
export const POWERPOINT_STREAMS: CompoundEntry[] = [
  { name: 'PowerPoint Document', type: 'stream', data: filler() },
  { name: 'Current User', type: 'stream', data: filler() },
  { name: 'Pictures', type: 'stream' },
];
