import type { FastifyBaseLogger } from 'fastify';
import type { SetuConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Biller } from './biller';
import { fetchSetuBill, createFetchWaits } from './setu-bill-fetch';
import { fulfilSetuPayment } from './setu-bill-payment';
import type { SetuBillerContext } from './setu-biller-context';
import { createBillerMetas, listSetuBillers, listSetuCategories } from './setu-biller-list';
import { createSetuClient, type SetuClient } from './setu-client';
import { raiseSetuComplaint, setuComplaintStatus } from './setu-complaints';
import { listSetuTransactions } from './setu-transactions';

export { approvalNumberOf } from './setu-bill-payment';
export { convenienceFeeSlabs } from './setu-biller-list';
export { SETU_MESSAGES } from './setu-failures';

/**
 * The biller port on Setu BBPS BillPay v2 (Bharat Connect), docs/decisions/0021, composed of its parts:
 * setu-client.ts (HTTP, token), setu-bill-fetch.ts (fetchBill: request, then poll), setu-bill-payment.ts (fulfil:
 * claim-then-call, one payment request per order), setu-biller-list.ts (the biller list and a biller's metadata),
 * setu-complaints.ts, setu-transactions.ts (the transactions list the reconciliation reads) and setu-failures.ts (what the customer reads).
 */

export interface SetuBillerOptions {
  config: SetuConfig;
  db: Database;
  log?: FastifyBaseLogger;
  /** Delays between polls of an async answer (fetch, payment); the list's length bounds the wait. */
  pollDelaysMs?: readonly number[];
  fetch?: typeof fetch;
  now?: () => number;
}

/** 0.25 s doubling to 4 s: about 15 s in all before a fetch gives up (a payment is then asked by the sweeper). */
const DEFAULT_POLL_DELAYS_MS = [250, 500, 1000, 2000, 4000, 4000, 4000] as const;

export function createSetuBiller(options: SetuBillerOptions): Biller & { client: SetuClient } {
  const { config, db, log } = options;
  const client = createSetuClient({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    partnerId: config.partnerId,
    ...(log ? { log } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const ctx: SetuBillerContext = {
    config,
    db,
    log,
    client,
    now: options.now ?? Date.now,
    delays: options.pollDelaysMs ?? DEFAULT_POLL_DELAYS_MS,
  };
  const { waitForFetch, billFetchUpdated } = createFetchWaits();
  const fetchContext = { ...ctx, billerMeta: createBillerMetas(ctx), waitForFetch };

  return {
    fetchBill: (query) => fetchSetuBill(fetchContext, query),
    fulfil: (order) => fulfilSetuPayment(ctx, order),
    listBillers: () => listSetuBillers(ctx),
    listCategories: () => listSetuCategories(ctx),
    raiseComplaint: (input) => raiseSetuComplaint(client, input),
    complaintStatus: (refId) => setuComplaintStatus(client, refId),
    billFetchUpdated,
    listTransactions: (window) => listSetuTransactions(ctx, window),
    client,
  };
}
