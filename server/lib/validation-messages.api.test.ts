/**
 * A request that a schema refuses answers in the project's words (shared/validation-messages.ts),
 * never in zod's default English ("Too big: expected string to have <=100 characters", "Invalid
 * input: expected array, received string"), on every route.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { listOperations, type JsonSchema, type OpenApiDocument } from '../test/fuzz/openapi-operations.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';

const ZOD_WORDING =
  /Too big|Too small|Invalid input|Invalid option|expected|received|Invalid UUID|Invalid ISO/;

let t: TestApp;
let admin: TestClient;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.testDb.database.db, {
    firstName: 'Vera',
    lastName: 'Valid',
    role: 'superAdmin',
  });
  admin = new TestClient(t.app, '10.78.0.1');
  expect((await admin.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  doc = t.app.swagger() as OpenApiDocument;
});
afterAll(() => t.close());

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** Every message of a 422 answer. */
function messagesOf(body: ErrorAnswer): string[] {
  return [body.error.message, ...(body.error.details ?? []).map((detail) => detail.message)];
}

/** A path with each parameter filled with a well-formed value, so that the body or query is checked. */
function fillPath(path: string, parameters: { in: string; name: string; schema: JsonSchema }[]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    return schema.type === 'integer' || schema.type === 'number' ? '1' : randomUUID();
  });
}

/** A value of the wrong type for a field of this schema. */
function wrongType(schema: JsonSchema): unknown {
  if (schema.type === 'string') return 12345;
  if (schema.type === 'array') return 'not a list';
  return 'not a number';
}

describe('the search of a list', () => {
  it('answers a search over 100 characters with the lists’ own message', async () => {
    const res = await admin.get(`/api/v1/tasks?search=${'x'.repeat(150)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Search must not exceed 100 characters.',
        details: [{ path: 'search', message: 'Search must not exceed 100 characters.' }],
      },
    });
  });

  it('does so on every list with a search, and puts pages out of range in words of ours', async () => {
    const query = (name: string) => (op: { parameters: { in: string; name: string }[] }) =>
      op.parameters.some((p) => p.in === 'query' && p.name === name);
    const lists = listOperations(doc).filter(
      (op) => op.method === 'GET' && query('search')(op) && query('page')(op),
    );
    expect(lists.length).toBeGreaterThanOrEqual(8);
    // Each list's own required parameters may be missing: the detail under the field is checked.
    const detail = (body: ErrorAnswer, path: string) =>
      body.error.details?.find((d) => d.path === path)?.message;
    for (const op of lists) {
      const url = fillPath(op.path, op.parameters);
      const long = await admin.get(`${url}?search=${'x'.repeat(150)}`);
      expect([op.path, long.statusCode, detail(long.json(), 'search')]).toEqual([
        op.path,
        422,
        'Search must not exceed 100 characters.',
      ]);
      const page = await admin.get(`${url}?page=abc`);
      expect([op.path, page.statusCode, detail(page.json(), 'page')]).toEqual([
        op.path,
        422,
        'Please enter a number.',
      ]);
    }
  });
});

describe('bodies of the wrong shape', () => {
  it('answer "This must be a list." rather than "expected array, received string"', async () => {
    const res = await admin.post('/api/v1/tasks/restore', { taskIds: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([{ path: 'taskIds', message: 'This must be a list.' }]);
  });

  it('never answer in zod’s wording, on any route, whatever field has the wrong type', async () => {
    const writes = listOperations(doc).filter(
      (op) => op.method !== 'GET' && op.body?.properties && Object.keys(op.body.properties).length > 0,
    );
    let refused = 0;
    for (const op of writes) {
      const body = Object.fromEntries(
        Object.entries(op.body?.properties ?? {}).map(([name, schema]) => [name, wrongType(schema)]),
      );
      const res = await admin.request({
        method: op.method,
        url: fillPath(op.path, op.parameters),
        payload: body,
      });
      if (res.statusCode !== 422) continue;
      refused++;
      for (const message of messagesOf(res.json<ErrorAnswer>())) {
        expect(`${op.method} ${op.path}: ${message}`).not.toMatch(ZOD_WORDING);
      }
    }
    expect(refused).toBeGreaterThan(30);
  });
});
