import {
  CSRF_COOKIE,
  CSRF_HEADER,
  GENERIC_ERROR_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_TIMEOUT_MS,
} from '../../../shared/constants.ts';
import type { ErrorBody } from '../../../shared/schemas/common.schema.ts';

export const API_BASE = '/api/v1';

/** Shown for 5xx answers and unreadable bodies: the server's internals never reach the user. */
export { GENERIC_ERROR_MESSAGE };
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A failed call, as the error body of DESIGN.md describes it. `status` 0 means no answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The English message to show for any failure: the server's own, else the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON, or FormData for an upload (the browser then sets the multipart content type). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the hierarchy selector's x-view-as. */
  headers?: Record<string, string>;
  /**
   * Whether a 401 answer sends the app to the sign-in page. Off for the calls whose 401 is an
   * expected answer: login (wrong password), app-info and the session check at start.
   */
  authRedirect?: boolean;
  /**
   * The submission this create request belongs to (the Idempotency-Key header): the same key with
   * the same body within 24 h is answered with the first answer, without a second effect.
   */
  idempotencyKey?: string;
}

/** The variables of a create mutation: its body and the key of the form submission sending it. */
export interface IdempotentRequest<TBody> {
  body: TBody;
  idempotencyKey: string;
}

let unauthorizedHandler: (() => void) | null = null;
let unauthorizedNotified = false;

/** The app registers what a lost session does (clear the cache, go to /login). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
  unauthorizedNotified = false;
}

/** Called after a successful sign-in, so that a later lost session redirects again. */
export function resetUnauthorizedGuard(): void {
  unauthorizedNotified = false;
}

function notifyUnauthorized(): void {
  // Several calls in flight may all answer 401; the redirect happens once.
  if (unauthorizedNotified || !unauthorizedHandler) return;
  unauthorizedNotified = true;
  unauthorizedHandler();
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split(';').find((part) => part.trim().startsWith(prefix));
  return entry ? decodeURIComponent(entry.trim().slice(prefix.length)) : null;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  if (response.status >= 500) return new ApiError(response.status, 'server_error', GENERIC_ERROR_MESSAGE);
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    const error = body.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      return new ApiError(response.status, error.code, error.message, error.details ?? []);
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, 'unknown_error', GENERIC_ERROR_MESSAGE);
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  accept = 'application/json',
): Promise<Response> {
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: bodyOf(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'timeout', TIMEOUT_ERROR_MESSAGE);
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * Sends a call and answers its successful response; a failure becomes an ApiError (a 401 sends
 * the app to the sign-in page unless the caller expects it).
 */
async function sendOk(method: Method, path: string, options: RequestOptions, accept?: string) {
  let response = await send(method, path, options, accept);

  if (response.status === 403 && method !== 'GET') {
    const error = await errorFromResponse(response.clone());
    if (error.code === 'csrf_failed') {
      // The CSRF cookie was missing or stale: any GET hands out a fresh one, then retry once.
      await send('GET', '/app-info', {});
      response = await send(method, path, options, accept);
    }
  }

  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status === 401 && options.authRedirect !== false) notifyUnauthorized();
    throw error;
  }
  return response;
}

/** One call to the API: JSON in and out, the session cookie, the CSRF header, a 30 s time-out. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendOk(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Downloads a file the API generates (a CSV export, say): the same session, headers, CSRF
 * handling, time-out and error handling as every other call, answered with the raw body. A GET
 * unless `method` says otherwise (a POST naming what to export in its JSON body).
 */
export async function apiDownload(
  path: string,
  options: RequestOptions & { method?: 'GET' | 'POST' } = {},
): Promise<Blob> {
  const response = await sendOk(options.method ?? 'GET', path, options, '*/*');
  return response.blob();
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};
