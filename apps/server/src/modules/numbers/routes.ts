import { errorSchema } from '@paywise/domain/contracts/common';
import { mobileLookupQuerySchema, mobileLookupSchema } from '@paywise/domain/contracts/numbers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { limitBy } from '../../plugins/rate-limit';
import { lookupMobileNumber } from './service';

/**
 * Operator and circle detection for the mobile and data card pages. Open to visitors (the form is theirs too);
 * a signed-in customer's own paid orders come first.
 */
export const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mobile/lookup',
    {
      config: {
        access: 'optional',
        // Per customer when signed in (many customers share a carrier's address), else per address.
        rateLimit: {
          ...limitBy(app.config.rateLimits.mobileLookup, (request) =>
            request.user ? `mobile-lookup:user:${request.user.id}` : `mobile-lookup:ip:${request.ip}`,
          ),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['numbers'],
        summary: "A mobile number's operator and circle",
        description:
          "`history`: the signed-in customer's own last paid order for the number (Processing or Completed). " +
          '`provider`: the recharge aggregator (RECHARGE_PROVIDER=setu), which knows ported numbers. ' +
          "`series`: the Department of Telecommunications' allocation of the number's first four digits, a guess " +
          'since a ported number keeps its digits; `circle` is null when the allocation names none. ' +
          '404 when neither knows the number.',
        querystring: mobileLookupQuerySchema,
        response: { 200: mobileLookupSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const answer = await lookupMobileNumber(app.db, {
        number: request.query.number,
        customerId: request.user?.id ?? null,
        provider: app.adapters.recharges?.operators ?? null,
      });
      if (!answer)
        throw notFound(
          'OPERATOR_UNKNOWN',
          'We could not tell the operator of this number. Please choose it.',
        );
      return answer;
    },
  );
};
