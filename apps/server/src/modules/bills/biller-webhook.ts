import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import { orderOfBillerFetchRef, type OrderService } from '../orders';

/* Setu BBPS webhooks: checked, then never trusted alone (each only makes the server ask). */

export const INVALID_BILLER_WEBHOOK = 'Invalid webhook secret.';

/** Whether `given` is the configured secret (constant time; false when no secret is configured). */
export function isBillerWebhookSecret(configured: string | undefined, given: unknown): boolean {
  if (!configured || typeof given !== 'string') return false;
  const a = createHmac('sha256', 'paywise:setu-webhook').update(configured).digest();
  const b = createHmac('sha256', 'paywise:setu-webhook').update(given).digest();
  return timingSafeEqual(a, b);
}

/** What a webhook may start besides an order's status query (each only asks; none trusts the body). */
export interface BillerWebhookActions {
  /** Starts a registry sync (BILLER_UPDATES); must not throw or wait. */
  syncRegistry?: () => void;
  /** A waiting bill fetch asks its status now (BILL_FETCH); true when one was waiting here. */
  billFetchUpdated?: (refId: string) => boolean;
  /** The complaint's status is asked now (BILL_DISPUTE). */
  disputeUpdated?: (refId: string) => Promise<'processed' | 'ignored'>;
  /**
   * A BILL_PAY whose status query failed: kept, and asked again by the job until the biller answers (Setu
   * documents no redelivery, so answering 5xx could lose a reversal).
   */
  keepNotice?: (orderId: number, error: unknown) => Promise<void>;
}

/**
 * A Setu webhook, its secret already checked: never trusted alone. A BILL_PAY names the fetch (refId) the payment
 * was made for; the order paying it has its status asked now (the status query decides, claim-then-call keeps one
 * payment request). A BILL_FETCH wakes the fetch waiting for its refId (it asks its status at once); a
 * BILL_DISPUTE makes the complaint's status be asked; BILLER_UPDATES starts a registry sync. A repeated delivery
 * asks again and changes nothing; anything else is acknowledged and ignored. A BILL_PAY whose question fails is
 * 'recorded': kept (keepNotice) and asked again until answered.
 */
export async function handleBillerWebhook(
  db: Database,
  orders: Pick<OrderService, 'billerUpdate'>,
  body: { event?: string; data?: { refId?: unknown } | null },
  actions: BillerWebhookActions = {},
): Promise<'processed' | 'recorded' | 'ignored'> {
  if (body.event === 'BILLER_UPDATES' && actions.syncRegistry) {
    // Not trusted for content either: the sync reads the list from Setu itself.
    actions.syncRegistry();
    return 'processed';
  }
  const refId = body.data?.refId;
  if (typeof refId !== 'string' || refId === '' || refId.length > 64) return 'ignored';
  if (body.event === 'BILL_FETCH') {
    return actions.billFetchUpdated?.(refId) ? 'processed' : 'ignored';
  }
  if (body.event === 'BILL_DISPUTE') {
    return actions.disputeUpdated ? actions.disputeUpdated(refId) : 'ignored';
  }
  if (body.event !== 'BILL_PAY') return 'ignored';
  const order = await orderOfBillerFetchRef(db, refId);
  if (!order) return 'ignored';
  try {
    await orders.billerUpdate(order);
  } catch (err) {
    if (!actions.keepNotice) throw err;
    await actions.keepNotice(order.id, err);
    return 'recorded';
  }
  return 'processed';
}

/** 401 for a webhook without the configured secret. */
export function refuseBillerWebhook(): never {
  throw unauthorized('BILLER_WEBHOOK_UNAUTHORIZED', INVALID_BILLER_WEBHOOK);
}
