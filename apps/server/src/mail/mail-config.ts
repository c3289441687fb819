import { ConfigError } from '../config/config-error.js';

/** Outgoing mail: SMTP when `SMTP_URL` is set, else the outbox folder (see mailer.ts). */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; undefined writes mail to the outbox. */
  smtpUrl: string | undefined;
  /** The From address of every mail. */
  from: string;
}

export function loadMailConfig(env: Record<string, string | undefined>): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL', 'must start with smtp:// or smtps://');
  }
  const from = env.MAIL_FROM?.trim() || 'Havkart <no-reply@havkart.invalid>';
  if (!/@[^\s@]+/.test(from)) throw new ConfigError('MAIL_FROM', `"${from}" has no address`);
  return { smtpUrl, from };
}
