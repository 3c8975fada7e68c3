import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE } from '../../shared/constants.ts';
import type { ErrorBody } from '../../shared/schemas/common.schema.ts';
import { fillMessage, VALIDATION_MESSAGES } from '../../shared/validation-messages.ts';
import { isDatabaseFull, isDatabaseUnavailable } from '../db/client.ts';
import { AppError, storageFull, type ErrorDetail } from './errors.ts';

/** Seconds a client should wait before retrying while the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** Fastify's own client errors, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request is too large.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The file is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'Invalid content length.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'This content type is not supported.',
  },
};

function send(reply: FastifyReply, status: number, code: string, message: string, details?: ErrorDetail[]) {
  const body: ErrorBody = { error: { code, message, ...(details ? { details } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** One detail per field: the first problem found is the one shown under it. */
function firstPerPath(details: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return details.filter((d) => (seen.has(d.path) ? false : (seen.add(d.path), true)));
}

/**
 * Unknown fields are refused by name, one detail each (no mass assignment); everything else keeps
 * the message, which is the schema's own or the project's (shared/validation-messages.ts).
 */
function toDetails(v: {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}) {
  const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
    return (v.params.keys as string[]).map((key) => ({
      path: base ? `${base}.${key}` : key,
      message: fillMessage(VALIDATION_MESSAGES.unknownField, { field: key }),
    }));
  }
  if (v.keyword === 'invalid_type' && base === '') {
    return [{ path: '', message: 'The request body must be a JSON object.' }];
  }
  return [{ path: base, message: v.message ?? VALIDATION_MESSAGES.invalid }];
}

/**
 * Errors Fastify's router meets before any route or hook runs: a path that is not valid
 * percent-encoding, or a path parameter longer than any id. Written in our body, without
 * echoing the address back.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') void send(reply, 404, 'not_found', 'Not found.');
  else if (err.code === 'FST_ERR_BAD_URL') void send(reply, 400, 'bad_url', 'The address is not valid.');
  else void send(reply, 400, 'bad_request', 'The request is not valid.');
}

/** Writes every error as the DESIGN.md body; 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return send(reply, err.statusCode, err.code, err.message, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      if (err.validationContext === 'params') return send(reply, 404, 'not_found', 'Not found.');
      const details = firstPerPath(err.validation.flatMap(toDetails));
      const message =
        details.length === 1 && details[0] ? details[0].message : 'Please correct the highlighted fields.';
      return send(reply, 422, 'validation_failed', message, details);
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, (err.code ?? 'bad_request').toLowerCase(), err.message);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER));
      return send(reply, 503, 'database_unavailable', GENERIC_ERROR_MESSAGE);
    }
    if (isDatabaseFull(err)) {
      // Only writes need space: the app keeps serving reads, and writes work again once it is freed.
      request.log.warn({ err }, 'database out of space');
      const full = storageFull();
      return send(reply, full.statusCode, full.code, full.message);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, status >= 500 && status < 600 ? status : 500, 'internal_error', GENERIC_ERROR_MESSAGE);
  });
}
