import { billSchema, fetchBillBodySchema } from '@paywise/domain/contracts/bills';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../../plugins/rate-limit';
import { fetchBill, remindersSecret, turnOffReminders } from './service';

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
        response: { 200: billSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => fetchBill(app.db, biller, request.body, request.user),
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
