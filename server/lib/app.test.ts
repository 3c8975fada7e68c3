import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails unexpectedly, to check that 5xx answers show no internals.
  t.app.get('/api/test-crash', () => {
    throw new Error('secret internal detail: password=hunter2');
  });
});
afterAll(() => t.close());

describe('CSRF defence', () => {
  const body = { email: 'someone@example.com' };

  it('sets a script-readable, SameSite=Strict CSRF cookie on API responses', async () => {
    const res = await t.app.inject({ url: '/api/v1/app-info' });
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.sameSite).toBe('Strict');
  });

  it('refuses a write without the header, with a wrong header, or with no cookie', async () => {
    const c = new TestClient(t.app);
    await c.get('/api/v1/app-info');
    const missing = await c.post('/api/v1/auth/password/forgot', body, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('csrf_failed');
    const wrong = await c.post('/api/v1/auth/password/forgot', body, {
      csrf: false,
      headers: { [CSRF_HEADER]: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: body,
      headers: { [CSRF_HEADER]: 'x'.repeat(43) },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('refuses a write whose Origin is another site, even with the token', async () => {
    const c = new TestClient(t.app);
    const res = await c.post('/api/v1/auth/password/forgot', body, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
  });

  it('accepts a same-origin write that echoes the cookie', async () => {
    const c = new TestClient(t.app);
    const res = await c.post('/api/v1/auth/password/forgot', body, {
      headers: { origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('error contract', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const c = new TestClient(t.app);
    const res = await c.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('answers a missing body with 422 and a readable message', async () => {
    const c = new TestClient(t.app);
    const res = await c.post('/api/v1/auth/login');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('hides the internals of a 500', async () => {
    const res = await t.app.inject({ url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong !' },
    });
    expect(res.body).not.toContain('hunter2');
  });
});

describe('platform', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { status: 'up', engine: t.testDb.database.engine },
    });
  });

  it('sends a strict Content-Security-Policy without inline script, and the other security headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/app-info' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Over plain http (the tests' APP_URL) there is no HSTS to pin the browser to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on a 404 and on an error answer', async () => {
    const missing = await t.app.inject({ url: '/api/v1/no-such-thing' });
    const refused = await t.app.inject({ url: '/api/v1/auth/me' });
    for (const res of [missing, refused]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/me', '/api/health']));
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
  });

  it('tells the login page whether this is a demo install', async () => {
    const res = await t.app.inject({ url: '/api/v1/app-info' });
    expect(res.json()).toMatchObject({ demo: false, demoPassword: null });
  });
});

describe('health with the database down', () => {
  it('answers 503', async () => {
    const own = await createTestApp();
    await own.testDb.database.close();
    try {
      const res = await own.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().database.status).toBe('down');
    } finally {
      await own.app.close();
      await own.testDb.destroy().catch(() => {});
    }
  });
});
