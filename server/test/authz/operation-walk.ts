/**
 * What the two authorization walks over the OpenAPI document share: the route authorization walk
 * (route-authorization.api.test.ts: 401 without a session, 404 out of scope) and the authorization
 * matrix (authz-matrix.api.test.ts, with the table of authz-rules.ts).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from '../fuzz/openapi-operations.ts';

/** `METHOD /path/{param}`, as the document and the failures name an operation. */
export const nameOf = (op: Operation) => `${op.method} ${op.path}`;

/** Each path parameter with the segment before it: `/api/v1/tasks/{id}/comments/{commentId}` → `tasks/{id}`, `comments/{commentId}`. */
export const pathParameters = (op: Operation) =>
  [...op.path.matchAll(/([^/]+)\/\{(\w+)\}/g)].map((m) => ({ key: `${m[1]}/{${m[2]}}`, name: m[2]! }));

/**
 * Path parameters, by the path segment before them and their own name, that name something of the
 * organisation's (or a fixed kind) rather than a person's object, and why: nobody is told it does
 * not exist for being outside their scope, so both walks leave the operations using them out.
 */
export const ORGANISATION_PARAMETERS: Record<string, string> = {
  'files/{folder}': 'profile pictures are shown to every member of the organisation',
  '{folder}/{name}': 'profile pictures are shown to every member of the organisation',
  'holidays/{id}':
    'the holiday calendar is the whole organisation’s (only its writes are guarded: ManageHolidays, by 403)',
  'work-sites/{id}':
    'work sites are organisation settings (only Admins read or change them: ManageAttendance, by 403)',
  'team/{kind}': 'names a kind of report, not an object',
  'templates/{type}': 'names one of the fixed letter types, not an object (IssueLetters)',
  'letter-verification/{code}':
    'a public verification code (PUBLIC_OPERATIONS of route-authorization.api.test.ts)',
  'calendar-feeds/{file}':
    'a secret feed address, not an id: whoever holds it reads the feed (PUBLIC_OPERATIONS of route-authorization.api.test.ts; calendar-feed.api.test.ts)',
};

/** The code of the error body of DESIGN.md (a code, and a message to show), if the answer is one. */
export function errorCode(res: LightMyRequestResponse): string | undefined {
  try {
    const { error } = res.json<{ error?: { code?: unknown; message?: unknown } }>();
    return typeof error?.code === 'string' && typeof error.message === 'string' && error.message !== ''
      ? error.code
      : undefined;
  } catch {
    return undefined;
  }
}

/** What a failure shows of an answer: its status and the start of its body. */
export const answer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 200)}`;
