import fs from 'node:fs';
import path from 'node:path';
import type { OutboxMail } from './mail.js';

/** The mails in a server's outbox folder, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const folder = path.join(dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as OutboxMail);
}

/** The newest mail to an address, or undefined. */
export function lastMailTo(dataDir: string, to: string): OutboxMail | undefined {
  return readOutbox(dataDir)
    .filter((mail) => mail.to === to)
    .at(-1);
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string | undefined {
  return mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
}
