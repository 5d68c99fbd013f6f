import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SetuRechargeProvider } from '../../adapters/recharge-provider/setu-recharge-provider';
import type { OrderService } from '../orders';

/**
 * Setu's prepaid webhooks (docs/mobile-prepaid-recharge_webhooks.mdx): Setu documents no signature, so the
 * webhook URL carries a secret (SETU_PREPAID_WEBHOOK_TOKEN) compared in constant time, and the body is never
 * believed: a payment-status or reversal notice only makes us ask `recharge/status` for the order it names
 * (docs/decisions/0022). Repeated and lost deliveries are therefore harmless (the sweeper asks anyway).
 */
export function isWebhookToken(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface RechargeWebhookDeps {
  provider: SetuRechargeProvider;
  orders: Pick<OrderService, 'recheckRecharge'>;
  log: FastifyBaseLogger;
}

/** A payment-status or reversal notice: the order it names is asked about; 'ignored' when it names none of ours. */
export async function rechargeNotice(
  deps: RechargeWebhookDeps,
  kind: 'status' | 'reversal',
  references: string[],
): Promise<'processed' | 'ignored'> {
  for (const reference of references) {
    const orderId = await deps.provider.orderOfReference(reference);
    if (orderId === undefined) continue;
    deps.log.info({ orderId, kind }, 'Setu recharge webhook; asking the recharge status');
    await deps.orders.recheckRecharge(orderId);
    return 'processed';
  }
  deps.log.warn({ kind }, 'Setu recharge webhook for no order of ours; ignored');
  return 'ignored';
}
