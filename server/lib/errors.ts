/** Errors with stable codes. One handler (error-handler.ts) turns them into the DESIGN.md body. */
import { STORAGE_MESSAGES } from '../../shared/schemas/common.schema.ts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);

export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthenticated', message);

export const invalidCredentials = (message: string) => new AppError(401, 'invalid_credentials', message);

export const forbidden = (message = 'You are not allowed to do this.', code = 'forbidden') =>
  new AppError(403, code, message);

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

/** A 409; with `field`, the message is also said under that form field (a name already taken). */
export const conflict = (code: string, message: string, field?: string) =>
  new AppError(409, code, message, field ? { details: [{ path: field, message }] } : {});

export const gone = (code: string, message: string) => new AppError(410, code, message);

/** A 422 about the request as a whole, not about a form field. */
export const unprocessable = (code: string, message: string) => new AppError(422, code, message);

/** A 422 whose details land under the named form fields. */
export const validationFailed = (
  details: ErrorDetail[],
  message = 'Please correct the highlighted fields.',
) => new AppError(422, 'validation_failed', message, { details });

export const fieldError = (path: string, message: string) => validationFailed([{ path, message }], message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'too_many_attempts', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** The disk (or quota) is full, for a file or for the database: 507 rather than a generic failure. */
export const storageFull = () => new AppError(507, 'storage_full', STORAGE_MESSAGES.full);

/** The file store (an S3 endpoint) cannot be reached: 503 with Retry-After, nothing half-written. */
export const storageUnavailable = (retryAfterSeconds = 5) =>
  new AppError(503, 'storage_unavailable', STORAGE_MESSAGES.unavailable, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
