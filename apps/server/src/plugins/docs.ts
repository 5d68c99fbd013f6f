import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. Off in production unless
 * API_DOCS=true: the full map of the API (admin routes included) is no business of the public.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PayWise API',
        version: '1.0.0',
        description: 'Recharge and bill payment API. Money in rupees.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
