import nodemailer from 'nodemailer';
import type { MailSender } from './outbox';

/**
 * Sends through an SMTP server given as a URL, e.g. `smtp://user:password@mail.example.com:587` or
 * `smtps://…:465` (nodemailer's connection URL; `?pool=true` keeps connections open).
 * @param from the sender address, e.g. `Mandate <no-reply@example.com>`
 */
export function smtpSender(url: string, from: string): MailSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  const send: MailSender = async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      headers: { 'X-Mandate-Mail-Id': String(mail.id), 'X-Mandate-Mail-Kind': mail.kind },
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
