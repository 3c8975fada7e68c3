import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

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

function uploadError(err: unknown, messages: UploadMessages): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'file_too_large', messages.size);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('unexpected_part', messages.failed);
  }
  // Busboy's own errors (no boundary, malformed headers, unexpected end of form) carry no code.
  return badRequest('malformed_upload', messages.failed);
}
