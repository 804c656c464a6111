/**
 * The SMTP sender against a real SMTP conversation on a local socket (a minimal server written
 * here, RFC 5321 commands only): what the outbox hands over arrives as a mail, and a refusal by the
 * server fails the send, so the outbox counts the attempt and retries later.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from './outbox';
import { smtpSender } from './smtp';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Answers one SMTP session per connection; `refuseRecipient` makes RCPT TO fail with 550. */
function startSmtpServer(options: { refuseRecipient?: boolean } = {}) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 test.local');
        else if (command === 'MAIL') {
          current.from = line.slice(10);
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          if (options.refuseRecipient) reply('550 5.1.1 no such user');
          else {
            current.to.push(line.slice(8));
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('500 5.5.1 command unrecognised'); // this test server speaks only what the sender uses
      }
    });
  });
  return new Promise<{ port: number; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const mail: OutgoingMail & { id: number } = {
  id: 42,
  kind: 'otp',
  to: 'anna.muster@example.com',
  subject: 'Ihr Anmeldecode',
  text: 'Ihr Code lautet 123456. Er gilt 10 Minuten.',
  html: '<p>Ihr Code lautet <b>123456</b>.</p>',
};

describe('SMTP sender', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('delivers the mail with sender, recipient, subject, both bodies and the outbox headers', async () => {
    const server = await startSmtpServer();
    cleanups.push(server.close);
    const send = smtpSender(`smtp://127.0.0.1:${server.port}`, 'Mandate <no-reply@mandate.example>');
    cleanups.push(send.close);
    await send(mail);
    expect(server.received).toHaveLength(1);
    const [got] = server.received;
    expect(got!.from).toContain('no-reply@mandate.example');
    expect(got!.to).toEqual(['<anna.muster@example.com>']);
    expect(got!.data).toMatch(/^Subject: Ihr Anmeldecode\r?$/im);
    expect(got!.data).toMatch(/^X-Mandate-Mail-Id: 42\r?$/im);
    expect(got!.data).toMatch(/^X-Mandate-Mail-Kind: otp\r?$/im);
    expect(got!.data).toContain('Ihr Code lautet 123456.');
    expect(got!.data).toContain('text/html');
  });

  it('fails the send when the server refuses the recipient, so the outbox retries it', async () => {
    const server = await startSmtpServer({ refuseRecipient: true });
    cleanups.push(server.close);
    const send = smtpSender(`smtp://127.0.0.1:${server.port}`, 'Mandate <no-reply@mandate.example>');
    cleanups.push(send.close);
    await expect(send(mail)).rejects.toThrow(/550|no such user|recipients/i);
    expect(server.received).toHaveLength(0);
  });

  it('fails the send when no server answers', async () => {
    const server = await startSmtpServer();
    await server.close();
    const send = smtpSender(`smtp://127.0.0.1:${server.port}`, 'Mandate <no-reply@mandate.example>');
    cleanups.push(send.close);
    await expect(send(mail)).rejects.toThrow();
  });
});
