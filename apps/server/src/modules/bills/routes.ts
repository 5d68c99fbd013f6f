import { billSchema, fetchBillBodySchema } from '@paywise/domain/contracts/bills';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../../plugins/rate-limit';
import { syncBillers } from '../billers';
import { bbpsComplaintUpdate } from '../complaints';
import { keepBillNotice } from '../recharges';
import { remindersSecret, turnOffReminders } from './bill-reminders';
import { handleBillerWebhook, isBillerWebhookSecret, refuseBillerWebhook } from './biller-webhook';
import { fetchBill } from './fetch-bill';

/** The header a Setu webhook carries the shared secret in (registered with the webhook URL at Setu). */
export const SETU_WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

const REMINDERS_OFF_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reminders turned off · PayWise</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family: ' +
  'system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
  '<h1 style="font-size: 1.25rem">Reminders turned off</h1><p>You will get no more bill reminders for this ' +
  'biller. You can still pay its bills on PayWise.</p></body></html>';

/**
 * Bill fetch: what an account owes, before paying it (open to visitors, limited per IP address), and the
 * one-click 'turn off reminders' link of a bill reminder mail (no login: the link is signed).
 */
export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { biller } = app.adapters;
  const secret = remindersSecret(app.config.jwtSecret);

  app.post(
    '/bills/fetch',
    {
      config: {
        // Visitors may fetch (the bill card shows before login); a signed-in customer's fetch is theirs.
        access: 'optional',
        rateLimit: limitBy(app.config.rateLimits.billFetch, (request) => request.ip),
      },
      schema: {
        tags: ['bills'],
        summary: 'Fetch the bill due on an account',
        description:
          'For a service whose billers present bills (400 naming `type` otherwise). Answers the bill with a ' +
          '`billFetchRef` that the order paying it sends back (POST /api/orders), valid for ' +
          'BILL_FETCH_TTL_MINUTES. Sandbox biller: the same bill every time for an account; about one in five is ' +
          'overdue and one in ten accepts part payment (minimumAmount); an account number ending in 0000 has no ' +
          'bill due (404). MOBILE fetches the bill of a postpaid number (10 digits).',
        body: fetchBillBodySchema,
        response: {
          200: billSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => fetchBill(app.db, biller, request.body, request.user, app.config.biller.provider),
  );

  app.post(
    '/billers/setu/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bills'],
        summary: 'Setu BBPS webhooks (shared secret in X-Webhook-Secret; each only makes a status be asked)',
        description:
          'Never trusted alone: a BILL_PAY webhook names the fetch (refId) an order pays, and that order has its ' +
          'payment status asked from Setu now; a BILL_FETCH wakes the bill fetch waiting for its refId (it asks ' +
          'at once); a BILL_DISPUTE has the complaint of its refId asked (complaint/response); BILLER_UPDATES ' +
          'starts a registry sync. The answers to those queries decide. Other events and repeated deliveries ' +
          'change nothing. 401 without the configured SETU_WEBHOOK_SECRET.',
        body: z.looseObject({
          event: z.string().max(50).optional(),
          data: z.looseObject({ refId: z.unknown().optional() }).nullable().optional(),
        }),
        response: {
          200: z.object({ status: z.enum(['processed', 'recorded', 'ignored']) }),
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const setu = app.config.biller.setu;
      if (!isBillerWebhookSecret(setu?.webhookSecret, request.headers[SETU_WEBHOOK_SECRET_HEADER])) {
        refuseBillerWebhook();
      }
      const body = request.body as { event?: string; data?: { refId?: unknown } | null };
      const syncRegistry = () => {
        syncBillers({ db: app.db, biller, provider: app.config.biller.provider, log: app.log }).catch(
          (err: unknown) =>
            app.log.error({ err }, 'biller registry sync after a BILLER_UPDATES webhook failed'),
        );
      };
      return {
        status: await handleBillerWebhook(app.db, app.orderService, body, {
          syncRegistry,
          billFetchUpdated: (refId) => biller.billFetchUpdated?.(refId) ?? false,
          disputeUpdated: (refId) => bbpsComplaintUpdate(app.db, { biller, log: app.log }, refId),
          keepNotice: (orderId, error) => keepBillNotice({ db: app.db, log: app.log }, orderId, error),
        }),
      };
    },
  );

  app.get(
    '/bills/reminders/off',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bills'],
        summary: "Turn off bill reminders for a saved biller (the reminder mail's signed link)",
        querystring: z.object({ token: z.string().max(100, 'is not valid') }),
        response: {
          200: z.string().describe('A small HTML confirmation page'),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await turnOffReminders(app.db, secret, request.query.token);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(REMINDERS_OFF_PAGE);
    },
  );
};
