import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './mail.repository.ts';

export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `mailDir`. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  logger: MailLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transporter.sendMail(toMessage(mail, options.from));
      },
      close: () => transporter.close(),
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await streamer.sendMail(toMessage(mail, options.from));
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
