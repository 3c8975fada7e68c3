import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { SmtpCapture } from '../../test/smtp-capture.ts';
import { queueMail } from './mail.repository.ts';
import { createMailTransport } from './mail.transport.ts';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, mailBackoffSeconds } from './mail.worker.ts';

const logger = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestDatabase;
let smtp: SmtpCapture;
let smtpUrl: string;
beforeAll(async () => {
  t = await createTestDatabase();
  smtp = new SmtpCapture();
  smtpUrl = await smtp.start();
});
afterAll(async () => {
  await t.destroy();
  await smtp.stop();
});

const mail = (to: string) => ({
  kind: 'test',
  to,
  subject: 'Hello',
  text: 'Hi there https://example.test/x',
  html: '<p>Hi</p>',
});

describe('mail delivery', () => {
  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 10, 20].map(mailBackoffSeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('delivers queued mail through SMTP and marks it sent', async () => {
    const db = t.database.db;
    await queueMail(db, mail('first@example.com'));
    const transport = createMailTransport({
      smtpUrl,
      from: 'Orgdesk <no-reply@orgdesk.test>',
      mailDir: '',
      logger,
    });
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    transport.close();
    expect((await smtp.waitFor('first@example.com')).subject).toBe('Hello');
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'first@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a mail the server refused and retries it later', async () => {
    const db = t.database.db;
    await queueMail(db, mail('retry@example.com'));
    smtp.failNext = 1;
    const transport = createMailTransport({ smtpUrl, from: 'a@b.test', mailDir: '', logger });
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'retry@example.com'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('Try again later');
    const waitSeconds = (failed!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(20);
    expect(waitSeconds).toBeLessThanOrEqual(31);

    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages.some((m) => m.to === 'retry@example.com')).toBe(false);

    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, failed!.id));
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    transport.close();
    await smtp.waitFor('retry@example.com');
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const db = t.database.db;
    await queueMail(db, mail('never@example.com'));
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.toAddress, 'never@example.com'));
    const failing = { send: () => Promise.reject(new Error('connection refused')), close: () => {} };
    expect(await deliverDueMail(db, failing, logger)).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'never@example.com'));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: 'connection refused',
    });
  });

  it('without SMTP, writes each mail as an .eml file and logs its links', async () => {
    const db = t.database.db;
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-mail-'));
    const logged: Array<{ links?: string[] }> = [];
    await queueMail(db, mail('file@example.com'));
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'a@b.test',
      mailDir,
      logger: { info: (obj) => logged.push(obj) },
    });
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    const files = fs.readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(mailDir, files[0]!), 'utf8');
    expect(eml).toContain('To: file@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(logged[0]?.links).toEqual(['https://example.test/x']);
    fs.rmSync(mailDir, { recursive: true, force: true });
  });
});
