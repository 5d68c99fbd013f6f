import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { setTimeout as sleep } from 'node:timers/promises';
import { bbpsPaymentMode, type ConvenienceFeeSlab } from '@paywise/domain/bbps';
import { indiaDay } from '@paywise/domain/time';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SetuConfig } from '../../config';
import type { Database } from '../../db/client';
import { billerPayments } from '../../db/schema';
import { badRequest, serviceBusy, unprocessable } from '../../lib/app-error';
import type {
  BbpsComplaintStatus,
  Bill,
  Biller,
  BillQuery,
  FulfilmentOrder,
  FulfilmentResult,
  RegistryBiller,
} from './biller';
import { createSetuClient, SetuApiError, SetuUnreachableError, type SetuClient } from './setu-client';

/**
 * The biller port on Setu BBPS BillPay v2 (Bharat Connect), docs/decisions/0021.
 * - fetchBill: bills/fetch/request → refId, then bills/fetch/response polled with a bounded backoff until
 *   Success/Failure; the refId becomes the fetch's providerRef (the app's billFetchRef keeps its own rules).
 * - fulfil: claim-then-call, one payment request per order: the claim (biller_payments, keyed by order) is
 *   inserted before bills/payment/request is sent; an order already claimed only has its status asked
 *   (bills/payment/response). Only when the first request's answer was lost (requested_at unset) and Setu does
 *   not know the refId is the same request (same refId, same paymentRefId: Setu's idempotency key) sent again.
 */

export const SETU_MESSAGES = {
  billerDown: ORDER_NOTES.BILLER_DOWN,
  invalidAccount: ORDER_NOTES.BILLER_INVALID_ACCOUNT,
  alreadyPaid: ORDER_NOTES.BILLER_ALREADY_PAID,
  unavailable: 'Bills cannot be fetched right now. Please try again in a few minutes.',
  mobileRequired:
    'Bharat Connect needs your mobile number to fetch this bill: add it in Profile, or sign in with your mobile.',
  notConfigured: 'Bills of this biller cannot be paid through PayWise yet.',
  paymentFailed: ORDER_NOTES.BILLER_PAYMENT_FAILED,
  fetchAgain: 'This bill must be fetched again before it can be paid.',
  notABill: ORDER_NOTES.BILLER_NOT_A_BILL,
} as const;

/**
 * Setu's failure codes we recognise → what the customer reads, and whether asking again may help. Codes not
 * listed fall back to the generic wording (and are logged with their traceId). The OpenAPI file names few codes
 * (ERR001, ERR004, BRR005, duplicate-ref-id, validation-error); this table grows as production shows more.
 */
const FAILURE_CODES: Record<string, { message: string; retry: boolean }> = {
  BRR005: { message: SETU_MESSAGES.billerDown, retry: true },
  ERR004: { message: SETU_MESSAGES.invalidAccount, retry: false },
  'bill-not-found': { message: SETU_MESSAGES.invalidAccount, retry: false },
  'bill-already-paid': { message: SETU_MESSAGES.alreadyPaid, retry: false },
  'biller-unavailable': { message: SETU_MESSAGES.billerDown, retry: true },
};

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

interface SetuListedBiller {
  id: string;
  name: string;
  categoryName: string;
  coverage?: string;
  fetchApiType: string;
  payWithoutFetchAllowed: boolean;
  exactness: string;
  status?: string;
  customerParams: Array<{ paramName: string; dataType: string; regex: string; optional: boolean }>;
  interchangeFee?: InterchangeFee[];
}

const EXACTNESS: Record<string, RegistryBiller['exactness']> = {
  Exact: 'EXACT',
  'Exact and above': 'EXACT_AND_ABOVE',
  'Exact and below': 'EXACT_AND_BELOW',
  Any: 'ANY',
  RANGE: 'RANGE',
};

