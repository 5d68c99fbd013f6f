import {
  billCategoriesQuerySchema,
  billCategoriesSchema,
  billerSearchQuerySchema,
  billerSearchSchema,
} from '@paywise/domain/contracts/bills';
import { errorSchema } from '@paywise/domain/contracts/common';
import { isLanguage } from '@paywise/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesDto, findBillers } from './service';

/** The biller registry: its categories (the '+More' panel, the bill pages) and its search (the biller combobox). */
export const billerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bills'],
        summary:
          "Search the registry's billers (every word of q in the name or aliases; names starting with q first, " +
          "then in the provider's order; at most `limit`, 20 unless asked, up to 100)",
        description:
          '`category`: a category of GET /api/bills/categories by its slug, provider name, type or page tile ' +
          'label (404 CATEGORY_UNKNOWN otherwise); left out, every category is searched and `q` needs at least ' +
          '2 letters or digits (400 SEARCH_QUERY_INVALID; so does a q of more than 12 words).',
        querystring: billerSearchQuerySchema,
        response: {
          200: billerSearchSchema,
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => findBillers(app.db, app.config.biller.provider, request.query),
  );

  app.get(
    '/bills/categories',
    {
      // A signed-in customer's saved language names the categories when `lang` is not given.
      config: { access: 'optional' },
      schema: {
        tags: ['bills'],
        summary: 'Every Bharat Connect category of the registry, in the provider’s order',
        description:
          'Each with its stable slug and page route, its name in `lang` (else the caller’s saved language, else ' +
          'English), its group in the ‘+More’ panel, the registry’s count of active billers, and the `type` ' +
          'its bill fetches and orders send.',
        querystring: billCategoriesQuerySchema,
        response: { 200: billCategoriesSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const saved = request.user?.language;
      return categoriesDto(
        app.db,
        app.config.biller.provider,
        request.query.lang ?? (isLanguage(saved) ? saved : null),
      );
    },
  );
};
