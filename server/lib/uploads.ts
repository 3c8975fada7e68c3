import type { FastifyRequest } from 'fastify';
import { INPUT_MESSAGES } from '../../shared/schemas/common.schema.ts';
import { AppError, badRequest, validationFailed } from './errors.ts';
import { unstorableText } from './input-guard.plugin.ts';

export interface UploadMessages {
  /** The request is not multipart at all. */
  type: string;
  /** The file is over the size limit. */
  size: string;
  /** The upload is malformed, empty or not the one file expected. */
  failed: string;
}

const FILE_FIELD = 'file';

/**
 * The one file of a multipart upload, in the field "file", read into memory up to `maxBytes`.
 * Anything else is refused rather than guessed at: a second file or another part (400), a file
 * over the limit (413), a body that is not multipart (415) and a malformed or truncated body
 * (400), so that the parser's errors never surface as 5xx.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.type);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 2, fields: 0, parts: 2 },
    })) {
      if (part.type !== 'file' || part.fieldname !== FILE_FIELD || data !== undefined) {
        throw badRequest('unexpected_part', messages.failed);
      }
      data = await part.toBuffer();
    }
  } catch (err) {
    throw uploadError(err, messages);
  }
  if (data === undefined || data.length === 0) throw badRequest('file_missing', messages.failed);
  return data;
}

function uploadError(err: unknown, messages: UploadMessages, tooManyFiles?: string): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'file_too_large', messages.size);
  if (code === 'FST_FILES_LIMIT' && tooManyFiles !== undefined) {
    return new AppError(413, 'too_many_files', tooManyFiles);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('unexpected_part', messages.failed);
  }
  // Busboy's own errors (no boundary, malformed headers, unexpected end of form) carry no code.
  return badRequest('malformed_upload', messages.failed);
}

export interface MultipartFormMessages extends UploadMessages {
  /** More files than allowed. */
  tooMany: string;
}

export interface TextFieldLimit {
  /** The longest value, in UTF-16 code units as zod's max() counts them. */
  maxLength: number;
  /** Shown under the field when the value is longer. */
  tooLong: string;
}

export interface MultipartFormOptions {
  /** The most files the field "files" may hold. */
  maxFiles: number;
  /** The largest one file may be, in bytes. */
  maxBytes: number;
  /** The only text fields accepted, each at most once. */
  fields: Readonly<Record<string, TextFieldLimit>>;
  messages: MultipartFormMessages;
}

export interface UploadedFile {
  /** As the client sent it: show it only through displayFileName. */
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  /** The text fields sent, by name; a field not sent is absent. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

const FILES_FIELD = 'files';
/** The most bytes one UTF-16 code unit can take in UTF-8. */
const UTF8_BYTES_PER_UNIT = 3;

/**
 * A multipart/form-data request read into memory (never to disk): up to `maxFiles` files in the
 * field "files", each of 1 to `maxBytes` bytes, and the allowed text fields. Refused as DESIGN.md
 * says: not multipart (415); one file too many or a file over the limit (413, as soon as the
 * parser meets it); a text field over its length (422 under the field) or holding characters no
 * column stores (422); and a malformed or truncated body, an empty file, a field not asked for or
 * sent twice (400). What is refused is never partly returned.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<MultipartForm> {
  const { maxFiles, maxBytes, messages } = options;
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.type);
  const allowed = new Map(Object.entries(options.fields));
  const longest = Math.max(0, ...[...allowed.values()].map((f) => f.maxLength));
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const failed = () => badRequest('unexpected_part', messages.failed);
  try {
    // A file over fileSize throws FST_REQ_FILE_TOO_LARGE: the plugin's throwFileSizeLimit is left on.
    for await (const part of request.parts({
      limits: {
        fileSize: maxBytes,
        files: maxFiles,
        fields: allowed.size,
        // One part over the files and fields allowed, so that an eleventh file meets the files
        // limit (413) rather than the parts limit (400).
        parts: maxFiles + allowed.size + 1,
        // One byte past the longest value's worst case, so that a longer value shows as truncated.
        fieldSize: longest * UTF8_BYTES_PER_UNIT + 1,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILES_FIELD) throw failed();
        const data = await part.toBuffer();
        if (data.length === 0) throw badRequest('file_empty', messages.failed);
        files.push({ fileName: part.filename, data });
        continue;
      }
      const limit = allowed.get(part.fieldname);
      if (!limit || Object.hasOwn(fields, part.fieldname) || typeof part.value !== 'string') throw failed();
      if (part.valueTruncated || part.value.length > limit.maxLength) {
        throw validationFailed([{ path: part.fieldname, message: limit.tooLong }], limit.tooLong);
      }
      if (unstorableText(part.value)) {
        throw validationFailed(
          [{ path: part.fieldname, message: INPUT_MESSAGES.badText }],
          INPUT_MESSAGES.badText,
        );
      }
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw uploadError(err, messages, messages.tooMany);
  }
  return { fields, files };
}
