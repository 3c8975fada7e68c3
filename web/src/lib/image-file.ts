import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { USER_MESSAGES } from '../../../shared/schemas/users.schema.ts';
import { isApiError } from './api-client.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * The browser's first look at a picture before uploading it (spec 001 §5): jpeg, jpg or png, at
 * most 5 MB. The server checks the content again. Returns the message to show, or null.
 */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type) || !IMAGE_EXTENSIONS.test(file.name)) return USER_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return USER_MESSAGES.imageSize;
  return null;
}

/** The server's own words for a refused picture (type, size); anything else is 'File upload failed.' */
export function imageUploadError(error: unknown): string {
  if (isApiError(error) && [400, 413, 415, 422].includes(error.status)) return error.message;
  return USER_MESSAGES.uploadFailed;
}
