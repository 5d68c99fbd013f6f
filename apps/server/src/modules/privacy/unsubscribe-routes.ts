import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkSecret } from '../../lib/signed-link';
import { unsubscribe } from './service';

const KIND_NAMES = {
  orderUpdates: 'order updates',
  billReminders: 'bill reminders',
  planExpiry: 'plan expiry reminders',
  offers: 'offers',
} as const;
const CHANNEL_NAMES = { email: 'emails', sms: 'SMS', push: 'notifications' } as const;

const unsubscribedPage = (what: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed · PayWise</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family: ' +
  'system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
  `<h1 style="font-size: 1.25rem">You are unsubscribed</h1><p>You will get no more ${what} from PayWise. ` +
  'You can turn them on again in your profile, under Your data.</p></body></html>';

/**
 * The one-tap unsubscribe link of a mail (GET) and a mail client's one-click unsubscribe (POST); registered by
 * privacyRoutes.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mail links' secret: the bill reminders' (remindersSecret), so one secret signs every link of a mail.
  const mailLinks = linkSecret(app.config.jwtSecret, 'bill-reminders-off');

  const unsubscribeSchema = {
    tags: ['privacy'],
    querystring: z.object({ token: z.string().max(200, 'is not valid') }),
    response: {
      200: z.string().describe('A small HTML confirmation page'),
      400: errorSchema,
      404: errorSchema,
    },
  };
  const answerUnsubscribe = async (token: string) => {
    const { channel, kind } = await unsubscribe(app.db, mailLinks, token);
    return unsubscribedPage(`${KIND_NAMES[kind]} by ${CHANNEL_NAMES[channel]}`);
  };
  app.get(
    '/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        ...unsubscribeSchema,
        summary: "Turn off one kind of message (a mail's signed one-tap link)",
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await answerUnsubscribe(request.query.token)),
  );
  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: { ...unsubscribeSchema, summary: "A mail client's one-click unsubscribe (RFC 8058)" },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await answerUnsubscribe(request.query.token)),
  );
};
