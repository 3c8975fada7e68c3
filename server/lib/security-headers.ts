import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once. With these options they depend on nothing in the
 * request (no CSP nonces), while @fastify/helmet built helmet's middleware again, CSP parsing
 * included, for every request: 2-3 % of a request's CPU.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err !== undefined) throw new Error('helmet refused its options', { cause: err });
    done = true;
  });
  // Helmet's middleware calls back at once; anything else would mean headers left unset.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** What a subresource (a script, a style sheet, a JSON file) uses of the security headers. */
export const ASSET_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
] as const;

export function pickHeaders(
  headers: Readonly<Record<string, string>>,
  names: readonly string[],
): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
}
