import { rechargeWalletSchema } from '@paywise/domain/contracts/admin';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { isWebhookToken, rechargeNotice, type RechargeWalletService } from './service';

/** Setu's payment webhooks (status and reversal): only the fields we read; the body is not trusted anyway. */
const paymentNoticeSchema = z
  .object({
    transactionRefId: z.string().trim().min(1).max(100),
    trace_id: z.string().max(200).optional(),
    status: z.string().max(40).optional(),
  })
  .passthrough();

const walletNoticeSchema = z
  .object({ event: z.string().max(40).optional(), balance: z.string().max(40).optional() })
  .passthrough();

const answerSchema = z.object({
  received: z.literal(true),
  status: z.enum(['processed', 'recorded', 'ignored']),
});
const paramsSchema = z.object({ token: z.string().max(200) });
const NOT_FOUND = 'Not found.';

/**
 * The webhook URL to give Setu: {APP_URL}/api/webhooks/setu-prepaid/{SETU_PREPAID_WEBHOOK_TOKEN}; Setu appends
 * /payment/status, /payment/reversal, /wallet/low-balance and /wallet/topup. Registered only with
 * RECHARGE_PROVIDER=setu; a wrong token is 404 like an unknown address.
 */
export const rechargeRoutes: FastifyPluginAsyncZod<{ wallet: RechargeWalletService }> = async (
  app,
  { wallet },
) => {
  app.get(
    '/admin/recharge-wallet',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The recharge aggregator's prefunded wallet: balance, alert threshold, low-balance notice",
        response: { 200: rechargeWalletSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => wallet.status(),
  );

  const recharges = app.adapters.recharges;
  const setu = app.config.recharge.setu;
  if (!recharges || !setu) return;
  const deps = { db: app.db, provider: recharges.provider, orders: app.orderService, log: app.log };
  const checkToken = (token: string) => {
    if (!isWebhookToken(token, setu.webhookToken)) throw notFound('NOT_FOUND', NOT_FOUND);
  };

  for (const kind of ['status', 'reversal'] as const) {
    app.post(
      `/webhooks/setu-prepaid/:token/payment/${kind}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: `Setu prepaid ${kind} webhook (secret URL; only triggers a recharge/status query)`,
          params: paramsSchema,
          body: paymentNoticeSchema,
          response: { 200: answerSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        checkToken(request.params.token);
        const status = await rechargeNotice(deps, kind, [request.body.transactionRefId]);
        return { received: true as const, status };
      },
    );
  }

  for (const kind of ['low-balance', 'topup'] as const) {
    app.post(
      `/webhooks/setu-prepaid/:token/wallet/${kind}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: `Setu prepaid wallet ${kind} webhook (secret URL)`,
          params: paramsSchema,
          body: walletNoticeSchema,
          response: { 200: answerSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        checkToken(request.params.token);
        if (kind === 'low-balance') await wallet.lowBalanceNotice(request.body.balance);
        else await wallet.topupNotice();
        return { received: true as const, status: 'processed' as const };
      },
    );
  }
};
