import { errorSchema } from '@paywise/domain/contracts/common';
import {
  recentsQuerySchema,
  recentsSchema,
  savedListSchema,
  savedNumberCreateSchema,
  savedNumberSchema,
  savedNumberUpdateSchema,
  savedParamsSchema,
  savedQuerySchema,
  lastUpiSchema,
} from '@paywise/domain/contracts/me';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import {
  forgetLastUpi,
  lastUpi,
  listRecents,
  listSaved,
  removeSavedNumber,
  saveNumber,
  updateSavedReminders,
} from './service';

/** The signed-in customer's recent and saved numbers and billers, for the chips of every service page. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/recents',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['numbers'],
        summary: "The customer's recent numbers or account numbers of a service",
        description:
          "Distinct identifiers of the customer's paid orders (Processing or Completed) of the service, newest " +
          "first, at most 10, each with its newest order's operator, circle and amount (rupees) and the " +
          'nickname when saved. 400 naming an unknown service.',
        querystring: recentsQuerySchema,
        response: { 200: recentsSchema, 400: errorSchema },
      },
    },
    async (request) => listRecents(app.db, currentUser(request).id, request.query.service),
  );

  app.get(
    '/me/saved',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['numbers'],
        summary: "The customer's saved numbers and billers (of one service, or all), newest first",
        querystring: savedQuerySchema,
        response: { 200: savedListSchema, 400: errorSchema },
      },
    },
    async (request) => listSaved(app.db, currentUser(request).id, request.query.service),
  );

  app.post(
    '/me/saved',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['numbers'],
        summary: 'Save a number or biller with an optional nickname',
        description:
          "The identifier, operator and circle follow the service's own rules (those of its orders). At most " +
          '50 per customer (409); the same service and identifier twice is 409.',
        body: savedNumberCreateSchema,
        response: { 201: savedNumberSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveNumber(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/me/saved/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['numbers'],
        summary: "Turn a saved biller's bill reminders on or off (another customer's is 404)",
        params: savedParamsSchema,
        body: savedNumberUpdateSchema,
        response: { 200: savedNumberSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      updateSavedReminders(app.db, {
        customerId: currentUser(request).id,
        id: request.params.id,
        reminders: request.body.reminders,
      }),
  );

  app.delete(
    '/me/saved/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['numbers'],
        summary: "Delete a saved number or biller (another customer's is 404)",
        params: savedParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await removeSavedNumber(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/upi',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['payments'],
        summary: "The UPI ID of the customer's last successful UPI payment (full to its owner, and masked)",
        description:
          'Kept when a UPI payment pays an order; the payment sheet offers it. Both fields null when none is kept.',
        response: { 200: lastUpiSchema },
      },
    },
    // Every API answer is no-store already (plugins/security.ts): the full ID is never kept by a cache.
    async (request) => lastUpi(app.db, currentUser(request).id),
  );

  app.delete(
    '/me/upi',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['payments'],
        summary: 'Forget the last UPI ID (the payment sheet stops offering it)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await forgetLastUpi(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
