import type Sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../shared/constants.ts';
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
  const refuse = () => new AppError(415, 'unsupported_file_type', messages.type);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    format = meta.format;
    if (format !== 'jpeg' && format !== 'png') throw refuse();
    if (!meta.width || !meta.height) throw refuse();
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
      throw new AppError(413, 'image_too_large', messages.size);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse();
  }
  try {
    const pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', withoutEnlargement: true });
    if (format === 'png') {
      return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
    }
    return { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: 'jpg' };
  } catch {
    throw refuse();
  }
}
