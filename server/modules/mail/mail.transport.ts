import fs from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { OutboxRow } from './mail.repository.ts';

export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
}

/**
 * A transporter made at the first message: nodemailer (with Node's fetch, which it loads) takes
 * about 8 MB, and most of a server's life sends no mail.
 */
function onFirstUse<T extends Transporter>(create: (mailer: typeof Nodemailer) => T) {
  let made: Promise<T> | null = null;
  return {
    get: () => (made ??= import('nodemailer').then(({ default: mailer }) => create(mailer))),
    made: () => made,
  };
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `mailDir`. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  logger: MailLogger;
}): MailTransport {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transporter = onFirstUse((mailer) => mailer.createTransport(smtpUrl));
    return {
      send: async (mail) => {
        await (await transporter.get()).sendMail(toMessage(mail, options.from));
      },
      close: () => void transporter.made()?.then((made) => made.close()),
    };
  }
  const streamer = onFirstUse((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    send: async (mail) => {
      const info = await (await streamer.get()).sendMail(toMessage(mail, options.from));
      await fs.mkdir(options.mailDir, { recursive: true });
      const file = path.join(
        options.mailDir,
        `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: mail.toAddress, file, links: extractLinks(mail.textBody) },
        `mail: ${mail.subject}`,
      );
    },
    close: () => {},
  };
}

function toMessage(mail: OutboxRow, from: string) {
  return { from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody };
}

function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
