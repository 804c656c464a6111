/**
 * The SMTP sender against a real SMTP conversation on a local socket (a minimal server,
 * `testing/smtpServer.ts`, RFC 5321 commands only): what the outbox hands over arrives as a mail, and a refusal by the
 * server fails the send, so the outbox counts the attempt and retries later.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../testing/smtpServer';
import type { OutgoingMail } from './outbox';
import { smtpSender } from './smtp';

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
