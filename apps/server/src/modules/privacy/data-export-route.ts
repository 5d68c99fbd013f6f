import { errorSchema } from '@paywise/domain/contracts/common';
import { dataExportSchema } from '@paywise/domain/contracts/data-export';
import { indiaDay } from '@paywise/domain/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { exportData } from './service';

/** GET /users/me/export: the customer's data to take out; registered by privacyRoutes. */
export const dataExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/export',
    {
      config: { rateLimit: limitBy(app.config.rateLimits.login, (request) => `export:${request.user?.id}`) },
      schema: {
        tags: ['privacy'],
        summary:
          'Everything we hold about the signed-in customer (JSON download): profile, orders, saved numbers and billers, complaints, consents, notification settings',
        response: { 200: dataExportSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await exportData(app.db, currentUser(request));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="paywise-my-data-${indiaDay(new Date())}.json"`)
        .send(data);
    },
  );
};
