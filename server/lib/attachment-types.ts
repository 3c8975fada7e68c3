import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_TYPES,
  fileNameExtension,
  type AttachmentExtension,
} from '../../shared/rules/attachments.ts';
import { readCompoundFileRoot } from './compound-file.ts';
import { readZipDirectory, readZipEntry } from './zip-directory.ts';

/** What an accepted attachment is, decided from its bytes. */
export interface AttachmentKind {
  ext: AttachmentExtension;
  mime: string;
}

/**
 * What an uploaded attachment is, from its content, or null to refuse it: empty, of a kind not
 * accepted (GIF, WebP, SVG, HTML and the rest), a macro-enabled or otherwise unexpected Office
 * file, a detectable polyglot, or named with an extension that does not fit its content (a PNG
 * named .pdf). Pictures are accepted as they are here; the caller re-encodes them.
 */
export async function identifyAttachment(data: Buffer, fileName: string): Promise<AttachmentKind | null> {
  const named = fileNameExtension(fileName);
  if (data.length === 0 || named === null) return null;
  const ext = await kindOf(data);
  if (ext === null || !ATTACHMENT_TYPES[ext].names.includes(named)) return null;
  return { ext, mime: ATTACHMENT_TYPES[ext].mime };
}

const ZIP_LOCAL_HEADER = Buffer.from('PK\u0003\u0004', 'latin1');

async function kindOf(data: Buffer): Promise<AttachmentExtension | null> {
  // A zip is judged by its central directory, as Office reads it (see officeOpenXmlKind).
  if (startsWith(data, ZIP_LOCAL_HEADER)) return officeOpenXmlKind(data);
  const detected = await fileTypeFromBuffer(data);
  switch (detected?.ext) {
    case 'jpg':
      return 'jpg';
    case 'png':
    case 'apng': // a PNG to any viewer; re-encoding keeps its first frame
      return 'png';
    case 'pdf':
      // file-type also answers pdf after a byte order mark; readers and browsers want %PDF- first.
      return startsWith(data, Buffer.from('%PDF-')) && !hasMarkupHead(data) ? 'pdf' : null;
    case 'cfb':
      return legacyOfficeKind(data);
    case 'rtf':
      return 'rtf';
    default:
      // No signature, or one made of printable letters that a text file can begin with ("BM" for
      // a bitmap, "ID3" for an MP3): plain text is judged as text.
      return isCsvText(data) ? 'csv' : null;
  }
}

function startsWith(data: Buffer, prefix: Buffer): boolean {
  return data.length >= prefix.length && data.subarray(0, prefix.length).equals(prefix);
}

// --- text: csv, and markup where none belongs

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** How far in a browser's old sniffers looked for markup, with room to spare. */
const HEAD_BYTES = 1024;
/** Tags that make a browser (or an old one's sniffer) treat a file as a page or an image it runs. */
const MARKUP =
  /<(?:!doctype|html|head|body|script|svg|iframe|frame|object|embed|style|meta|link|xml|\?xml)\b/i;

function hasMarkupHead(data: Buffer): boolean {
  return MARKUP.test(data.subarray(0, HEAD_BYTES).toString('latin1'));
}

// C0 controls other than tab, line feed, vertical tab, form feed and carriage return.
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000e-\u001f]/;

/**
 * A CSV file as spreadsheets write it: UTF-8 (a byte order mark allowed), no NUL or other binary
 * control character, not blank, and not a page, an SVG, XML or a script in disguise.
 */
function isCsvText(data: Buffer): boolean {
  const body = startsWith(data, UTF8_BOM) ? data.subarray(UTF8_BOM.length) : data;
  if (!isUtf8(body)) return false;
  const text = body.toString('utf8');
  if (BINARY_CONTROL.test(text)) return false;
  const start = text.trimStart();
  if (start === '' || start.startsWith('<') || start.startsWith('#!')) return false;
  return !hasMarkupHead(body);
}

// --- Office Open XML: docx, xlsx, pptx

/** file-type reads [Content_Types].xml up to the same size. */
const CONTENT_TYPES_MAX_BYTES = 1_048_576;

