import { ALL_PERMISSIONS } from '../../../shared/permissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  SESSION_COOKIE,
} from '../../../shared/constants.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = (ip?: string) => new TestClient(t.app, ip);

describe('POST /api/v1/auth/login', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email is required!'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter valid email!'],
    [{ email: 'a b@example.com', password: 'x' }, 'email', 'Please enter valid email!'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Password is required!'],
    [{ password: 'x' }, 'email', 'Email is required!'],
  ])('refuses %o with the spec message under the field', async (body, path, message) => {
    const res = await client().post('/api/v1/auth/login', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('refuses fields it does not know', async () => {
    const res = await client().post('/api/v1/auth/login', {
      email: 'a@example.com',
      password: 'x',
      role: 'Admin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path: 'role', message: 'Unknown field: role.' });
  });

  it('answers a wrong password and an unknown account with the same generic 401', async () => {
    const user = await createUser(t.testDb.database.db);
    const wrong = await client('10.0.0.1').login(user.email, 'Wrong#1234');
    const unknown = await client('10.0.0.1').login('nobody@example.com', 'Wrong#1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid email or password.',
    });
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('signs in case-insensitively, sets an httpOnly session cookie and returns the user with permissions', async () => {
    const user = await createUser(t.testDb.database.db, { permissions: ['CreateTask', 'EditTask'] });
    const c = client('10.0.0.2');
    const res = await c.login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      permissions: ['CreateTask', 'EditTask'],
    });
    const cookie = res.cookies.find((x) => x.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await c.get('/api/v1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('gives Super admin and Admin every permission', async () => {
    const admin = await createUser(t.testDb.database.db, { role: 'admin' });
    const res = await client('10.0.0.3').login(admin.email, TEST_PASSWORD);
    expect([...res.json().user.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(res.json().user.role).toMatchObject({ name: 'Admin', systemKey: 'admin' });
  });

  it('issues a new session id at every sign-in, even over an existing one', async () => {
    const user = await createUser(t.testDb.database.db);
    const c = client('10.0.0.4');
    await c.login(user.email, TEST_PASSWORD);
    const first = c.session;
    await c.login(user.email, TEST_PASSWORD);
    expect(c.session).toBeDefined();
    expect(c.session).not.toBe(first);
  });

  it('sends an unconfirmed address to the not-verified screen, but only with the right password', async () => {
    const user = await createUser(t.testDb.database.db, { confirmed: false });
    const right = await client('10.0.0.5').login(user.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('email_not_verified');
    expect(right.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const wrong = await client('10.0.0.5').login(user.email, 'Wrong#1234');
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('does not let a deactivated user sign in, and ends their open sessions', async () => {
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const c = client('10.0.0.6');
    await c.login(user.email, TEST_PASSWORD);
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
    const again = await client('10.0.0.6').login(user.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_credentials');
  });

  it('keeps a password hashed with earlier settings under the current ones once it has been checked', async () => {
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const older = await hashPassword(TEST_PASSWORD, 11);
    await db.update(users).set({ passwordHash: older }).where(eq(users.id, user.id));
    const hashOf = async () =>
      (await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]!.h!;

    expect((await client('10.0.0.7').login(user.email, 'Wrong#1234')).statusCode).toBe(401);
    expect(await hashOf()).toBe(older);
    expect((await client('10.0.0.7').login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const current = await hashOf();
    expect(current).toMatch(new RegExp(`^scrypt\\$${t.config.scryptLog2N}\\$8\\$1\\$`));
    expect((await client('10.0.0.7').login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await hashOf()).toBe(current);
  });
});

describe('sessions', () => {
  it('GET /me without a session answers 401 in the error format', async () => {
    const res = await client().get('/api/v1/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
  });

  it('GET /session answers a guest with null and a signed-in user with themself, never a 401', async () => {
    const guest = await client().get('/api/v1/auth/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null, sessionEnded: false });

    const user = await createUser(t.testDb.database.db);
    const c = client('10.0.0.7');
    await c.login(user.email, TEST_PASSWORD);
    const signedIn = await c.get('/api/v1/auth/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, email: user.email });
  });

  it('GET /session tells once that the session the browser names has ended', async () => {
    const user = await createUser(t.testDb.database.db);
    const browser = client('10.0.0.8');
    await browser.login(user.email, TEST_PASSWORD);
    // The same session ended elsewhere (a logout from another window holding the cookie).
    const elsewhere = client('10.0.0.8');
    for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.post('/api/v1/auth/logout')).statusCode).toBe(204);

    const ended = await browser.get('/api/v1/auth/session');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ user: null, sessionEnded: true });
    const next = await browser.get('/api/v1/auth/session');
    expect(next.json()).toEqual({ user: null, sessionEnded: false });
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const user = await createUser(t.testDb.database.db);
    const c = client('10.0.1.1');
    await c.login(user.email, TEST_PASSWORD);
    const stolen = c.session!;
    expect((await c.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(c.session).toBeUndefined();
    const replay = await t.app.inject({ url: '/api/v1/auth/me', cookies: { [SESSION_COOKIE]: stolen } });
    expect(replay.statusCode).toBe(401);
  });

  it('expires after the idle period', async () => {
    const user = await createUser(t.testDb.database.db);
    const c = client('10.0.1.2');
    await c.login(user.email, TEST_PASSWORD);
    t.clock.advanceMinutes(15 * 24 * 60);
    try {
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
    } finally {
      t.clock.advanceMinutes(-15 * 24 * 60);
    }
  });
});

describe('sign-in throttling', () => {
  it(`locks an account for a while after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures, even for the right password`, async () => {
    const user = await createUser(t.testDb.database.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await client(`10.1.0.${i}`).login(user.email, 'Wrong#1234')).statusCode).toBe(401);
    }
    const blocked = await client('10.1.1.1').login(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(16);
    try {
      expect((await client('10.1.1.2').login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.advanceMinutes(-16);
    }
  });

  it('gives an unknown account the same 429 as a real one', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++)
      await client(`10.2.0.${i}`).login('ghost@example.com', 'x');
    const res = await client('10.2.1.1').login('ghost@example.com', 'x');
    expect(res.statusCode).toBe(429);
  });

  it(`limits one address to ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures per window across accounts`, async () => {
    const c = client('10.3.0.1');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await c.login(`spray-${i}@example.com`, 'Wrong#1234')).statusCode).toBe(401);
    }
    expect((await c.login('spray-last@example.com', 'Wrong#1234')).statusCode).toBe(429);
    expect((await client('10.3.0.2').login('spray-last@example.com', 'Wrong#1234')).statusCode).toBe(401);
  });

  it('never refuses successful sign-ins from one busy address', async () => {
    const user = await createUser(t.testDb.database.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS + 5; i++) {
      expect((await client('10.4.0.1').login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });
});
