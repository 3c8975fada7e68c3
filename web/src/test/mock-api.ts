import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path after /api/v1, with its query string. */
  path: string;
  /** The parsed JSON body, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = MockResponse | ((call: RecordedCall) => MockResponse | Promise<MockResponse>);

/** The error body of DESIGN.md, for a mocked failure. */
export function apiError(
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
): MockResponse {
  return { status, body: { error: { code, message, ...(details ? { details } : {}) } } };
}

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path' (the path after /api/v1, with its
 * query string). A key ending in '*' answers every call that starts with the rest of it, when no
 * key matches exactly. Calls without an answer get a 404, so a test notices a call it did not expect.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, '') + url.search,
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init?.body instanceof FormData
            ? init.body
            : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const prefix = Object.keys(routes).find(
      (route) => route.endsWith('*') && key.startsWith(route.slice(0, -1)),
    );
    const handler = routes[key] ?? (prefix ? routes[prefix] : undefined);
    const answer: MockResponse = !handler
      ? apiError(404, 'not_found', `No mock for ${call.method} ${call.path}`)
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = answer.status ?? 200;
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** The calls whose 'METHOD /path?query' starts with `prefix`. */
    callsStartingWith: (prefix: string) => calls.filter((c) => `${c.method} ${c.path}`.startsWith(prefix)),
  };
}
