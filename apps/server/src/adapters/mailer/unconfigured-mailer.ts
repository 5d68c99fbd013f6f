import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/**
 * Production without SMTP_URL: nothing can be delivered, and the dev outbox would write one-time codes to
 * the log and the database where nobody but an operator can read them. Every send fails instead (the
 * caller answers 503) and the log says once, at start, what to configure.
 */
export function createUnconfiguredMailer(log: FastifyBaseLogger): Mailer {
  log.warn('SMTP_URL is not set: emails (verification codes) cannot be sent. Set SMTP_URL in production.');
  return {
    kind: 'none',
    async send() {
      throw new Error('SMTP_URL is not set: mail cannot be sent in production');
    },
    async close() {},
  };
}
