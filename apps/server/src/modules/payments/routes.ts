import { paymentsConfigSchema, type PaymentsConfig } from '@paywise/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payments: which gateway takes them (the web app shows a ribbon on every page while it is the sandbox). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config: PaymentsConfig = {
    gateway: app.config.paymentGateway,
    sandbox: app.config.paymentGateway === 'sandbox',
  };
  app.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The payment gateway in use (sandbox: no real money moves)',
        response: { 200: paymentsConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return config;
    },
  );
};
