import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mail, Mailer } from '../../src/adapters/mailer/mailer';
import { buildTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process on a random port; collects every delivered message. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message to `to` (already delivered or still to come). */
    async waitForMail(to: string, after = 0): Promise<ReceivedMail> {
      for (;;) {
        const found = received.slice(after).find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A test app that mails through a real SMTP server of its own (SMTP_URL set; `env` adds to it), for the accounts
 * tests: `close()` stops both.
 */
export async function buildTestAppWithSmtp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ smtp: SmtpServer; t: TestApp; close: () => Promise<void> }> {
  const smtp = await startSmtpServer();
  const t = await buildTestApp({ SMTP_URL: smtp.url, ...env }, options);
  return {
    smtp,
    t,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/** The 6-digit code in a verification mail. */
export function otpFrom(mail: ReceivedMail): string {
  const match = /verification code is (\d{6})/.exec(mail.raw);
  if (!match) throw new Error(`no OTP in mail:\n${mail.raw}`);
  return match[1];
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) of a header, decoded; folding undone. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(
    /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
    // String.replace hands each capture group to its callback as one more parameter.
    // eslint-disable-next-line max-params
    (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

/**
 * The subject and text of a plain-text mail as its reader sees them (the raw message carries non-ASCII text in
 * base64 or quoted-printable, and the subject in encoded words).
 */
export function decodeMail(mail: ReceivedMail): { subject: string; text: string } {
  const split = mail.raw.indexOf('\r\n\r\n');
  const head = mail.raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = mail.raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/**
 * A mailer that keeps every mail it sends in `mails`, for the reminder jobs run by hand. While `isDown` is set it
 * fails as an unreachable SMTP server does. `delayMs` makes each send wait: it lets a concurrent run reach its own
 * claim before this one finishes.
 */
export function createRecordingMailer(options: { delayMs?: number } = {}) {
  const mails: Mail[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(mail) {
      if (options.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (recorder.isDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
      mails.push(mail);
    },
    async close() {},
  };
  const recorder = { mails, mailer, isDown: false };
  return recorder;
}
