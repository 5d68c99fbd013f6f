import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logger';

describe('errors as logged', () => {
  it("never carry a failed statement's parameters (Drizzle puts them in params, message and stack)", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ logLevel: 'info' }, stream) as pino.LoggerOptions & {
      stream: Writable;
    };
    const log = pino(options, stream);
    const failed = new DrizzleQueryError(
      'select * from users where email = $1 and mobile = $2',
      ['priya@example.com', '9876543210'],
      new Error('connection terminated'),
    );
    log.error({ err: failed, orderId: 7 }, 'payment gateway failed');
    const text = lines.join('');
    expect(text).not.toContain('priya@example.com');
    expect(text).not.toContain('9876543210');
    const entry = JSON.parse(lines[0]);
    expect(entry.err.message).toBe(
      'Failed query: select * from users where email = $1 and mobile = $2\nparams: [redacted]',
    );
    expect(entry.err.stack).toContain('caused by: Error: connection terminated');
    expect(entry.orderId).toBe(7);
  });

  it('log a message given as `err` (a string) as that string, not one key per character', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ logLevel: 'info' }, stream) as pino.LoggerOptions & {
      stream: Writable;
    };
    pino(options, stream).warn({ err: 'Setu BBPS answered 503', orderId: 5 }, 'status unknown');
    expect(JSON.parse(lines[0]).err).toBe('Setu BBPS answered 503');
  });
});
