import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadMailConfig } from './mail-config.js';
import { outboxTransport } from './mailer.js';
import { readOutbox, linkIn } from './outbox.testing.js';
import { activationMail, decisionMail } from './texts.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('mail', () => {
  it('writes each mail to the outbox in sending order and logs it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-outbox-'));
    dirs.push(dir);
    const info = vi.fn();
    const outbox = outboxTransport(dir, { info } as unknown as FastifyBaseLogger);
    const sentAt = '2026-01-01T00:00:00.000Z';
    for (const to of ['a@example.no', 'b@example.no', 'c@example.no']) {
      await outbox.send({ from: 'x@example.no', to, subject: 's', text: 't', sentAt });
    }
    expect(readOutbox(dir).map((mail) => mail.to)).toEqual([
      'a@example.no',
      'b@example.no',
      'c@example.no',
    ]);
    expect(fs.readdirSync(path.join(dir, 'outbox')).every((name) => name.endsWith('.json'))).toBe(
      true,
    );
    expect(info).toHaveBeenCalledTimes(3);
  });

  it('words mails in Norwegian and English, with the link and the reason', () => {
    const activation = activationMail(
      'a@b.no',
      'Ola',
      'http://h/api/v1/registration/activation?token=abc',
      48,
    );
    expect(activation.subject).toBe('Aktiver brukeren din i Havkart / Activate your Havkart user');
    expect(linkIn({ ...activation, from: '', sentAt: '' }, 'http://h/')).toBe(
      'http://h/api/v1/registration/activation?token=abc',
    );
    expect(activation.text).toContain('48 timer');
    const revoked = decisionMail('a@b.no', 'ais', 'Revoked', 'Avtalen er slutt');
    expect(revoked.subject).toContain('er trukket tilbake');
    expect(revoked.subject).toContain('has been revoked');
    expect(revoked.text).toContain('Begrunnelse:\nAvtalen er slutt');
    expect(revoked.text).toContain('Reason:\nAvtalen er slutt');
  });

  it('reads SMTP_URL and MAIL_FROM, refusing what cannot work', () => {
    expect(loadMailConfig({})).toEqual({
      smtpUrl: undefined,
      from: 'Havkart <no-reply@havkart.invalid>',
    });
    expect(
      loadMailConfig({ SMTP_URL: 'smtps://u:p@mail.example.no:465', MAIL_FROM: 'havn@example.no' }),
    ).toEqual({ smtpUrl: 'smtps://u:p@mail.example.no:465', from: 'havn@example.no' });
    expect(() => loadMailConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadMailConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
  });
});
