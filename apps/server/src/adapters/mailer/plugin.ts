import { outboxMailSchema } from '@paywise/domain/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error';
import { createDevOutboxMailer, listDevOutbox } from './dev-outbox-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';
import { createUnconfiguredMailer } from './unconfigured-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const isLoopback = (address: string | undefined) =>
  address !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(address);

/** Headers a proxy adds: a loopback socket with one of them is a proxy on this machine forwarding someone else. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a request comes from this machine itself: its socket and its address (TRUST_PROXY) are loopback and no
 * proxy forwarded it (a local nginx in front of a development server would make every caller look local).
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    isLoopback(request.ip) &&
    FORWARDED_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

export const DEV_OUTBOX_LOOPBACK_ONLY =
  'The dev outbox answers only requests from this machine (it shows every one-time code). ' +
  'Set DEV_OUTBOX=true to open it to other addresses.';

/**
 * Decorates the app with `mailer`: SMTP when SMTP_URL is set, otherwise the dev outbox (in production,
 * without SMTP_URL, a mailer that refuses every send: codes never go to the log there). The outbox route
 * exists only when there is no SMTP server and NODE_ENV is not production; elsewhere it is a plain 404. It answers
 * only callers on this machine unless DEV_OUTBOX=true (a development server on 0.0.0.0 would show every code to
 * the network).
 */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, isProduction } = app.config;
  const mailer = smtpUrl
    ? createSmtpMailer(smtpUrl, mailFrom)
    : isProduction
      ? createUnconfiguredMailer(app.log)
      : createDevOutboxMailer(app.db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());

  if (!smtpUrl && !isProduction) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/dev/outbox',
      {
        config: { access: 'public' },
        onRequest: async (request) => {
          if (app.config.devOutbox !== 'everyone' && !isFromThisMachine(request)) {
            throw forbidden('FORBIDDEN', DEV_OUTBOX_LOOPBACK_ONLY);
          }
        },
        schema: {
          tags: ['dev'],
          summary:
            'Development mail and SMS outbox, newest first (only without SMTP_URL, never in production; only ' +
            'to this machine unless DEV_OUTBOX=true)',
          response: { 200: z.array(outboxMailSchema) },
        },
      },
      async () => listDevOutbox(app.db),
    );
  }
});
