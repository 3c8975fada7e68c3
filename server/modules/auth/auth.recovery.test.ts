import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, SESSION_COOKIE } from '../../../shared/constants.ts';
import { TestClient, useTestAppWithMail, type TestApp } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { linkIn, tokenOf, type SmtpCapture } from '../../test/smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;
let ipCounter = 0;
const client = () => new TestClient(t.app, `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

useTestAppWithMail((started) => {
  ({ t, smtp } = started);
});

const NEW_PASSWORD = 'Brand#New9';

async function requestReset(email: string): Promise<string> {
  const before = smtp.messages.length;
  const res = await client().post('/api/v1/auth/password/forgot', { email });
  expect(res.statusCode).toBe(202);
  const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= before);
  return tokenOf(linkIn(mail, '/ResetPassword/'));
}

const reset = (token: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
  client().post('/api/v1/auth/password/reset', { token, newPassword, confirmPassword });

describe('forgot password', () => {
  it.each([
    ['', 'Email is required!'],
    ['nope', 'Email must be a valid email address!'],
    [`${'a'.repeat(140)}@example.com`, 'Email must not exceed 150 characters!'],
  ])('refuses %j with %j', async (email, message) => {
    const res = await client().post('/api/v1/auth/password/forgot', { email });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([{ path: 'email', message }]);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const user = await createUser(t.testDb.database.db);
    const known = await client().post('/api/v1/auth/password/forgot', { email: user.email });
    const unknown = await client().post('/api/v1/auth/password/forgot', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(user.email);
    expect(smtp.messages.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('mails a reset link that sets a new password once; the old password and the used link stop working', async () => {
    const user = await createUser(t.testDb.database.db);
    const signedIn = client();
    await signedIn.login(user.email, TEST_PASSWORD);
    const token = await requestReset(user.email);

    const check = await client().post('/api/v1/auth/links/check', { token });
    expect(check.json()).toEqual({ purpose: 'reset_password' });
    const ok = await reset(token);
    expect(ok.statusCode).toBe(200);

    expect((await client().login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await client().login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Every session of the account ended with the reset.
    expect((await signedIn.get('/api/v1/auth/me')).statusCode).toBe(401);

    const reused = await reset(token, 'Other#Pass1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('link_invalid');
  });

  it('writes the reset mail in the language the person chose in the app, English when none', async () => {
    const zoe = await createUser(t.testDb.database.db, { firstName: 'Zoé' });
    const signedIn = client();
    await signedIn.login(zoe.email, TEST_PASSWORD);
    await signedIn.request({ method: 'PUT', url: '/api/v1/me/language', payload: { language: 'fr' } });
    const english = await createUser(t.testDb.database.db, { firstName: 'Ed' });
    await requestReset(zoe.email);
    await requestReset(english.email);

    const french = smtp.messages.findLast((m) => m.to === zoe.email)!;
    expect(french.subject).toBe('Réinitialisez votre mot de passe Orgdesk');
    expect(french.text).toContain('Bonjour Zoé,');
    expect(french.text).toContain('expire dans 15 minutes');
    expect(french.html).toContain('Réinitialiser le mot de passe</a>');
    const plain = smtp.messages.findLast((m) => m.to === english.email)!;
    expect(plain.subject).toBe('Reset your Orgdesk password');
    expect(plain.text).toContain('Hello Ed,');
  });

  it('expires a link after 15 minutes, and Resend mails a fresh one', async () => {
    const user = await createUser(t.testDb.database.db);
    const token = await requestReset(user.email);
    t.clock.advanceMinutes(15);
    try {
      const expired = await reset(token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.code).toBe('link_expired');
      expect((await client().post('/api/v1/auth/links/check', { token })).statusCode).toBe(410);

      const before = smtp.messages.length;
      expect((await client().post('/api/v1/auth/links/resend', { token })).statusCode).toBe(202);
      const mail = await smtp.waitFor(user.email, (m) => smtp.messages.indexOf(m) >= before);
      expect((await reset(tokenOf(linkIn(mail, '/ResetPassword/')))).statusCode).toBe(200);
    } finally {
      t.clock.advanceMinutes(-15);
    }
  });

  it('accepts a link just before 15 minutes', async () => {
    const user = await createUser(t.testDb.database.db);
    const token = await requestReset(user.email);
    t.clock.advanceMinutes(14.9);
    try {
      expect((await reset(token)).statusCode).toBe(200);
    } finally {
      t.clock.advanceMinutes(-14.9);
    }
  });

  it('makes an older link invalid when a newer one is sent', async () => {
    const user = await createUser(t.testDb.database.db);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await reset(older)).json().error.code).toBe('link_invalid');
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await reset('A'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('link_invalid');
  });

  it.each([
    ['short', 'Ab#1', 'Ab#1', 'newPassword', 'Password must be at least 8 characters!'],
    ['weak', 'alllowercase1', 'alllowercase1', 'newPassword', 'New password is invalid!'],
    [
      'mismatch',
      'Good#Pass1',
      'Good#Pass2',
      'confirmPassword',
      'New password and confirm password must match!',
    ],
    ['empty confirm', 'Good#Pass1', '', 'confirmPassword', 'Confirm password is required!'],
    ['empty new', '', 'x', 'newPassword', 'New password is required!'],
  ])('checks the new password (%s)', async (_case, newPassword, confirmPassword, path, message) => {
    const res = await reset('A'.repeat(43), newPassword, confirmPassword);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('sends at most three recovery mails per account in 15 minutes, without saying so', async () => {
    const user = await createUser(t.testDb.database.db);
    for (let i = 0; i < 3; i++) await requestReset(user.email);
    const count = smtp.messages.filter((m) => m.to === user.email).length;
    const fourth = await client().post('/api/v1/auth/password/forgot', { email: user.email });
    expect(fourth.statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.messages.filter((m) => m.to === user.email)).toHaveLength(count);
  });
});

describe('e-mail verification', () => {
  it('resends a verification link to an unconfirmed account, which confirms it once', async () => {
    const user = await createUser(t.testDb.database.db, { confirmed: false });
    expect((await client().login(user.email, TEST_PASSWORD)).json().error.code).toBe('email_not_verified');
    const res = await client().post('/api/v1/auth/verification/resend', { email: user.email });
    expect(res.statusCode).toBe(202);
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), '/not-verified'));

    const confirm = await client().post('/api/v1/auth/verification/confirm', { token });
    expect(confirm.json()).toEqual({ message: 'Verified successfully' });
    expect((await client().login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Used up: a second visit says the address is verified already.
    expect((await client().post('/api/v1/auth/verification/confirm', { token })).json().error.code).toBe(
      'already_verified',
    );
  });

  it('does not accept a verification link as a password reset', async () => {
    const user = await createUser(t.testDb.database.db, { confirmed: false });
    await client().post('/api/v1/auth/verification/resend', { email: user.email });
    const token = tokenOf(linkIn(await smtp.waitFor(user.email), '/not-verified'));
    expect((await reset(token)).json().error.code).toBe('link_invalid');
  });

  it('sends nothing to an account that is already confirmed', async () => {
    const user = await createUser(t.testDb.database.db);
    expect((await client().post('/api/v1/auth/verification/resend', { email: user.email })).statusCode).toBe(
      202,
    );
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.messages.some((m) => m.to === user.email)).toBe(false);
  });
});

describe('change password (Settings > Account)', () => {
  const change = (c: TestClient, body: object) => c.post('/api/v1/auth/password/change', body);

  it('needs a session', async () => {
    const res = await change(client(), {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      { currentPassword: 'Wrong#1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Please enter correct current password!',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      'newPassword',
      'New password and current password should not be same.',
    ],
    [
      { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Current password is required!',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'weakpassword', confirmPassword: 'weakpassword' },
      'newPassword',
      'Password is invalid!',
    ],
  ])('refuses %o', async (body, path, message) => {
    const user = await createUser(t.testDb.database.db);
    const c = client();
    await c.login(user.email, TEST_PASSWORD);
    const res = await change(c, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it(`refuses more than ${LOGIN_MAX_FAILURES_PER_ACCOUNT} wrong current passwords like sign-in does, even before the right one`, async () => {
    const user = await createUser(t.testDb.database.db);
    const c = client();
    await c.login(user.email, TEST_PASSWORD);
    const wrong = { currentPassword: 'Wrong#1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await change(c, wrong)).statusCode).toBe(422);
    }
    const right = {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const blocked = await change(c, right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same counter as sign-in: the account is locked there too, and the password is unchanged.
    expect((await client().login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    t.clock.advanceMinutes(16);
    try {
      expect((await change(c, right)).statusCode).toBe(200);
    } finally {
      t.clock.advanceMinutes(-16);
    }
  });

  it('counts wrong current passwords together with failed sign-ins, and a change clears them', async () => {
    const user = await createUser(t.testDb.database.db);
    const c = client();
    await c.login(user.email, TEST_PASSWORD);
    const wrong = {
      currentPassword: 'Wrong#1234',
      newPassword: 'Other#Pass1',
      confirmPassword: 'Other#Pass1',
    };
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 2; i++) {
      expect((await client().login(user.email, 'Wrong#1234')).statusCode).toBe(401);
    }
    expect((await change(c, wrong)).statusCode).toBe(422);
    const ok = await change(c, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    // Cleared: a full allowance of wrong guesses again (at sign-in: the change ended this session)…
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await client().login(user.email, 'Wrong#1234')).statusCode).toBe(401);
    }
    // …after which sign-in is locked.
    expect((await client().login(user.email, NEW_PASSWORD)).statusCode).toBe(429);
  });

  it('changes the password and ends every session, this one included', async () => {
    const user = await createUser(t.testDb.database.db);
    const here = client();
    const elsewhere = client();
    await here.login(user.email, TEST_PASSWORD);
    await elsewhere.login(user.email, TEST_PASSWORD);
    const sessionHere = here.cookies.get(SESSION_COOKIE)!;
    const res = await change(here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Sign in with your new password.',
    });
    // The answer clears this browser's cookie, and the session behind it is gone as well.
    expect(here.cookies.has(SESSION_COOKIE)).toBe(false);
    const replayed = client();
    replayed.cookies.set(SESSION_COOKIE, sessionHere);
    expect((await replayed.get('/api/v1/auth/me')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/v1/auth/me')).statusCode).toBe(401);
    expect((await client().login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
