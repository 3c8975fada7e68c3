/** Comment attachments (spec 000 §5 and §9): what may be uploaded, how much, and how a name is shown. */

export const ATTACHMENT_MAX_FILES = 10;
/** 10 MB, per file. */
export const ATTACHMENT_MAX_BYTES = 10_485_760;

/** The spec's wording, the same from the form and from the server. */
export const ATTACHMENT_MESSAGES = {
  tooMany: 'The file size must not exceed 10MB, and a maximum of 10 files can be uploaded.',
  size: 'File size should not be greater than 10MB.',
  type: 'Please upload jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx files only!',
  failed: 'File upload failed.',
} as const;

/** The kinds of file a comment may carry, as the server decides them from the content. */
export type AttachmentExtension =
  'jpg' | 'png' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'ppt' | 'pptx' | 'csv' | 'rtf';

/**
 * Each kind's media type and the file-name extensions that may name it: "img" is the spec's
 * catch-all for a picture, so it may name either a JPEG or a PNG.
 */
export const ATTACHMENT_TYPES: Readonly<
  Record<AttachmentExtension, { mime: string; names: readonly string[] }>
> = {
  jpg: { mime: 'image/jpeg', names: ['jpg', 'jpeg', 'img'] },
  png: { mime: 'image/png', names: ['png', 'img'] },
  pdf: { mime: 'application/pdf', names: ['pdf'] },
  doc: { mime: 'application/msword', names: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    names: ['docx'],
  },
  xls: { mime: 'application/vnd.ms-excel', names: ['xls'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', names: ['xlsx'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', names: ['ppt'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    names: ['pptx'],
  },
  csv: { mime: 'text/csv', names: ['csv'] },
  rtf: { mime: 'application/rtf', names: ['rtf'] },
};

/** Every extension a file name may end in, in the spec's order (rtf and csv last). */
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'img',
  'doc',
  'docx',
  'pdf',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'rtf',
  'csv',
] as const;

/** The longest name shown, in code points, extension included. */
export const ATTACHMENT_NAME_MAX_LENGTH = 120;
/** A longer tail after the last dot is part of the name, not an extension. */
const EXTENSION_MAX_LENGTH = 16;

/** The last path segment of a name that may carry a client's folders, either slash. */
function baseName(fileName: string): string {
  return fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
}

/** The extension of a file's name, lower-cased and without the dot; null when it has none. */
export function fileNameExtension(fileName: string): string | null {
  const name = baseName(fileName);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/** Whether a name ends in an accepted extension: the early check before sending; the server decides by content. */
export function hasAcceptedExtension(fileName: string): boolean {
  const extension = fileNameExtension(fileName);
  return extension !== null && (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

// Control characters (C0, DEL, C1) and the bidirectional controls that can make "invoice‮fdp.exe"
// read as "invoiceexe.pdf": embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069)
// and the invisible marks (U+200E, U+200F, U+061C).
const INVISIBLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first `max` code points at most, never cutting a letter from its accents or an emoji in two. */
function cutTo(text: string, max: number): string {
  let out = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const segmentLength = [...segment].length;
    if (length + segmentLength > max) break;
    out += segment;
    length += segmentLength;
  }
  return out;
}

/**
 * An uploaded file's name as it may be shown and offered for download: no folders, no invisible
 * or direction-changing characters, no leading dots, one space between words, at most 120
 * characters with the extension kept, and "file" when nothing is left. For display only: files
 * are stored under names of the server's own.
 */
export function displayFileName(original: string): string {
  const cleaned = baseName(original.toWellFormed())
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (cleaned === '') return 'file';
  if ([...cleaned].length <= ATTACHMENT_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  if (extension === '' || [...extension].length > EXTENSION_MAX_LENGTH + 1 || extension.includes(' ')) {
    return cutTo(cleaned, ATTACHMENT_NAME_MAX_LENGTH).replace(/[.\s]+$/, '');
  }
  const stem = cutTo(cleaned.slice(0, dot), ATTACHMENT_NAME_MAX_LENGTH - [...extension].length).replace(
    /[.\s]+$/,
    '',
  );
  return stem === '' ? extension.slice(1) : stem + extension;
}

/**
 * What is wrong with the files chosen for one comment, in the spec's words, before anything is
 * sent: too many, then the first too large, then the first of a type not accepted by its name.
 * The server checks again, by content.
 */
export function attachmentChoiceProblem(files: ReadonlyArray<{ name: string; size: number }>): string | null {
  if (files.length > ATTACHMENT_MAX_FILES) return ATTACHMENT_MESSAGES.tooMany;
  if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES)) return ATTACHMENT_MESSAGES.size;
  if (files.some((file) => file.size === 0)) return ATTACHMENT_MESSAGES.failed;
  if (files.some((file) => !hasAcceptedExtension(file.name))) return ATTACHMENT_MESSAGES.type;
  return null;
}
