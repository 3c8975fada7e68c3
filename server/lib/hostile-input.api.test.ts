/**
 * Input that no route can store or parse answers 4xx with the error contract, once for every
 * route: NUL characters and lone surrogates, nesting, near-miss ids, malformed uploads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../../shared/schemas/common.schema.ts';
import { USER_MESSAGES } from '../../shared/schemas/users.schema.ts';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { BOUNDARY, multipart, multipartBody, PNG } from '../test/uploads.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.testDb.database.db, {
    firstName: 'Hana',
    lastName: 'Hostile',
    role: 'superAdmin',
  });
  admin = new TestClient(t.app, '10.77.0.1');
  expect((await admin.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
});
afterAll(() => t.close());

const badText = { error: { code: 'validation_failed', message: INPUT_MESSAGES.badText } };

describe('text that cannot be stored', () => {
  it.each([
    ['a NUL character', 'Write\u0000report'],
    ['a lone high surrogate', 'Report \ud800'],
    ['a lone low surrogate', '\udfffReport'],
  ])('refuses %s in a body field with 422 under that field', async (_, name) => {
    const res = await admin.post('/api/v1/tasks', { name, description: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(badText);
    expect(res.json().error.details).toEqual([{ path: 'name', message: INPUT_MESSAGES.badText }]);
  });

  it('finds it in nested fields and in keys too', async () => {
    const nested = await admin.post('/api/v1/projects', { name: 'P', userIds: ['ok', 'b\u0000d'] });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().error.details).toEqual([{ path: 'userIds.1', message: INPUT_MESSAGES.badText }]);
    const key = await admin.post('/api/v1/tasks', { ['na\u0000me']: 'x' });
    expect(key.statusCode).toBe(422);
  });

  it.each(['/api/v1/tasks', '/api/v1/users', '/api/v1/projects'])(
    'refuses a NUL in the search of %s',
    async (url) => {
      const res = await admin.get(`${url}?search=%00`);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details).toEqual([{ path: 'search', message: INPUT_MESSAGES.badText }]);
    },
  );

  it('keeps ordinary text, emoji (surrogate pairs) included', async () => {
    const res = await admin.get(`/api/v1/tasks?search=${encodeURIComponent('Report 📈')}`);
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 to a body nested deeper than any form', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/tasks',
      payload: `{"name":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'too_deep', message: INPUT_MESSAGES.tooDeep });
  });
});

describe('the hierarchy selector header', () => {
  it.each([
    '------------------------------------',
    'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaaa'.slice(0, 36).replace(/a$/, '-'),
  ])('answers 404 to %s, 36 characters of hex and dashes that are not a UUID', async (value) => {
    expect(value).toHaveLength(36);
    const res = await admin.request({ method: 'GET', url: '/api/v1/tasks', headers: { 'x-view-as': value } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('uploads', () => {
  const routes = ['/api/v1/me/avatar', '/api/v1/projects/thumbnails'];
  const send = (url: string, payload: Buffer | string, contentType: string) =>
    admin.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  const failed = { status: 400, message: USER_MESSAGES.uploadFailed };
  const outcome = (res: { statusCode: number; json(): { error: { message: string } } }) => ({
    status: res.statusCode,
    message: res.json().error.message,
  });

  it.each(routes)('%s: answers 400 to an empty, unbounded or truncated body', async (url) => {
    expect(outcome(await send(url, '', multipartType))).toEqual(failed);
    expect(
      outcome(
        await send(
          url,
          multipartBody([{ field: 'file', filename: 'a.png', data: PNG }]),
          'multipart/form-data',
        ),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      outcome(
        await send(
          url,
          multipartBody([{ field: 'file', filename: 'a.png', data: PNG }], 'other'),
          multipartType,
        ),
      ),
    ).toEqual(failed);
    const whole = multipart('a.png', 'image/png', PNG).payload;
    expect(outcome(await send(url, whole.subarray(0, whole.length - 30), multipartType))).toEqual(failed);
  });

  it.each(routes)('%s: refuses two files, or a file under another name, storing neither', async (url) => {
    const two = multipartBody([
      { field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
      { field: 'file', filename: 'b.png', contentType: 'image/png', data: PNG },
    ]);
    expect(outcome(await send(url, two, multipartType))).toEqual(failed);
    const renamed = multipartBody([
      { field: 'picture', filename: 'a.png', contentType: 'image/png', data: PNG },
    ]);
    expect(outcome(await send(url, renamed, multipartType))).toEqual(failed);
    const extra = multipartBody([
      { field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
      { field: 'note', data: 'hello' },
    ]);
    expect(outcome(await send(url, extra, multipartType))).toEqual(failed);
    expect((await admin.get('/api/v1/auth/me')).json().user.avatarUrl).toBeNull();
  });

  it.each(routes)('%s: still takes one good picture', async (url) => {
    const res = await admin.request({ method: 'POST', url, ...multipart('a.png', 'image/png', PNG) });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});
