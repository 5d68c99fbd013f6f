import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/adapters/mailer/smtp-mailer';
import { buildTestApp, createUser, injectAs } from '../helpers/test-app';

/**
 * A mail server that is slow or silent must not hold a request for long, and a mail that could not be sent
 * must leave a warn line saying why (and never the code it carried).
 */

/** Accepts TCP connections and then says nothing at all (`greet`: sends the greeting, then nothing). */
async function startSilentServer({ greet = false } = {}) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (greet) socket.write('220 silent.test ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

let silent: Awaited<ReturnType<typeof startSilentServer>>;
let greetsOnly: Awaited<ReturnType<typeof startSilentServer>>;
beforeAll(async () => {
  silent = await startSilentServer();
  greetsOnly = await startSilentServer({ greet: true });
});
afterAll(async () => {
  await silent.close();
  await greetsOnly.close();
});

describe('a mail server that never answers', () => {
  it('answers 503 within about 10 s (the greeting timeout) and logs a warn line with the cause', async () => {
    const log = captureLog();
    const t = await buildTestApp({ SMTP_URL: silent.url, LOG_LEVEL: 'info' }, { logStream: log.stream });
    try {
      const user = await createUser(t.app);
      const started = Date.now();
      const res = await injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
      const elapsed = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Failed to send OTP. Please try again later.',
        code: 'CODE_NOT_SENT',
      });
      expect(elapsed).toBeGreaterThan(9_000);
      // Well under the 30 s nodemailer waited before; the slack is for a loaded CI machine.
      expect(elapsed).toBeLessThan(15_000);

      const warn = log.entries().find((line) => line.msg === 'verification mail not sent');
      expect(warn).toBeDefined();
      expect(warn!.level).toBe(40);
      expect(warn!.userId).toBe(user.id);
      // The greeting timer and the idle socket timer both run out at 10 s: either may say so first.
      expect(warn!.mail).toMatchObject({ code: 'ETIMEDOUT', command: 'CONN' });
      expect((warn!.mail as { message: string }).message).toMatch(/^(Greeting never received|Timeout)$/);
      expect(warn!.reqId).toBeDefined();
      expect(log.text()).not.toMatch(/verification code is \d{6}/);
    } finally {
      await t.close();
    }
    // Building an app on PGlite takes a few seconds more on a loaded machine: room beyond the 10 s being tested.
  }, 45_000);
});

describe('the SMTP mailer', () => {
  it('gives up on a server that greets and then falls silent (socket timeout)', async () => {
    const mailer = createSmtpMailer(greetsOnly.url, 'PayWise <no-reply@paywise.test>', {
      connectionMs: 500,
      greetingMs: 500,
      socketMs: 500,
    });
    const started = Date.now();
    await expect(mailer.send({ to: 'a@example.com', subject: 'S', text: 'T' })).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    await mailer.close();
  }, 5_000);

  it('waits at most 10 s by default at each step', async () => {
    const { SMTP_TIMEOUTS } = await import('../../src/adapters/mailer/smtp-mailer');
    expect(Object.values(SMTP_TIMEOUTS).every((ms) => ms > 0 && ms <= 10_000)).toBe(true);
    expect(Object.keys(SMTP_TIMEOUTS).sort()).toEqual(['connectionMs', 'dnsMs', 'greetingMs', 'socketMs']);
  });

  it('logs a refused connection as a warn line too', async () => {
    const log = captureLog();
    const t = await buildTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'info' },
      { logStream: log.stream },
    );
    try {
      const user = await createUser(t.app);
      const res = await injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
      expect(res.statusCode).toBe(503);
      const warn = log.entries().find((line) => line.msg === 'verification mail not sent');
      expect(warn?.level).toBe(40);
      expect(String((warn?.mail as { message?: unknown })?.message)).toContain('ECONNREFUSED');
    } finally {
      await t.close();
    }
  });
});
