import { outboxMailSchema } from '@paywise/domain/contracts/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDevOutboxMailer, listDevOutbox } from './dev-outbox-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';
import { createUnconfiguredMailer } from './unconfigured-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Decorates the app with `mailer`: SMTP when SMTP_URL is set, otherwise the dev outbox (in production,
 * without SMTP_URL, a mailer that refuses every send: codes never go to the log there). The outbox route
 * exists only when there is no SMTP server and NODE_ENV is not production; elsewhere it is a plain 404.
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
        schema: {
          tags: ['dev'],
          summary: 'Development mail outbox, newest first (only without SMTP_URL, never in production)',
          response: { 200: z.array(outboxMailSchema) },
        },
      },
      async () => listDevOutbox(app.db),
    );
  }
});
