import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_TYPES,
  attachmentChoiceProblem,
  displayFileName,
  fileNameExtension,
  hasAcceptedExtension,
} from './attachments.ts';

const long = (n: number, char = 'a') => char.repeat(n);

describe('displayFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['C:\\Users\\asha\\Desktop\\Q3 plan.xlsx', 'Q3 plan.xlsx'],
    ['/var/tmp/', 'file'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2067\u202Bcontract\u2069\u202C.docx', 'contract.docx'],
    ['\u200Fnotes\u200E.txt', 'notes.txt'],
    ['a\u0000b\u0007c\u007F\u009B.png', 'abc.png'],
    ['line\r\nbreak\tand   spaces .csv', 'line break and spaces .csv'],
    ['  padded name.pdf  ', 'padded name.pdf'],
    ['.htaccess', 'htaccess'],
    ['...hidden.doc', 'hidden.doc'],
    ['. . .x.pdf', 'x.pdf'],
    ['trailing dots.pdf...', 'trailing dots.pdf'],
    ['', 'file'],
    ['   ', 'file'],
    ['...', 'file'],
    ['\u202E\u0000', 'file'],
    ['résumé – Zoë.pdf', 'résumé – Zoë.pdf'],
    ['会议记录.docx', '会议记录.docx'],
    ['تقرير الحضور.xlsx', 'تقرير الحضور.xlsx'],
    ['👩🏽‍💻 launch.pptx', '👩🏽‍💻 launch.pptx'],
    ['lone \uD800 surrogate.pdf', 'lone \uFFFD surrogate.pdf'],
  ])('%j → %j', (original, shown) => {
    expect(displayFileName(original)).toBe(shown);
  });

  it('cuts a long name to 120 characters and keeps its extension', () => {
    expect(displayFileName(`${long(300)}.pdf`)).toBe(`${long(116)}.pdf`);
    expect(displayFileName(`${long(120)}`)).toBe(long(120));
    expect(displayFileName(`${long(121)}`)).toBe(long(120));
    // A "extension" too long to be one is cut like the rest of the name.
    expect(displayFileName(`x.${long(200)}`)).toBe(`x.${long(118)}`);
    // The cut never leaves the stem ending in a dot or a space before the extension.
    expect(displayFileName(`${long(115)} .${long(10)}.pdf`)).toBe(`${long(115)}.pdf`);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const shown = displayFileName(`${long(200, '😀')}.png`);
    expect([...shown]).toHaveLength(120);
    expect(shown).toBe(`${long(116, '😀')}.png`);
    // e + combining acute is one letter of two code points: cut whole or not at all.
    // Code point 116 of the stem is the accent: the whole letter goes.
    const accented = displayFileName(`${long(115)}e\u0301e\u0301.pdf`);
    expect(accented).toBe(`${long(115)}.pdf`);
  });
});

describe('fileNameExtension and hasAcceptedExtension', () => {
  it.each([
    ['photo.JPG', 'jpg', true],
    ['scan.jpeg', 'jpeg', true],
    ['camera.img', 'img', true],
    ['a.b.c.Docx', 'docx', true],
    ['sheet.csv', 'csv', true],
    ['letter.rtf', 'rtf', true],
    ['macro.docm', 'docm', false],
    ['image.gif', 'gif', false],
    ['vector.svg', 'svg', false],
    ['page.html', 'html', false],
    ['pdf', null, false],
    ['.pdf', null, false],
    ['name.', null, false],
    ['folder.pdf/readme', null, false],
    ['folder\\evil.exe', 'exe', false],
  ])('%j: extension %j, accepted %s', (name, extension, accepted) => {
    expect(fileNameExtension(name)).toBe(extension);
    expect(hasAcceptedExtension(name)).toBe(accepted);
  });
});

describe('attachment types', () => {
  it('lets exactly the listed extensions name some accepted kind', () => {
    const named = new Set(Object.values(ATTACHMENT_TYPES).flatMap((t) => t.names));
    expect([...named].sort()).toEqual([...ATTACHMENT_EXTENSIONS].sort());
  });

  it("keeps the spec's messages word for word", () => {
    expect(ATTACHMENT_MESSAGES).toEqual({
      tooMany: 'The file size must not exceed 10MB, and a maximum of 10 files can be uploaded.',
      size: 'File size should not be greater than 10MB.',
      type: 'Please upload jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx files only!',
      failed: 'File upload failed.',
    });
  });
});

describe('attachmentChoiceProblem', () => {
  const pdf = (size = 1000, name = 'a.pdf') => ({ name, size });
  it.each([
    ['nothing', [], null],
    ['ten files at the limit', Array.from({ length: 10 }, () => pdf(ATTACHMENT_MAX_BYTES)), null],
    ['eleven files', Array.from({ length: 11 }, () => pdf()), ATTACHMENT_MESSAGES.tooMany],
    ['one byte over', [pdf(), pdf(ATTACHMENT_MAX_BYTES + 1)], ATTACHMENT_MESSAGES.size],
    ['an empty file', [pdf(0)], ATTACHMENT_MESSAGES.failed],
    ['an SVG', [pdf(10, 'logo.svg')], ATTACHMENT_MESSAGES.type],
    ['no extension', [pdf(10, 'README')], ATTACHMENT_MESSAGES.type],
    ['upper-case extension', [pdf(10, 'SCAN.JPEG')], null],
    [
      'too many wins over too large',
      Array.from({ length: 11 }, () => pdf(ATTACHMENT_MAX_BYTES + 1)),
      ATTACHMENT_MESSAGES.tooMany,
    ],
  ])('%s', (_name, files, expected) => {
    expect(attachmentChoiceProblem(files)).toBe(expected);
  });
});
