import { errorSchema } from '@paywise/domain/contracts/common';
import {
  pushConfigSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@paywise/domain/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { removeSubscription, saveSubscription } from './service';

/** Web push (docs/decisions/0025): the VAPID public key and the customer's browser subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key for PushManager.subscribe (null when web push is off)",
        response: { 200: pushConfigSchema },
      },
    },
    async () => ({ publicKey: app.config.push?.publicKey ?? null }),
  );

  app.post(
    '/push/subscription',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['push'],
        summary:
          "Store this browser's push subscription for the signed-in customer (only a browser push service's https endpoint; one another customer holds is 409)",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await saveSubscription({
        db: app.db,
        customerId: currentUser(request).id,
        body: request.body,
        pushServiceHosts: app.config.pushServiceHosts,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscription',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['push'],
        summary:
          "Forget this browser's push subscription (404 when the customer has none with that endpoint)",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await removeSubscription(app.db, currentUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
