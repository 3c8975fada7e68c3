import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_TYPES,
  type AttachmentExtension,
} from '../../shared/rules/attachments.ts';
import {
  compoundFile,
  contentTypesXml,
  EXCEL_STREAMS,
  filler,
  MAIN_TYPES,
  officeZip,
  POWERPOINT_STREAMS,
  WORD_STREAMS,
} from '../test/office-files.ts';
import { identifyAttachment } from './attachment-types.ts';

const picture = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 120, b: 200 } } });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
const RTF = Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello, \\b world\\b0.}');
const CSV = Buffer.from('Id,Task name,Assigned to\r\n1,"Quarterly ""plan""",Asha\r\n2,Réunion,张伟\r\n');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1"/></svg>');

/** One real file of every accepted kind, built in beforeAll. */
const samples = {} as Record<AttachmentExtension, Buffer>;

beforeAll(async () => {
  Object.assign(samples, {
    jpg: await picture().jpeg().toBuffer(),
    png: await picture().png().toBuffer(),
    pdf: PDF,
    doc: compoundFile(WORD_STREAMS),
    xls: compoundFile(EXCEL_STREAMS, { version: 4 }),
    ppt: compoundFile(POWERPOINT_STREAMS),
    docx: officeZip('docx'),
    xlsx: officeZip('xlsx'),
    pptx: officeZip('pptx'),
    csv: CSV,
    rtf: RTF,
  });
});

const KINDS = Object.keys(ATTACHMENT_TYPES) as AttachmentExtension[];

describe('identifyAttachment', () => {
  it.each(KINDS.flatMap((kind) => ATTACHMENT_TYPES[kind].names.map((name) => [kind, name] as const)))(
    'accepts a real %s named .%s',
    async (kind, name) => {
      expect(await identifyAttachment(samples[kind], `upload.${name}`)).toEqual({
        ext: kind,
        mime: ATTACHMENT_TYPES[kind].mime,
      });
    },
  );

  it.each(KINDS)('refuses a %s under any other accepted extension, and under none', async (kind) => {
    const wrong = ATTACHMENT_EXTENSIONS.filter((name) => !ATTACHMENT_TYPES[kind].names.includes(name));
    for (const name of [...wrong, 'txt', 'exe', 'html', 'svg']) {
      expect(await identifyAttachment(samples[kind], `upload.${name}`), `${kind} named .${name}`).toBeNull();
    }
    expect(await identifyAttachment(samples[kind], 'upload')).toBeNull();
  });

  it('goes by the last extension, in any case, and ignores folders in the name', async () => {
    expect(await identifyAttachment(samples.pdf, 'C:\\scans\\Q3.report.PDF')).toMatchObject({ ext: 'pdf' });
    expect(await identifyAttachment(samples.pdf, 'report.pdf.exe')).toBeNull();
  });

  it('accepts a JPEG with a script after its end: re-encoding drops it (images.test.ts)', async () => {
    const tailed = Buffer.concat([samples.jpg, Buffer.from('<script>alert(1)</script>')]);
    expect(await identifyAttachment(tailed, 'photo.jpg')).toMatchObject({ ext: 'jpg' });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'empty.csv'],
    ['an empty file named .pdf', Buffer.alloc(0), 'empty.pdf'],
    ['HTML named .pdf', HTML, 'invoice.pdf'],
    ['HTML named .csv', HTML, 'export.csv'],
    ['a PDF header over HTML', Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]), 'invoice.pdf'],
    ['a PDF after a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), PDF]), 'invoice.pdf'],
    ['SVG named .png', SVG, 'logo.png'],
    ['SVG named .img', SVG, 'logo.img'],
    [
      'SVG after a byte order mark and spaces, named .csv',
      Buffer.from(`\uFEFF \n${SVG.toString()}`),
      'a.csv',
    ],
    ['XML named .csv', Buffer.from('<?xml version="1.0"?><rows/>'), 'rows.csv'],
    ['a Windows program named .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.pdf'],
  ])('refuses %s', async (_label, data, name) => {
    expect(await identifyAttachment(data, name)).toBeNull();
  });

  it('refuses GIF and WebP pictures, even named as accepted ones', async () => {
    for (const data of [await picture().gif().toBuffer(), await picture().webp().toBuffer()]) {
      for (const name of ['a.png', 'a.jpg', 'a.img', 'a.csv'])
        expect(await identifyAttachment(data, name)).toBeNull();
    }
  });
});

