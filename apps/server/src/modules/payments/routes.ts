import { errorSchema } from '@paywise/domain/contracts/common';
import {
  paymentsConfigSchema,
  sandboxPaymentBodySchema,
  sandboxPaymentResultSchema,
  type PaymentsConfig,
} from '@paywise/domain/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
} from '../../adapters/payment-gateway/razorpay-client';
import { badRequest } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { INVALID_WEBHOOK_SIGNATURE, type PaymentsService } from './service';
import { bindOrderToRequest } from '../../lib/logger';

/** The sandbox delivers its webhook this long after the payment, as a gateway would (after the browser's call). */
export const SANDBOX_WEBHOOK_DELAY_MS = 1_000;

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const webhookAnswerSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

/**
 * Delivers a sandbox webhook to this app's own webhook route, signed like Razorpay's, a moment after the payment
 * (through inject(): the same route, parser and signature check as a real delivery). A delivery that fails is
 * logged; the sweeper asks the sandbox gateway about the order anyway.
 */
function deliverSandboxWebhook(
  app: FastifyInstance,
  webhook: { rawBody: string; signature: string; eventId: string },
  waiting: Set<NodeJS.Timeout>,
) {
  const timer = setTimeout(() => {
    waiting.delete(timer);
    app
      .inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          [RAZORPAY_SIGNATURE_HEADER]: webhook.signature,
          [RAZORPAY_EVENT_ID_HEADER]: webhook.eventId,
        },
        payload: webhook.rawBody,
      })
      .then((response) => {
        if (response.statusCode !== 200) {
          app.log.error({ statusCode: response.statusCode }, 'sandbox webhook delivery was refused');
        }
      })
      .catch((err: unknown) => app.log.warn({ err }, 'sandbox webhook not delivered'));
  }, SANDBOX_WEBHOOK_DELAY_MS).unref();
  waiting.add(timer);
}

/**
 * Payments: the gateway in use, the gateway's webhooks (verified here; the browser's confirmation of a payment is
 * an order route), and the sandbox
 * payment sheet's payments (only while the sandbox gateway is in use).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  const config: PaymentsConfig = {
    gateway: app.config.paymentGateway,
    sandbox: app.config.paymentGateway === 'sandbox',
    keyId: app.adapters.gateway.keyId,
    promo: app.config.payments.promo,
    amountLimits: { minRupees: app.config.minOrderAmount, maxRupees: app.config.maxOrderAmount },
  };
  app.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The payment gateway in use (sandbox: no real money moves) and the instant discount rule',
        response: { 200: paymentsConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return config;
    },
  );

  // The webhook is verified on the raw body exactly as received: this scope reads JSON as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/payments/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary:
            'Gateway webhooks (X-Razorpay-Signature over the raw body; repeated event ids have no effect)',
          response: { 200: webhookAnswerSchema, 400: errorSchema, 503: errorSchema },
        },
      },
      async (request) => {
        const signature = request.headers[RAZORPAY_SIGNATURE_HEADER];
        const eventId = request.headers[RAZORPAY_EVENT_ID_HEADER];
        const rawBody = request.body;
        if (
          typeof signature !== 'string' ||
          !Buffer.isBuffer(rawBody) ||
          !app.adapters.gateway.verifyWebhookSignature(rawBody, signature)
        ) {
          throw badRequest('WEBHOOK_SIGNATURE_INVALID', INVALID_WEBHOOK_SIGNATURE);
        }
        const id = typeof eventId === 'string' && eventId.length <= 100 ? eventId : undefined;
        const bindOrder = (orderId: number) => bindOrderToRequest(request, orderId);
        return { status: await service.handleWebhook(rawBody, id, bindOrder) };
      },
    );
  });

  if (app.adapters.sandbox) {
    // Deliveries still waiting when the app closes are dropped (the sweeper asks the gateway about the order).
    const waiting = new Set<NodeJS.Timeout>();
    app.addHook('onClose', async () => {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    });
    app.post(
      '/sandbox/payments',
      {
        config: {
          // Per customer and gateway order: each attempt is a payment and a webhook delivery.
          rateLimit: {
            ...limitBy(app.config.rateLimits.sandboxPayments, (request) => {
              const body = request.body as { gatewayOrderId?: unknown } | undefined;
              const order = typeof body?.gatewayOrderId === 'string' ? body.gatewayOrderId.slice(0, 100) : '';
              return `sandbox-pay:${request.user?.id ?? request.ip}:${order}`;
            }),
            hook: 'preHandler',
          },
        },
        schema: {
          tags: ['payments'],
          summary: 'Sandbox gateway only: pay an order with a test instrument (Razorpay test mode rules)',
          body: sandboxPaymentBodySchema,
          response: { 200: sandboxPaymentResultSchema, ...errors },
        },
      },
      async (request) => {
        const { result, webhook, orderId } = await service.sandboxPay(currentUser(request), request.body);
        bindOrderToRequest(request, orderId);
        deliverSandboxWebhook(app, webhook, waiting);
        return result;
      },
    );
  }
};