/** A biller of Setu's list as the registry keeps it. */
function registryBiller(b: SetuListedBiller, today: string): RegistryBiller {
  return {
    id: b.id.slice(0, 40),
    name: b.name.slice(0, 200),
    category: b.categoryName.slice(0, 100),
    coverage: b.coverage?.slice(0, 100) ?? null,
    fetchRequirement:
      b.fetchApiType === 'BILL_DIRECT'
        ? 'NOT_SUPPORTED'
        : b.fetchApiType === 'BILL_FETCH' && b.payWithoutFetchAllowed
          ? 'OPTIONAL'
          : 'MANDATORY',
    exactness: EXACTNESS[b.exactness] ?? 'EXACT',
    params: b.customerParams.map((p) => ({
      name: p.paramName,
      dataType: p.dataType,
      regex: p.regex || null,
      optional: p.optional,
    })),
    convenienceFeeSlabs: convenienceFeeSlabs(b.interchangeFee, today),
    active: !b.status || b.status === 'ACTIVE',
  };
}

/** Polls of a payment's status right after its request (the first three delays: under 2 s by default). */
const PAYMENT_POLLS = 3;

interface BillerMeta {
  id: string;
  paramName: string;
  slabs: ConvenienceFeeSlab[];
  fetchedAt: number;
}

interface InterchangeFee {
  feeCode?: string;
  feeDirection?: string;
  interchangeFeeDetailsV2?: Array<{
    tranAmtRangeMin: number;
    tranAmtRangeMax: number;
    flatFee: number;
    percentFee: number;
    effctvFrom?: string;
    effctvTo?: string;
  }>;
}

/**
 * The CCF slabs of a biller (the CCF guide, 5.1): its CCF1 / C2B entry's interchangeFeeDetailsV2, those in effect
 * on `today` (YYYY-MM-DD; an empty effctvTo is open-ended). No entry: no fee.
 */
export function convenienceFeeSlabs(
  fees: readonly InterchangeFee[] | undefined,
  today: string,
): ConvenienceFeeSlab[] {
  const entry = fees?.find((f) => f.feeCode === 'CCF1' && f.feeDirection === 'C2B');
  return (entry?.interchangeFeeDetailsV2 ?? [])
    .filter((s) => (!s.effctvFrom || s.effctvFrom <= today) && (!s.effctvTo || s.effctvTo >= today))
    .filter((s) => s.flatFee > 0 || s.percentFee > 0)
    .map((s) => ({
      minPaise: s.tranAmtRangeMin,
      maxPaise: s.tranAmtRangeMax,
      flatFee: s.flatFee,
      percentFee: s.percentFee,
    }));
}

/** Biller metadata is read again after this long. */
const META_TTL_MS = 6 * 60 * 60 * 1000;

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
    }>;
    failureReason?: { code: string; message: string };
  };
}

interface PaymentAnswer {
  data: {
    refId: string;
    status: 'Processing' | 'Success' | 'Failure' | 'Credit_Adjustment';
    transactionId?: string;
    billerRefId?: string;
    paymentDetails?: { mode?: string };
    additionalInfo?: Array<{ name: string; value: string }>;
    failureReason?: { code: string; message: string };
  };
}

/**
 * The biller's approval number of a paid bill: an `additionalInfo` line the biller names as its approval number
 * when it sends one, else `billerRefId` (NPCI's approval reference number, which Setu's payment answer carries as
 * the biller's reference of the transaction).
 */
export function approvalNumberOf(data: PaymentAnswer['data']): string | undefined {
  const line = data.additionalInfo?.find((info) => /approval/i.test(info.name) && info.value.trim() !== '');
  return line?.value.trim() ?? data.billerRefId;
}

