import type { BillPaymentOption } from '@paywise/domain/bbps';
import { badRequest, serviceBusy, unprocessable } from '../../lib/app-error';
import type { Bill, BillQuery } from './biller';
import { poll, agentOf, type SetuBillerContext } from './setu-biller-context';
import { EXACTNESS, type BillerMeta } from './setu-biller-list';
import { SetuApiError, SetuUnreachableError } from './setu-client';
import { FAILURE_CODES, failureOf, SETU_MESSAGES } from './setu-failures';

/**
 * fetchBill: bills/fetch/request → refId, then bills/fetch/response polled with a bounded backoff until
 * Success/Failure; the refId becomes the fetch's providerRef (the app's billFetchRef keeps its own rules).
 */

interface FetchAnswer {
  data: {
    refId: string;
    status: 'Processing' | 'Success' | 'Failure' | 'Credit_Adjustment';
    exactness?: string;
    bills?: Array<{
      amount?: number | null;
      billNumber: string;
      billDate: string;
      dueDate: string;
      customerName: string;
      minAmount?: number | null;
      paymentOptions?: Array<{
        name: string;
        amount?: number | null;
        minAmount?: number | null;
        maxAmount?: number | null;
        amountMultiple?: number | null;
      }> | null;
    }>;
    failureReason?: { code: string; message: string };
  };
}

/** Fetches of this server waiting between polls, by refId: a BILL_FETCH webhook ends the wait early. */
export function createFetchWaits() {
  const fetchWaits = new Map<string, () => void>();
  return {
    /** Waits `ms`, or less when the fetch's webhook arrives first. */
    waitForFetch: (refId: string, ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          fetchWaits.delete(refId);
          resolve();
        }
        fetchWaits.set(refId, done);
      }),
    /** BILL_FETCH webhook: a fetch of this server waiting for that refId asks its status now. */
    billFetchUpdated(refId: string): boolean {
      const wake = fetchWaits.get(refId);
      wake?.();
      return wake !== undefined;
    },
  };
}

export interface SetuBillFetchContext extends SetuBillerContext {
  billerMeta: (operator: string, billerId?: string) => Promise<BillerMeta>;
  waitForFetch: (refId: string, ms: number) => Promise<void>;
}

export async function fetchSetuBill(ctx: SetuBillFetchContext, query: BillQuery): Promise<Bill | null> {
  const { client, log, delays } = ctx;
  const mobile = query.customerMobile ?? (/^\d{10}$/.test(query.accountNumber) ? query.accountNumber : null);
  if (!mobile) throw badRequest('VALIDATION', SETU_MESSAGES.mobileRequired);
  try {
    const meta = await ctx.billerMeta(query.operator, query.billerId);
    const started = await client.call<{ data: { refId: string } }>({
      method: 'POST',
      path: '/api/v2/bbps/bills/fetch/request',
      body: {
        agent: agentOf(ctx.config),
        biller: { id: meta.id },
        customer: {
          mobile,
          customerParams: query.customerParams ?? [{ name: meta.paramName, value: query.accountNumber }],
        },
      },
      context: { billerId: meta.id },
    });
    const refId = started.body.data.refId;
    const answer = await poll(
      delays,
      async () =>
        (
          await client.call<FetchAnswer>({
            method: 'POST',
            path: '/api/v2/bbps/bills/fetch/response',
            body: { refId },
            context: { billerId: meta.id, refId },
          })
        ).body,
      delays.length,
      (ms) => ctx.waitForFetch(refId, ms),
    );
    if (!answer) throw serviceBusy('BILLER_UNAVAILABLE', SETU_MESSAGES.billerDown, 30);
    if (answer.data.status !== 'Success') {
      const known = failureOf(answer.data.failureReason);
      log?.warn({ refId, failureReason: answer.data.failureReason }, 'Setu BBPS bill fetch failed');
      if (known?.retry) throw serviceBusy('BILLER_UNAVAILABLE', known.message, 60);
      throw unprocessable('BILL_FETCH_REFUSED', known?.message ?? SETU_MESSAGES.invalidAccount);
    }
    return billOf(answer.data, refId, meta);
  } catch (err) {
    if (err instanceof SetuUnreachableError)
      throw serviceBusy('BILLER_UNAVAILABLE', SETU_MESSAGES.unavailable, 30);
    if (err instanceof SetuApiError) {
      const known = FAILURE_CODES[err.code];
      // A known refusal, a 429 or Setu's own 5xx is routine (the customer is told to try again); any other refusal
      // may be our request: a person.
      const routine = known !== undefined || err.status === 429 || err.status >= 500;
      log?.[routine ? 'warn' : 'error'](
        { code: err.code, traceId: err.traceId, status: err.status },
        'Setu BBPS bill fetch refused',
      );
      if (known && !known.retry) throw unprocessable('BILL_FETCH_REFUSED', known.message);
      throw serviceBusy('BILLER_UNAVAILABLE', known?.message ?? SETU_MESSAGES.unavailable, 30);
    }
    throw err;
  }
}

/** A successful fetch answer as the port's Bill (null: nothing is due). */
function billOf(data: FetchAnswer['data'], refId: string, meta: BillerMeta): Bill | null {
  const bill = data.bills?.[0];
  // A validation-only biller answers no bill (or no amount): nothing is due to show.
  if (!bill || bill.amount === null || bill.amount === undefined || bill.amount <= 0) return null;
  const partial = data.exactness === 'Exact and below' || data.exactness === 'RANGE';
  const minimum = Math.max(100, bill.minAmount ?? 100);
  return {
    amount: bill.amount / 100,
    billNumber: bill.billNumber.slice(0, 64),
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    customerName: bill.customerName,
    partialPaymentAllowed: partial && minimum < bill.amount,
    ...(partial && minimum < bill.amount ? { minimumAmount: minimum / 100 } : {}),
    providerRef: refId,
    billerId: meta.id,
    ...(data.exactness && EXACTNESS[data.exactness] ? { exactness: EXACTNESS[data.exactness] } : {}),
    ...(meta.slabs.length > 0 ? { convenienceFeeSlabs: meta.slabs } : {}),
    ...(bill.paymentOptions?.length ? { paymentOptions: paymentOptionsOf(bill.paymentOptions) } : {}),
  };
}

/**
 * The bill's `paymentOptions` (the guide "bill payment options"; paise) as the port's: a fixed amount, or the
 * option's bounds and multiple; an option with neither, or a second one of the same name, is left out (it could
 * not be paid naming it exactly once).
 */
function paymentOptionsOf(
  options: NonNullable<NonNullable<FetchAnswer['data']['bills']>[number]['paymentOptions']>,
): BillPaymentOption[] {
  const seen = new Set<string>();
  const list: BillPaymentOption[] = [];
  for (const option of options) {
    const name = option.name?.trim().slice(0, 100);
    if (!name || seen.has(name)) continue;
    const positive = (value: number | null | undefined) =>
      typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
    const amount = positive(option.amount);
    const bounds = {
      ...(positive(option.minAmount) ? { minPaise: positive(option.minAmount) } : {}),
      ...(positive(option.maxAmount) ? { maxPaise: positive(option.maxAmount) } : {}),
      ...(positive(option.amountMultiple) ? { multiplePaise: positive(option.amountMultiple) } : {}),
    };
    if (amount === undefined && Object.keys(bounds).length === 0) continue;
    seen.add(name);
    list.push(amount !== undefined ? { name, amountPaise: amount } : { name, ...bounds });
  }
  return list.slice(0, 10);
}
