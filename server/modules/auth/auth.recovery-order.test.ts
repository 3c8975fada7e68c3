import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.ts';
import { settleAfterResponseWork } from '../../lib/after-response.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/fixtures.ts';
import type * as MailRepository from '../mail/mail.repository.ts';
import type * as UsersService from '../users/users.service.ts';
import type * as AuthRepository from './auth.repository.ts';

/**
 * What a recovery request does, in order: the steps that touch the database, and the moment the
 * answer has been written. The real functions run; they only say when.
 */
const steps = vi.hoisted(() => [] as string[]);

vi.mock('./auth.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof AuthRepository>();
  return {
    ...actual,
    incrementCounter: (...args: Parameters<typeof actual.incrementCounter>) => {
      // The key's kind, without the address or e-mail it names.
      steps.push(`count ${args[1].split(':').slice(0, 2).join(':')}`);
      return actual.incrementCounter(...args);
    },
    insertLinkToken: (...args: Parameters<typeof actual.insertLinkToken>) => {
      steps.push('store link');
      return actual.insertLinkToken(...args);
    },
  };
});
vi.mock('../users/users.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof UsersService>();
  return {
    ...actual,
    findAccountByEmail: (...args: Parameters<typeof actual.findAccountByEmail>) => {
      steps.push('look up account');
      return actual.findAccountByEmail(...args);
    },
  };
});
vi.mock('../mail/mail.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof MailRepository>();
  return {
    ...actual,
    queueMail: (...args: Parameters<typeof actual.queueMail>) => {
      steps.push('queue mail');
      return actual.queueMail(...args);
    },
  };
});

let t: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
  t.app.addHook('onRequest', async (_request, reply) => {
    reply.raw.once('finish', () => steps.push('answered'));
  });
});
afterAll(() => t.close());
beforeEach(() => {
  steps.length = 0;
});

/** Sends the request, waits for whatever it left to do after answering, and returns the steps. */
async function stepsOf(url: string, email: string) {
  const client = new TestClient(t.app, `10.8.0.${ipCounter++}`);
  await client.get('/api/v1/app-info'); // the CSRF cookie, answered before we start counting
  steps.length = 0;
  const res = await client.post(url, { email });
  await settleAfterResponseWork();
  const answeredAt = steps.indexOf('answered');
  expect(answeredAt, 'the answer was written').toBeGreaterThanOrEqual(0);
  return {
    status: res.statusCode,
    body: res.json<unknown>(),
    beforeAnswer: steps.slice(0, answeredAt),
    afterAnswer: steps.slice(answeredAt + 1),
  };
}

const mailsTo = (email: string) =>
  t.testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('recovery requests answer before anything that depends on the account', () => {
  it.each([
    ['/api/v1/auth/password/forgot', { confirmed: true }],
    ['/api/v1/auth/verification/resend', { confirmed: false }],
  ])('%s does the same work before answering for a known and an unknown address', async (url, state) => {
    const user = await createUser(t.testDb.database.db, state);
    const unknownEmail = `nobody-${ipCounter}@example.com`;
    // Unknown first, so that nothing the known request leaves behind can be mistaken for its work.
    const unknown = await stepsOf(url, unknownEmail);
    const known = await stepsOf(url, user.email);

    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    // Only the throttle runs before the answer, and it counts the same keys either way.
    expect(known.beforeAnswer).toEqual(['count recovery:address', 'count recovery:account']);
    expect(unknown.beforeAnswer).toEqual(known.beforeAnswer);
    // The look-up, the link and the mail come after it.
    expect(known.afterAnswer).toEqual(['look up account', 'store link', 'queue mail']);
    expect(unknown.afterAnswer).toEqual(['look up account']);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
  });

  it('still refuses an address over its limit before answering, with the same 429 for any account', async () => {
    const user = await createUser(t.testDb.database.db);
    const c = new TestClient(t.app, '10.8.1.1');
    for (let i = 0; i < 10; i++) {
      await c.post('/api/v1/auth/password/forgot', { email: `spray-${i}@example.com` });
    }
    steps.length = 0;
    const known = await c.post('/api/v1/auth/password/forgot', { email: user.email });
    const unknown = await c.post('/api/v1/auth/password/forgot', { email: 'ghost@example.com' });
    await settleAfterResponseWork();
    expect(known.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(steps).not.toContain('look up account');
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('logs, never throws, when the work after the answer fails', async () => {
    const user = await createUser(t.testDb.database.db);
    const logged = vi.spyOn(t.app.log, 'error');
    const failing = vi.spyOn(t.testDb.database.db, 'transaction').mockRejectedValueOnce(new Error('boom'));
    try {
      const res = await new TestClient(t.app, '10.8.2.1').post('/api/v1/auth/password/forgot', {
        email: user.email,
      });
      await settleAfterResponseWork();
      expect(res.statusCode).toBe(202);
      expect(failing).toHaveBeenCalled();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        'password reset mail failed after the response',
      );
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  });
});
