import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpTransport } from './mailer.js';

/**
 * The smallest SMTP server that takes one mail: enough of RFC 5321 (greeting, EHLO, MAIL,
 * RCPT, DATA, QUIT) to check what the transport really sends over the wire.
 */
function smtpServer(received: { envelope: string[]; data: string }[]) {
  return net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    let current = { envelope: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { envelope: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') {
          current.envelope.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

let server: net.Server | undefined;
afterEach(() => server?.close());

describe('SMTP transport', () => {
  it('delivers the mail to the server named by SMTP_URL', async () => {
    const received: { envelope: string[]; data: string }[] = [];
    server = smtpServer(received);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    await transport.send({
      from: 'havn@example.no',
      to: 'ola@example.no',
      subject: 'Aktiver brukeren din / Activate your user',
      text: 'Åpne lenken: http://h/api/v1/registration/activation?token=abc',
      sentAt: new Date().toISOString(),
    });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.envelope).toEqual([
      'MAIL FROM:<havn@example.no>',
      'RCPT TO:<ola@example.no>',
    ]);
    expect(received[0]!.data).toMatch(/^To: ola@example.no$/m);
    // The body is quoted-printable (it holds Å): decode it as a mail program would.
    const body = received[0]!.data.split('\n\n').slice(1).join('\n\n').replace(/=\n/g, '');
    const bytes = body.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    expect(Buffer.from(bytes, 'latin1').toString('utf8')).toContain(
      'Åpne lenken: http://h/api/v1/registration/activation?token=abc',
    );
  });
});
