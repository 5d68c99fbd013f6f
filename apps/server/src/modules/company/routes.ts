import { companySchema } from '@paywise/domain/contracts/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { etagOf, sendWithEtag } from '../../lib/cacheable';
import { findCompany, findCompanyLogo, toCompanyDto } from './repo';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      config: { access: 'public' },
      schema: {
        tags: ['company'],
        summary: 'Company details shown in the header and footer',
        response: { 200: companySchema },
      },
    },
    async (request, reply) => {
      const row = await findCompany(app.db);
      if (!row) throw notFound('Company details are not set up.');
      const body = toCompanyDto(row);
      return sendWithEtag(request, reply, body, etagOf(body));
    },
  );
  app.get(
    '/companies/logo',
    { config: { access: 'public' }, schema: { tags: ['company'], summary: 'The company logo image' } },
    async (_request, reply) => {
      const logo = await findCompanyLogo(app.db);
      if (!logo) throw notFound('No logo has been uploaded.');
      return reply
        .header('content-type', logo.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(logo.logo);
    },
  );
};
