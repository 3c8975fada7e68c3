import { describe, expect, it } from 'vitest';
import { TestClient, useTestAppWithMail, type TestApp } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { createOrg, validCreate, type Org } from '../../test/org-fixture.ts';
import { linkIn, tokenOf, type CapturedMail, type SmtpCapture } from '../../test/smtp-capture.ts';

/** Issue 9, "Passwords and invitations": same-password refusal, invitation links, used verification links. */

let t: TestApp;
let org: Org;
let smtp: SmtpCapture;
let ipCounter = 0;
const client = () => new TestClient(t.app, `10.12.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

useTestAppWithMail(async (started) => {
  ({ t, smtp } = started);
  org = await createOrg(t.testDb.database.db);
});

const DAY_MINUTES = 24 * 60;

/** The next mail to `to`, sent by `send`. */
async function mailAfter(to: string, send: () => Promise<unknown>): Promise<CapturedMail> {
  const before = smtp.messages.length;
  await send();
  return smtp.waitFor(to, (m) => smtp.messages.indexOf(m) >= before);
}

const post = (url: string, body: object) => client().post(`/api/v1/auth${url}`, body);
const setPassword = (token: string, password: string) =>
  post('/password/reset', { token, newPassword: password, confirmPassword: password });

/** Runs `body` with the clock moved on, then moves it back. */
async function later<T>(minutes: number, body: () => Promise<T>): Promise<T> {
  t.clock.advanceMinutes(minutes);
  try {
    return await body();
  } finally {
    t.clock.advanceMinutes(-minutes);
  }
}

describe('reset password with the current password', () => {
  it('refuses it on the new-password field and leaves the link usable', async () => {
    const user = await createUser(t.testDb.database.db);
    const mail = await mailAfter(user.email, () => post('/password/forgot', { email: user.email }));
    const token = tokenOf(linkIn(mail, '/ResetPassword/'));

    const same = await setPassword(token, TEST_PASSWORD);
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'newPassword', message: 'New password and current password should not be same.' }],
    });

    const other = await setPassword(token, 'Brand#New9');
    expect(other.json()).toEqual({
      message: 'Your password has been reset. Sign in with your new password.',
    });
    expect((await client().login(user.email, 'Brand#New9')).statusCode).toBe(200);
  });
});

describe('invitation link', () => {
  async function invite(email: string, employeeCode: string): Promise<{ mail: CapturedMail; token: string }> {
    const admin = client();
    expect((await admin.login(org.admin.email, TEST_PASSWORD)).statusCode).toBe(200);
    const mail = await mailAfter(email, async () => {
      const res = await admin.post('/api/v1/users', validCreate(org, { email, employeeCode }));
      expect(res.statusCode, res.body).toBe(201);
    });
    return { mail, token: tokenOf(linkIn(mail, '/ResetPassword/')) };
  }

  it('lasts 7 days, as its mail says, and sets the password with its own answer', async () => {
    const { mail, token } = await invite('ivy.invited@example.com', 'EMP701');
    expect(mail.text).toContain('It works once and expires in 7 days;');

    const check = await later(7 * DAY_MINUTES - 1, () => post('/links/check', { token }));
    expect(check.json()).toEqual({ purpose: 'invitation' });

    const set = await later(7 * DAY_MINUTES - 1, () => setPassword(token, 'Ivy#Pass12'));
    expect(set.json()).toEqual({ message: 'Your password has been set. Sign in with your new password.' });
    expect((await client().login('ivy.invited@example.com', 'Ivy#Pass12')).statusCode).toBe(200);
  });

  it('expires after 7 days; Resend mails a fresh invitation, not a 15-minute reset link', async () => {
    const email = 'ian.late@example.com';
    const { token } = await invite(email, 'EMP702');
    const expired = await later(7 * DAY_MINUTES, () => post('/links/check', { token }));
    expect(expired.statusCode).toBe(410);

    const fresh = await later(7 * DAY_MINUTES, () =>
      mailAfter(email, () => post('/links/resend', { token })),
    );
    expect(fresh.subject).toBe('You have been invited to Orgdesk');
    const freshToken = tokenOf(linkIn(fresh, '/ResetPassword/'));
    const stillValid = await later(7 * DAY_MINUTES + 60, () => post('/links/check', { token: freshToken }));
    expect(stillValid.json()).toEqual({ purpose: 'invitation' });
  });

  it('keeps a reset link at 15 minutes', async () => {
    const user = await createUser(t.testDb.database.db);
    const mail = await mailAfter(user.email, () => post('/password/forgot', { email: user.email }));
    expect(mail.text).toContain('expires in 15 minutes');
    const token = tokenOf(linkIn(mail, '/ResetPassword/'));
    expect((await later(15, () => post('/links/check', { token }))).statusCode).toBe(410);
  });
});

describe('a verification link that cannot be used any more', () => {
  const resendVerification = (email: string) =>
    mailAfter(email, () => post('/verification/resend', { email }));

  it('says a used link belongs to a verified address, which can sign in, and sends nothing more', async () => {
    const user = await createUser(t.testDb.database.db, { confirmed: false });
    const token = tokenOf(linkIn(await resendVerification(user.email), '/not-verified'));
    expect((await post('/verification/confirm', { token })).statusCode).toBe(200);

    const again = await post('/verification/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'already_verified',
      message: 'This link has already been used: your e-mail address is verified. You can sign in.',
    });
    const resend = await post('/links/resend', { token });
    expect(resend.json().error.code).toBe('already_verified');
    expect((await client().login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resends from a replaced link while the address is still unconfirmed', async () => {
    const user = await createUser(t.testDb.database.db, { confirmed: false });
    const older = tokenOf(linkIn(await resendVerification(user.email), '/not-verified'));
    await resendVerification(user.email);

    const replaced = await post('/verification/confirm', { token: older });
    expect(replaced.json().error.code).toBe('link_invalid');

    const fresh = await mailAfter(user.email, async () => {
      expect((await post('/links/resend', { token: older })).statusCode).toBe(202);
    });
    const confirm = await post('/verification/confirm', { token: tokenOf(linkIn(fresh, '/not-verified')) });
    expect(confirm.json()).toEqual({ message: 'Verified successfully' });
  });

  it('still refuses a made-up token', async () => {
    const res = await post('/links/resend', { token: 'Z'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('link_invalid');
  });
});
