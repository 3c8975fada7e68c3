/** How the app logs: one set of pino options for the server's logger, errors made safe to log. */
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Pino options, as `buildApp` takes them; `serializers` is the one field read here. */
export type LoggerOptions = { serializers?: Record<string, (value: unknown) => unknown> } & Record<
  string,
  unknown
>;

/** `options` with every `err` written by serializeError, and requests by serializeRequest. */
export function appLoggerOptions(options: LoggerOptions = {}): LoggerOptions {
  return {
    ...options,
    serializers: { ...options.serializers, err: serializeError, req: serializeRequest },
  };
}

interface LoggedRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string | undefined };
}

/**
 * A request as the log shows it: its method and route template (`/api/v1/users/:id`,
 * `/ResetPassword/:token`), or, when no route matched, the first segment of its path. Never
 * the query (a search for a name, an e-mail being checked), a token in the path, or the client's
 * address: the log carries no personal data, and the request id ties its lines together.
 */
export function serializeRequest(value: unknown): { method: string; url: string } {
  const request = (value ?? {}) as LoggedRequest;
  const route = request.routeOptions?.url;
  return { method: request.method ?? '', url: route ?? unmatchedPath(request.url ?? '') };
}

/** A path no route matched, by its first segment only (`/api/…`): the rest may be anything. */
function unmatchedPath(url: string): string {
  const [first, ...rest] = (url.split('?')[0] ?? '').split('/').filter(Boolean);
  if (!first) return '/';
  return rest.length > 0 ? `/${first}/… (no route)` : `/${first} (no route)`;
}

/**
 * PostgreSQL's classes of trouble with the server itself (08 connection, 53 resources such as a
 * full disk, 57 operator intervention, 58 system error): their messages describe the server, not
 * the data, and say what went wrong.
 */
const SERVER_TROUBLE = /^(08|53|57|58)/;
/** PostgreSQL's fields that carry no values: how severe, which objects, the routine that raised it. */
const SCHEMA_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];
const MAX_CAUSES = 5;

/**
 * An error as the log shows it: its type, message, stack and causes. A failed statement is logged
 * by its text and SQLSTATE code only, because its values may be personal data: Drizzle's message
 * ends with the statement's parameters ("params: …"), and PostgreSQL's message, detail and context
 * may quote a row ("Key (email)=(…) already exists", 'invalid input syntax for type uuid: "…"').
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const out: Record<string, unknown> = { type: value.constructor.name || value.name };
  const code = (value as { code?: unknown }).code;
  if (value instanceof DrizzleQueryError) {
    out.message = `Failed query: ${value.query}`;
    out.stack = stackFrames(value);
  } else if (isStatementError(value, code)) {
    out.code = code;
    for (const field of SCHEMA_FIELDS) {
      const v = (value as unknown as Record<string, unknown>)[field];
      if (typeof v === 'string') out[field] = v;
    }
    if (SERVER_TROUBLE.test(code)) out.message = value.message;
    out.stack = stackFrames(value);
  } else {
    out.message = value.message;
    out.stack = value.stack;
    // The fields that say what failed (code, statusCode, errno, syscall…), without objects.
    for (const [key, v] of Object.entries(value)) {
      if (key !== 'cause' && ['string', 'number', 'boolean'].includes(typeof v)) out[key] = v;
    }
  }
  if (value.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(value.cause, depth + 1);
  return out;
}

/**
 * An error in one line, as safe as its log entry, for where people read it (a scheduled job's last
 * run, which Admins see): each message in the chain of causes, with its code.
 */
export function errorSummary(err: unknown): string {
  const parts: string[] = [];
  for (let e = serializeError(err); e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    const text = [message, code].filter((part) => typeof part === 'string' && part).join(' ');
    if (text) parts.push(text);
  }
  return parts.length > 0 ? parts.join(': ') : String(err);
}

/** An error PostgreSQL sent about a statement (node-postgres' and PGlite's both carry these fields). */
function isStatementError(err: Error, code: unknown): code is string {
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in err;
}

/** The stack without its first lines, which repeat the message. */
function stackFrames(err: Error): string {
  return (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