const MAIN_CONTENT_TYPES: Readonly<Record<string, AttachmentExtension>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': 'pptx',
};

interface ContentTypeRule {
  element: string;
  partName: string | undefined;
  contentType: string;
}

function parseContentTypes(xml: string): ContentTypeRule[] {
  const rules: ContentTypeRule[] = [];
  for (const [, element, attributes] of xml.matchAll(/<(?:[\w.-]+:)?(Override|Default)\b([^>]*)>/g)) {
    const values = new Map<string, string>();
    for (const [, name, double, single] of attributes!.matchAll(
      /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      values.set(name!, (double ?? single)!);
    }
    rules.push({
      element: element!,
      partName: values.get('PartName'),
      contentType: (values.get('ContentType') ?? '').trim().toLowerCase(),
    });
  }
  return rules;
}

function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8');
}

/**
 * docx, xlsx or pptx from the one main document type that [Content_Types].xml declares, whose
 * part must be in the archive; null for any other zip (templates, macro-enabled documents, a
 * VBA project anywhere, OpenDocument, a plain archive) and for an ambiguous one (two entries of
 * the same name, which readers resolve differently). Only [Content_Types].xml is inflated.
 * file-type 22 is not relied on here: it reads local headers rather than the directory Office
 * reads, and guesses docx, xlsx or pptx from folder names when [Content_Types].xml is missing or
 * unreadable.
 */
function officeOpenXmlKind(data: Buffer): AttachmentExtension | null {
  const entries = readZipDirectory(data);
  if (entries === null) return null;
  const names = new Set(entries.map((e) => e.name.toLowerCase()));
  if (names.size !== entries.length) return null;
  if (entries.some((e) => /(?:^|\/)vbaproject\.bin$/i.test(e.name))) return null;
  const manifest = entries.find((e) => e.name === '[Content_Types].xml');
  const bytes = manifest && readZipEntry(data, manifest, CONTENT_TYPES_MAX_BYTES);
  if (!bytes) return null;
  const rules = parseContentTypes(decodeXml(bytes));
  if (rules.some((r) => r.contentType.includes('macroenabled') || r.contentType.includes('vbaproject'))) {
    return null;
  }
  const mains = rules.filter((r) => r.contentType.endsWith('.main+xml'));
  const main = mains[0];
  if (mains.length !== 1 || main?.element !== 'Override' || !main.partName) return null;
  const kind = MAIN_CONTENT_TYPES[main.contentType];
  if (!kind || !names.has(main.partName.replace(/^\//, '').toLowerCase())) return null;
  return kind;
}

// --- Office 97–2003: doc, xls, ppt

/** The stream at the top of the compound file that makes it each kind of document. */
const LEGACY_STREAMS: readonly [AttachmentExtension, readonly string[]][] = [
  ['doc', ['worddocument']],
  ['xls', ['workbook', 'book']],
  ['ppt', ['powerpoint document']],
];
/** Where Word and Excel keep a VBA project; PowerPoint keeps its own inside its document stream. */
const MACRO_STORAGES = ['macros', '_vba_project_cur'];

/**
 * doc, xls or ppt from the streams at the top of an OLE compound file (names compare without
 * case, as in [MS-CFB]); null for other compound files (Outlook messages, installers, encrypted
 * Office 2007+ documents), for one with streams of two kinds, and for one carrying macros.
 */
function legacyOfficeKind(data: Buffer): AttachmentExtension | null {
  const entries = readCompoundFileRoot(data);
  if (entries === null) return null;
  const streams = new Set(entries.filter((e) => e.type === 'stream').map((e) => e.name.toLowerCase()));
  const storages = entries.filter((e) => e.type === 'storage').map((e) => e.name.toLowerCase());
  if (storages.some((name) => MACRO_STORAGES.includes(name))) return null;
  const kinds = LEGACY_STREAMS.filter(([, names]) => names.some((n) => streams.has(n)));
  return kinds.length === 1 ? kinds[0]![0] : null;
}
