import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Mail, Mailer } from './mailer';

/** How long each step of talking to the mail server may take, in milliseconds. */
export interface SmtpTimeouts {
  /** Resolving the server's name. */
  dnsMs: number;
  /** Opening the TCP (or TLS) connection. */
  connectionMs: number;
  /** The server's 220 greeting once connected. */
  greetingMs: number;
  /** Silence in the middle of the conversation (each reply to EHLO, MAIL, RCPT, DATA...). */
  socketMs: number;
}

/**
 * A request waits for the mail to be accepted, so a server that accepts and never answers must not hold it
 * for nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min of silence): 10 s at most each.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  dnsMs: 10_000,
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 10_000,
};

/** Real delivery over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  timeouts: Partial<SmtpTimeouts> = {},
): Mailer {
  const t = { ...SMTP_TIMEOUTS, ...timeouts };
  // Built as a transport of its own: createTransport({ url, ... }) keeps the URL's options and drops the rest.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      dnsTimeout: t.dnsMs,
      connectionTimeout: t.connectionMs,
      greetingTimeout: t.greetingMs,
      socketTimeout: t.socketMs,
    }),
  );
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
    },
    async close() {
      transport.close();
    },
  };
}