describe('identifyAttachment: Office Open XML', () => {
  it('decides from [Content_Types].xml wherever it is in the archive', async () => {
    expect(await identifyAttachment(officeZip('xlsx', { manifestLast: true }), 'a.xlsx')).toMatchObject({
      ext: 'xlsx',
    });
  });

  // file-type 22 calls the VBA-carrying docx, the one with two main parts and the one whose
  // main part is missing all docx.
  it.each([
    ['a macro-enabled Word document', officeZip('docm'), 'a.docx'],
    ['a macro-enabled workbook', officeZip('xlsm'), 'a.xlsx'],
    ['a Word template', officeZip('dotx'), 'a.docx'],
    [
      'a docx carrying a VBA project',
      officeZip('docx', { entries: { 'word/vbaProject.bin': filler(64) } }),
      'a.docx',
    ],
    ['a plain zip', Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })), 'a.docx'],
    ['Word folders without [Content_Types].xml', officeZip('docx', { contentTypes: null }), 'a.docx'],
    [
      'a main part that is not in the archive',
      officeZip('docx', { entries: { 'word/document.xml': null } }),
      'a.docx',
    ],
    [
      'two main parts',
      officeZip('docx', {
        contentTypes: contentTypesXml(MAIN_TYPES.docx, 'word/document.xml', {
          'xl/workbook.xml': MAIN_TYPES.xlsx,
        }),
        entries: { 'xl/workbook.xml': '<workbook/>' },
      }),
      'a.docx',
    ],
    [
      'a second [Content_Types].xml in other letters',
      officeZip('docx', {
        entries: { '[content_types].XML': contentTypesXml(MAIN_TYPES.xlsx, 'word/document.xml') },
      }),
      'a.docx',
    ],
    [
      'an OpenDocument text',
      Buffer.from(
        zipSync({
          mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
          'content.xml': strToU8('<office:document-content/>'),
        }),
      ),
      'a.docx',
    ],
    // file-type 22 calls these two docx: from what it has read so far, or from the folder name alone.
    ['a docx cut short', officeZip('docx', { manifestLast: true }).subarray(0, 500), 'a.docx'],
    [
      'a zip with a Word folder, cut short',
      Buffer.from(
        zipSync({ 'word/x.xml': strToU8('<a/>'), 'other.txt': strToU8('x'.repeat(2000)) }, { level: 0 }),
      ).subarray(0, 1500),
      'a.docx',
    ],
  ])('refuses %s', async (_label, data, name) => {
    expect(await identifyAttachment(data, name)).toBeNull();
  });
});

describe('identifyAttachment: Office 97–2003', () => {
  it('tells the kinds apart by their top-level streams, Excel 5 "Book" included', async () => {
    const book = compoundFile([{ name: 'Book', type: 'stream', data: filler() }]);
    expect(await identifyAttachment(book, 'old.xls')).toMatchObject({ ext: 'xls' });
    // A Word document holding an embedded workbook is still a Word document.
    const embedding = compoundFile([
      ...WORD_STREAMS,
      {
        name: 'ObjectPool',
        type: 'storage',
        children: [{ name: '_1', type: 'storage', children: EXCEL_STREAMS }],
      },
    ]);
    expect(await identifyAttachment(embedding, 'letter.doc')).toMatchObject({ ext: 'doc' });
  });

  it.each([
    ['a Word document with macros', [...WORD_STREAMS, { name: 'Macros', type: 'storage' as const }], 'a.doc'],
    [
      'a workbook with macros',
      [...EXCEL_STREAMS, { name: '_VBA_PROJECT_CUR', type: 'storage' as const }],
      'a.xls',
    ],
    ['streams of Word and Excel together', [...WORD_STREAMS, ...EXCEL_STREAMS.slice(0, 1)], 'a.doc'],
    [
      'a password-protected docx',
      [
        { name: 'EncryptionInfo', type: 'stream' as const, data: filler() },
        { name: 'EncryptedPackage', type: 'stream' as const, data: filler() },
      ],
      'a.docx',
    ],
    [
      'an Outlook message',
      [{ name: '__properties_version1.0', type: 'stream' as const, data: filler() }],
      'a.doc',
    ],
  ])('refuses %s', async (_label, entries, name) => {
    expect(await identifyAttachment(compoundFile(entries), name)).toBeNull();
  });

  it('refuses a damaged compound file', async () => {
    const doc = compoundFile(WORD_STREAMS);
    expect(await identifyAttachment(doc.subarray(0, 1000), 'a.doc')).toBeNull();
  });
});

describe('identifyAttachment: text', () => {
  it.each([
    ['with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), CSV])],
    ['starting like a bitmap ("BM")', Buffer.from('BMI,Weight\n22.5,70\n')],
    ['starting like an MP3 ("ID3")', Buffer.from('ID3,Name\n1,Asha\n')],
    ['with tabs and a form feed', Buffer.from('a\tb\fc\n1\t2\t3\n')],
    [
      'with markup deep inside, past the first kilobyte',
      Buffer.from(`${'x,y\n'.repeat(300)}1,<b>bold</b>\n`),
    ],
  ])('accepts a CSV %s', async (_label, data) => {
    expect(await identifyAttachment(data, 'data.csv')).toEqual({ ext: 'csv', mime: 'text/csv' });
  });

  it.each([
    ['with a NUL', Buffer.from('a,b\n1,\u00002\n')],
    ['with an escape sequence', Buffer.from('a,b\n\u001b[31mred\u001b[0m,2\n')],
    ['in Latin-1, not UTF-8', Buffer.from('name\nRéunion\n', 'latin1')],
    ['in UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n1,2\n', 'utf16le')])],
    ['that is a page', Buffer.from('  \n<html><body>hi</body></html>')],
    ['with a script in its first kilobyte', Buffer.from('name,note\nx,<script>alert(1)</script>\n')],
    ['that is a shell script', Buffer.from('#!/bin/sh\nrm -rf ~\n')],
    ['that is blank', Buffer.from('\uFEFF \r\n\t\n')],
  ])('refuses a CSV %s', async (_label, data) => {
    expect(await identifyAttachment(data, 'data.csv')).toBeNull();
  });
});
