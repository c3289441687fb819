import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Mail, OutboxMail } from './mail.js';

export type { Mail, OutboxMail } from './mail.js';

/** Where mail goes: an SMTP server, or the outbox folder. */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/**
 * The default without SMTP: each mail is logged and written to `DATA_DIR/outbox/` as JSON,
 * so an operator trying Havkart out (and the tests) can read activation links there.
 */
let sequence = 0;

export function outboxTransport(dataDir: string, log: FastifyBaseLogger): MailTransport {
  const folder = path.join(dataDir, 'outbox');
  return {
    async send(mail) {
      await fs.mkdir(folder, { recursive: true });
      // Time and a running number first, so a plain listing sorts in sending order.
      sequence += 1;
      const stamp = mail.sentAt.replaceAll(':', '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(folder, name);
      await fs.writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2));
      await fs.rename(`${file}.tmp`, file);
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text }, file }, 'mail');
    },
    close() {},
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Sends mail; throws {@link MailError} when the transport fails. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class MailError extends Error {
  constructor(cause: unknown) {
    super('The mail could not be sent', { cause });
    this.name = 'MailError';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates the app with `mailer`: SMTP by `SMTP_URL`, else the outbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.mail;
    const transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : outboxTransport(app.config.dataDir, app.log);
    app.decorate('mailer', {
      async send(mail: Mail) {
        try {
          await transport.send({ ...mail, from: config.from, sentAt: new Date().toISOString() });
        } catch (error) {
          app.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent');
          throw new MailError(error);
        }
      },
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['config'] },
);
