import type Sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../shared/constants.ts';
import { ATTACHMENT_MESSAGES } from '../../shared/rules/attachments.ts';
import { USER_MESSAGES } from '../../shared/schemas/users.schema.ts';
import { AppError } from './errors.ts';

export interface ImageMessages {
  type: string;
  size: string;
  failed: string;
}

/** The spec's wording for every picture upload (profile pictures, project thumbnails). */
export const IMAGE_UPLOAD_MESSAGES: ImageMessages = {
  type: USER_MESSAGES.imageType,
  size: USER_MESSAGES.imageSize,
  failed: USER_MESSAGES.uploadFailed,
};

export interface CleanImage {
  data: Buffer;
  extension: 'jpg' | 'png';
}

/** The largest the app shows an avatar or a thumbnail (96 CSS px) at three device pixels a pixel. */
export const SHOWN_IMAGE_SIZE = 288;

let sharpLoaded: Promise<typeof Sharp> | null = null;

/** sharp (libvips, about 10 MB) is loaded at the first picture: most processes serve none. */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One decode at a time per process is plenty for profile pictures and thumbnails, and keeps
    // a burst of uploads from taking every core and hundreds of megabytes.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Reads an uploaded picture's header: its format, refused (415) unless JPEG or PNG, and its size,
 * refused (413) by the header alone when it declares more than IMAGE_MAX_PIXELS.
 */
async function inspectImage(sharp: typeof Sharp, data: Buffer, messages: ImageMessages) {
  const refuse = () => new AppError(415, 'unsupported_file_type', messages.type);
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    const format = meta.format;
    if (format !== 'jpeg' && format !== 'png') throw refuse();
    if (!meta.width || !meta.height) throw refuse();
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
      throw new AppError(413, 'image_too_large', messages.size);
    }
    return { format, refuse };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse();
  }
}

function encode(pipeline: ReturnType<typeof Sharp>, format: 'jpeg' | 'png'): Promise<Buffer> {
  return format === 'png'
    ? pipeline.png({ compressionLevel: 9 }).toBuffer()
    : pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/**
 * Decodes an uploaded JPEG or PNG, refuses it by its header alone when it declares more than
 * IMAGE_MAX_PIXELS, and re-encodes it in the same format: turned upright, cut to a square of
 * `size` pixels at most, with every metadata block (EXIF with its GPS position, XMP, comments)
 * left behind. What is stored is only what the decoder understood, so a polyglot file (an image
 * that is also HTML or a script) comes out as a plain picture.
 */
export async function reencodeImage(
  data: Buffer,
  size: number,
  messages: ImageMessages,
): Promise<CleanImage> {
  const sharp = await loadSharp();
  const { format, refuse } = await inspectImage(sharp, data, messages);
  try {
    const pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', withoutEnlargement: true });
    return { data: await encode(pipeline, format), extension: format === 'png' ? 'png' : 'jpg' };
  } catch {
    throw refuse();
  }
}

/** A comment's picture as stored, with the thumbnail the timeline shows. */
export interface CleanAttachmentImage extends CleanImage {
  /** The same picture within SHOWN_IMAGE_SIZE pixels a side, in the same format. */
  thumbnail: Buffer;
}

/** Answers for an attachment picture, in the spec's attachment wording. */
export const ATTACHMENT_IMAGE_MESSAGES: ImageMessages = {
  type: ATTACHMENT_MESSAGES.type,
  size: ATTACHMENT_MESSAGES.size,
  failed: ATTACHMENT_MESSAGES.failed,
};

/**
 * A JPEG or PNG attached to a comment, re-encoded as reencodeImage does (upright, in its own
 * format, every metadata block and anything after the picture's end left behind) but kept at its
 * own size, with a thumbnail that fits SHOWN_IMAGE_SIZE. Refused like reencodeImage: 415 when it
 * is not a whole JPEG or PNG, 413 over IMAGE_MAX_PIXELS.
 */
export async function reencodeAttachmentImage(
  data: Buffer,
  messages: ImageMessages = ATTACHMENT_IMAGE_MESSAGES,
): Promise<CleanAttachmentImage> {
  const sharp = await loadSharp();
  const { format, refuse } = await inspectImage(sharp, data, messages);
  try {
    const upright = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
    const [clean, thumbnail] = await Promise.all([
      encode(upright.clone(), format),
      encode(
        upright
          .clone()
          .resize(SHOWN_IMAGE_SIZE, SHOWN_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true }),
        format,
      ),
    ]);
    return { data: clean, thumbnail, extension: format === 'png' ? 'png' : 'jpg' };
  } catch {
    throw refuse();
  }
}

/**
 * An attendance photo (spec 000 §2): a JPEG or PNG refused as reencodeImage refuses it (415 when
 * it is not one, 413 over IMAGE_MAX_PIXELS by its header alone, before decoding), then turned
 * upright, fitted within `size` pixels a side and stored as a JPEG with no metadata (the EXIF
 * block and its GPS position are left behind).
 */
export async function reencodePhoto(data: Buffer, size: number, messages: ImageMessages): Promise<Buffer> {
  const sharp = await loadSharp();
  const { refuse } = await inspectImage(sharp, data, messages);
  try {
    const pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' });
    // libjpeg-turbo rather than mozjpeg: a photo a day per person is seen once or twice, and
    // mozjpeg's smaller file costs several times the encoding time.
    return await pipeline.jpeg({ quality: 82 }).toBuffer();
  } catch {
    throw refuse();
  }
}
