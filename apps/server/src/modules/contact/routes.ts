import { errorSchema } from '@paywise/domain/contracts/common';
import {
  CONTACT_SUCCESS_MESSAGE,
  contactListSchema,
  contactRequestSchema,
  pageQuerySchema,
} from '@paywise/domain/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitBy } from '../../plugins/rate-limit';
import { insertContactMessage, listContactMessages } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: {
        access: 'public',
        rateLimit: limitBy(app.config.rateLimits.contact, (request) => request.ip),
      },
      schema: {
        tags: ['support'],
        summary: 'Send a query to support (the contact form)',
        body: contactRequestSchema,
        response: {
          201: z.object({ message: z.string() }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await insertContactMessage(app.db, request.body);
      return reply.status(201).send({ message: CONTACT_SUCCESS_MESSAGE });
    },
  );

  app.get(
    '/contact',
    {
      config: { access: 'admin', audit: 'contact.list' },
      schema: {
        tags: ['support'],
        summary: 'Contact messages, newest first (admin), keyset-paginated with ?limit=&cursor=',
        querystring: pageQuerySchema,
        response: { 200: contactListSchema },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );
};
