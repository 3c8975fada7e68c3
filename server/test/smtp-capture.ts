import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests to read. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private waiters: Array<() => void> = [];
  private readonly server: SMTPServer;
  /** Makes the next N deliveries fail with a temporary error, to test retries. */
  failNext = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.failNext > 0) {
          this.failNext--;
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            this.messages.push({
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            this.waiters.splice(0).forEach((w) => w());
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    // A client that dies mid-conversation (an app killed by a test) resets its connection: the
    // server reports it here, and it is no failure of the capture.
    this.server.on('error', () => {});
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  }

  /** Waits for a mail to `to` (the newest one), up to `timeoutMs`. */
  async waitFor(
    to: string,
    predicate: (m: CapturedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.filter((m) => m.to === to && predicate(m)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link of a mail's text that points at `path`. */
export function linkIn(mail: CapturedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(path));
  if (!link) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return link;
}

export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
}