export function createSetuBiller(options: SetuBillerOptions): Biller & { client: SetuClient } {
  const { config, db, log } = options;
  const delays = options.pollDelaysMs ?? DEFAULT_POLL_DELAYS_MS;
  const now = options.now ?? Date.now;
  const client = createSetuClient({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    partnerId: config.partnerId,
    ...(log ? { log } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const metas = new Map<string, BillerMeta>();
  /** Fetches of this server waiting between polls, by refId: a BILL_FETCH webhook ends the wait early. */
  const fetchWaits = new Map<string, () => void>();
  /** Waits `ms`, or less when the fetch's webhook arrives first. */
  const waitForFetch = (refId: string, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        fetchWaits.delete(refId);
        resolve();
      }
      fetchWaits.set(refId, done);
    });

  const agent = () => ({
    id: config.agent.id,
    channel: config.agent.channel,
    ip: config.agent.ip,
    ...(config.agent.mac ? { mac: config.agent.mac } : {}),
    ...(config.agent.imei ? { imei: config.agent.imei } : {}),
    ...(config.agent.os ? { os: config.agent.os } : {}),
    ...(config.agent.app ? { app: config.agent.app } : {}),
  });

  /** The biller's first customer parameter (its name is what the fetch must send), from the biller list. */
  async function billerMeta(operator: string, billerId?: string): Promise<BillerMeta> {
    const id = billerId ?? config.billerIds[operator];
    if (!id) throw unprocessable('BILLER_NOT_CONFIGURED', SETU_MESSAGES.notConfigured);
    const cached = metas.get(id);
    if (cached && now() - cached.fetchedAt < META_TTL_MS) return cached;
    const { body } = await client.call<{
      data?: {
        billers: Array<{
          id: string;
          customerParams: Array<{ paramName: string; optional: boolean }>;
          interchangeFee?: InterchangeFee[];
        }>;
      };
    }>({ method: 'GET', path: '/api/v2/bbps/billers', query: { ids: id }, context: { billerId: id } });
    const biller = body.data?.billers.find((b) => b.id === id);
    const param = biller?.customerParams.find((p) => !p.optional) ?? biller?.customerParams[0];
    if (!biller || !param) throw unprocessable('BILLER_NOT_CONFIGURED', SETU_MESSAGES.notConfigured);
    const meta = {
      id,
      paramName: param.paramName,
      slabs: convenienceFeeSlabs(biller.interchangeFee, indiaDay(new Date(now()))),
      fetchedAt: now(),
    };
    metas.set(id, meta);
    return meta;
  }

  /** Asks `ask` until it answers something other than Processing, waiting the delays between; null: still not. */
  async function poll<T extends { data: { status: string } }>(
    ask: () => Promise<T>,
    limit = delays.length,
    /** The wait between two questions (a fetch's ends early on its webhook). */
    wait: (ms: number) => Promise<unknown> = sleep,
  ): Promise<T | null> {
    for (let i = 0; ; i++) {
      const answer = await ask();
      if (answer.data.status !== 'Processing') return answer;
      if (i >= Math.min(limit, delays.length)) return null;
      await wait(delays[i]);
    }
  }

  const failureOf = (reason: { code: string; message: string } | undefined) =>
    (reason && FAILURE_CODES[reason.code]) ?? null;

  async function fetchBill(query: BillQuery): Promise<Bill | null> {
    const mobile =
      query.customerMobile ?? (/^\d{10}$/.test(query.accountNumber) ? query.accountNumber : null);
    if (!mobile) throw badRequest('VALIDATION', SETU_MESSAGES.mobileRequired);
    try {
      const meta = await billerMeta(query.operator, query.billerId);
      const started = await client.call<{ data: { refId: string } }>({
        method: 'POST',
        path: '/api/v2/bbps/bills/fetch/request',
        body: {
          agent: agent(),
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
        (ms) => waitForFetch(refId, ms),
      );
      if (!answer) throw serviceBusy('BILLER_UNAVAILABLE', SETU_MESSAGES.billerDown, 30);
      if (answer.data.status !== 'Success') {
        const known = failureOf(answer.data.failureReason);
        log?.warn({ refId, failureReason: answer.data.failureReason }, 'Setu BBPS bill fetch failed');
        if (known?.retry) throw serviceBusy('BILLER_UNAVAILABLE', known.message, 60);
        throw unprocessable('BILL_FETCH_REFUSED', known?.message ?? SETU_MESSAGES.invalidAccount);
      }
      const bill = answer.data.bills?.[0];
      // A validation-only biller answers no bill (or no amount): nothing is due to show.
      if (!bill || bill.amount === null || bill.amount === undefined || bill.amount <= 0) return null;
      const partial = answer.data.exactness === 'Exact and below' || answer.data.exactness === 'RANGE';
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
        ...(answer.data.exactness && EXACTNESS[answer.data.exactness]
          ? { exactness: EXACTNESS[answer.data.exactness] }
          : {}),
        ...(meta.slabs.length > 0 ? { convenienceFeeSlabs: meta.slabs } : {}),
      };
    } catch (err) {
      if (err instanceof SetuUnreachableError)
        throw serviceBusy('BILLER_UNAVAILABLE', SETU_MESSAGES.unavailable, 30);
      if (err instanceof SetuApiError) {
        log?.error(
          { code: err.code, traceId: err.traceId, status: err.status },
          'Setu BBPS bill fetch refused',
        );
        const known = FAILURE_CODES[err.code];
        if (known && !known.retry) throw unprocessable('BILL_FETCH_REFUSED', known.message);
        throw serviceBusy('BILLER_UNAVAILABLE', known?.message ?? SETU_MESSAGES.unavailable, 30);
      }
      throw err;
    }
  }

  const paymentStatus = (orderId: number, refId: string) =>
    client.call<PaymentAnswer>({
      method: 'POST',
      path: '/api/v2/bbps/bills/payment/response',
      body: { refId },
      context: { orderId, refId },
    });

  function resultOf(order: FulfilmentOrder, answer: PaymentAnswer | null): FulfilmentResult {
    const reference = answer?.data.transactionId ?? answer?.data.refId ?? order.billFetchRef ?? '';
    if (!answer || answer.data.status === 'Processing') return { status: 'pending', reference };
    if (answer.data.status === 'Success') {
      return {
        status: 'fulfilled',
        reference,
        ...(answer.data.transactionId ? { bbpsTransactionId: answer.data.transactionId } : {}),
        ...(answer.data.billerRefId ? { billerRef: answer.data.billerRefId } : {}),
        ...(approvalNumberOf(answer.data) ? { approvalNumber: approvalNumberOf(answer.data) } : {}),
        paymentMode: answer.data.paymentDetails?.mode ?? bbpsPaymentMode(order.paymentMethod),
        channel: config.agent.channel,
      };
    }
    // Failure, or Credit_Adjustment (the amount came back to the agent): the customer is refunded.
    const known = failureOf(answer.data.failureReason);
    log?.warn(
      {
        orderId: order.id,
        refId: answer.data.refId,
        status: answer.data.status,
        failureReason: answer.data.failureReason,
      },
      'Setu BBPS bill payment failed',
    );
    return { status: 'failed', reference, failureReason: known?.message ?? SETU_MESSAGES.paymentFailed };
  }

  async function sendPayment(order: FulfilmentOrder, refId: string, paymentRefId: string): Promise<boolean> {
    const { status, body } = await client.call<{ data: { refId: string } }>({
      method: 'POST',
      path: '/api/v2/bbps/bills/payment/request',
      body: {
        refId,
        agent: agent(),
        paymentDetails: {
          amount: order.amountPaise,
          mode: bbpsPaymentMode(order.paymentMethod),
          paymentRefId,
          timestamp: new Date(now()).toISOString(),
          // The fee travels on its own, never inside the bill amount (the CCF guide).
          ...(order.convenienceFeePaise ? { custConvFee: order.convenienceFeePaise } : {}),
        },
      },
      context: { orderId: order.id, refId },
    });
    if (status === 409)
      log?.info({ orderId: order.id, refId: body.data.refId }, 'Setu BBPS: payment already requested');
    await db
      .update(billerPayments)
      .set({ requestedAt: sql`now()` })
      .where(and(eq(billerPayments.orderId, order.id), isNull(billerPayments.requestedAt)));
    return true;
  }

  async function fulfil(order: FulfilmentOrder): Promise<FulfilmentResult> {
    const refId = order.billFetchRef;
    const paymentRefId = order.paymentRef;
    if (!refId || !paymentRefId) {
      // Nothing was sent: a recharge (not BBPS's), or a bill fetched before Setu was configured. Refunded.
      return {
        status: 'failed',
        reference: '',
        failureReason: refId ? SETU_MESSAGES.paymentFailed : SETU_MESSAGES.notABill,
      };
    }
    const [claimed] = await db
      .insert(billerPayments)
      .values({ orderId: order.id, provider: 'setu', fetchRef: refId, paymentRefId })
      .onConflictDoNothing()
      .returning();
    try {
      if (!claimed) {
        const [existing] = await db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
        try {
          const { body } = await paymentStatus(order.id, existing.fetchRef);
          return resultOf(order, body);
        } catch (err) {
          // Setu does not know the payment and never acknowledged it: the first request was lost on the way.
          if (!(err instanceof SetuApiError) || err.status >= 500 || existing.requestedAt !== null) throw err;
          log?.warn(
            { orderId: order.id, refId, code: err.code },
            'Setu BBPS knows no payment yet; sending it',
          );
          await sendPayment(order, existing.fetchRef, existing.paymentRefId);
        }
      } else {
        try {
          await sendPayment(order, refId, paymentRefId);
        } catch (err) {
          if (err instanceof SetuApiError && err.status < 500) {
            // Refused outright (validation, biller): nothing was paid at the biller.
            const known = FAILURE_CODES[err.code];
            log?.warn(
              { orderId: order.id, refId, code: err.code, traceId: err.traceId },
              'Setu BBPS refused the payment',
            );
            return {
              status: 'failed',
              reference: refId,
              failureReason: known?.message ?? SETU_MESSAGES.paymentFailed,
            };
          }
          throw err;
        }
      }
      // A short wait for the usual quick answer; a payment still Processing is left to the sweeper.
      const answer = await poll(async () => (await paymentStatus(order.id, refId)).body, PAYMENT_POLLS);
      return resultOf(order, answer);
    } catch (err) {
      if (err instanceof SetuUnreachableError || err instanceof SetuApiError) {
        // Unknown outcome: the order stays Processing and its status is asked again (never a second request).
        log?.error(
          { orderId: order.id, refId, err: err.message },
          'Setu BBPS payment status unknown; asked again later',
        );
        return { status: 'pending', reference: refId };
      }
      throw err;
    }
  }

  /** List Billers, page by page (`limit` 250, `after` = the previous page's nextPage), mapped to the registry. */
  async function* listBillers(): AsyncIterable<RegistryBiller[]> {
    let after: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const { body } = await client.call<{ data?: { billers: SetuListedBiller[]; nextPage?: string } }>({
        method: 'GET',
        path: '/api/v2/bbps/billers',
        query: { limit: '250', ...(after ? { after } : {}) },
        context: { page },
      });
      const list = body.data?.billers ?? [];
      const today = indiaDay(new Date(now()));
      yield list.map((b) => registryBiller(b, today));
      after = body.data?.nextPage;
      if (!after || list.length === 0) return;
    }
  }

  async function raiseComplaint(input: { transactionId: string; disputeType: string; description: string }) {
    const { body } = await client.call<{ data: { refId: string } }>({
      method: 'POST',
      path: '/api/v2/bbps/bills/complaint/request',
      body: {
        transactionId: input.transactionId,
        disputeType: input.disputeType,
        description: input.description,
      },
      context: { transactionId: input.transactionId },
    });
    return { refId: body.data.refId };
  }

  async function complaintStatus(refId: string): Promise<BbpsComplaintStatus> {
    const { body } = await client.call<{
      data?: { status?: string; disputeId?: string; ticketTAT?: string | null };
    }>({
      method: 'POST',
      path: '/api/v2/bbps/bills/complaint/response',
      body: { refId },
      context: { complaintRefId: refId },
    });
    return {
      status: body.data?.status ?? 'PROCESSING',
      complaintId: body.data?.disputeId ?? null,
      tatDate: body.data?.ticketTAT ?? null,
    };
  }

  /** BILL_FETCH webhook: a fetch of this server waiting for that refId asks its status now. */
  function billFetchUpdated(refId: string): boolean {
    const wake = fetchWaits.get(refId);
    wake?.();
    return wake !== undefined;
  }

  return { fetchBill, fulfil, listBillers, raiseComplaint, complaintStatus, billFetchUpdated, client };
}
