/**
 * A local fake of Setu BBPS BillPay v2 on 127.0.0.1 and a random port, built from the vendor's OpenAPI file and
 * guides (../shared/vendor/setu-billpay): the token (POST /api/v2/auth/token, `expiresIn`), the biller list,
 * async bill fetch (request → refId, response Processing then Success/Failure), async bill payment (request →
 * refId, 409 `duplicate-ref-id` for a second request of one fetch, response Processing then Success/Failure), the
 * transactions list (GET /api/v2/bbps/transactions: the payments made in the India days `startDate`..`endDate`,
 * `limit` a page, `after` from the previous page's `nextPage`) and the error envelope
 * `{ success: false, error: { code, message }, traceId }`.
 *
 * Every request is validated against its operation's schemas, and every answer the fake gives too
 * (helpers/setu-openapi.ts, Ajv): a test asserts `contractProblems` is empty. State lives in memory.
 *
 * Consumer numbers pick the biller's answer (the fake's own convention):
 * - ending 0000: the fetch fails with ERR004 (no such consumer);
 * - ending 2222: the payment fails (BRR005, biller not accepting payments);
 * - ending 1111: the payment stays Processing until `settle(refId, outcome)`;
 * - otherwise the payment succeeds after `paymentProcessingPolls` Processing answers (default 1).
 * Wording the guides do not give ("fake's wording") is this fake's own.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  compileContract,
  findOperation,
  requestProblems,
  responseProblems,
  type ContractOperation,
} from './setu-openapi';

export interface FakeSetuBiller {
  id: string;
  name: string;
  categoryName: string;
  paramName: string;
  /** Customer parameters after the first (a biller asking for two things); the required ones must be sent. */
  extraParams?: Array<{ paramName: string; optional: boolean; regex: string }>;
  exactness?: 'Exact' | 'Exact and above' | 'Exact and below' | 'Any' | 'RANGE';
  /** CCF slabs in the list's shape (interchangeFeeDetailsV2 of a CCF1 / C2B entry); none: no CCF entry. */
  ccfSlabs?: Array<{ tranAmtRangeMin: number; tranAmtRangeMax: number; flatFee: number; percentFee: number }>;
  /** Bill amount (paise) the fetch answers, instead of one derived from the consumer number. */
  billAmount?: number;
  /** The biller's additional information with a successful payment (e.g. its approval number); none by default. */
  paymentInfo?: Array<{ name: string; value: string }>;
  /**
   * The bill's payment options the fetch answers (the guide "bill payment options", paise): a fixed amount, or a
   * range; none by default.
   */
  paymentOptions?: Array<{
    name: string;
    amount?: number;
    minAmount?: number;
    maxAmount?: number;
    amountMultiple?: number;
  }>;
}

export interface FakeSetuOptions {
  /** The port to listen on (127.0.0.1); a free one when absent. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  partnerId?: string;
  /** Seconds a token lives (expiresIn). */
  tokenTtlSeconds?: number;
  billers?: FakeSetuBiller[];
  /**
   * The categories List Categories answers (name and billerCount), in this order; absent: the billers' category
   * names in their order, each with its count.
   */
  categories?: Array<{ name: string; billerCount: number }>;
  /** Processing answers before a fetch is final. */
  fetchProcessingPolls?: number;
  /** Processing answers before a payment is final. */
  paymentProcessingPolls?: number;
  /** The most transactions one page of the list holds, whatever `limit` asks (default 100). */
  transactionsPageSize?: number;
}

export interface FakeSetuRequest {
  method: string;
  path: string;
  status: number;
  body: unknown;
  /** The query string's parameters. */
  query?: Record<string, string>;
}

/** A transaction of the list as the OpenAPI file describes one (the fields the fake fills). */
export interface FakeSetuTransaction {
  refId: string;
  paymentRefId?: string;
  transactionId?: string;
  amount: number;
  billerId: string;
  status: 'Processing' | 'Success' | 'Error' | 'Credit_Adjustment';
  timestamp: string;
}

interface FetchState {
  refId: string;
  billerId: string;
  consumer: string;
  polls: number;
  amount: number;
}

interface PaymentState {
  refId: string;
  fetch: FetchState;
  paymentDetails: Record<string, unknown>;
  polls: number;
  outcome: 'Success' | 'Failure' | 'Processing' | 'Credit_Adjustment';
  transactionId: string;
  /** When the payment was requested (ms). */
  createdAt: number;
}

const traceId = () => randomBytes(9).toString('hex').toUpperCase();
const refId = () => randomBytes(17).toString('hex').toUpperCase();
/** The India day (YYYY-MM-DD) of an instant. */
const indiaDayOf = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);
const LIST_STATUS = {
  Success: 'Success',
  Failure: 'Error',
  Processing: 'Processing',
  Credit_Adjustment: 'Credit_Adjustment',
} as const;

export async function startFakeSetuBbps(options: FakeSetuOptions = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const partnerId = options.partnerId ?? '1234567890';
  const contract: ContractOperation[] = compileContract();
  const tokens = new Map<string, { expiresAt: number }>();
  const fetches = new Map<string, FetchState>();
  const payments = new Map<string, PaymentState>();
  const complaints = new Map<string, { refId: string; disputeId: string; status: string }>();
  const requests: FakeSetuRequest[] = [];
  const contractProblems: string[] = [];
  /** Transactions of the partner's account that are none of the app's (another app on the account, a stray). */
  const foreign: FakeSetuTransaction[] = [];
  const billers = options.billers ?? [];
  let fetchPolls = options.fetchProcessingPolls ?? 1;
  let paymentPolls = options.paymentProcessingPolls ?? 1;
  /** Connections of the next matching requests are dropped after the request took effect. */
  const resets: Array<{ path: string; times: number }> = [];
  /** The next matching requests are answered this status before the fake acts on them (a gateway in front). */
  const refusals: Array<{ path: string; status: number; times: number }> = [];

  const errorBody = (code: string, message: string) => ({
    success: false,
    error: { code, message },
    traceId: traceId(),
  });

  function handle({
    method,
    pathname,
    query,
    headers,
    body,
  }: {
    method: string;
    pathname: string;
    query: URLSearchParams;
    headers: http.IncomingHttpHeaders;
    body: unknown;
  }): { op: ReturnType<typeof findOperation>; status: number; body: unknown; unchecked?: boolean } {
    const op = findOperation(contract, method, pathname);
    if (!op) return { op, status: 404, body: errorBody('not-found', 'No such route (fake wording).') };
    for (const problem of requestProblems(op, { headers, query, body })) {
      contractProblems.push(`request ${method} ${pathname}: ${problem}`);
    }
    if (pathname === '/api/v2/auth/token') {
      const b = body as { clientID?: string; secret?: string } | null;
      if (b?.clientID !== clientId || b.secret !== clientSecret) {
        return {
          op,
          status: 400,
          body: errorBody('invalid-credentials', 'Client id or secret is wrong (fake wording).'),
        };
      }
      const token = randomBytes(24).toString('base64url');
      const ttl = options.tokenTtlSeconds ?? 300;
      tokens.set(token, { expiresAt: Date.now() + ttl * 1000 });
      return { op, status: 200, body: { success: true, traceId: traceId(), token, expiresIn: ttl } };
    }
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    const token = bearer ? tokens.get(bearer) : undefined;
    if (!token || token.expiresAt <= Date.now()) {
      return {
        op,
        status: 401,
        body: errorBody('unauthorized', 'Token is invalid or expired (fake wording).'),
      };
    }
    if (headers['x-partner-id'] !== partnerId) {
      return { op, status: 400, body: errorBody('invalid-partner', 'Unknown partner (fake wording).') };
    }
    const b = (body ?? {}) as Record<string, unknown>;
    switch (`${method} ${pathname}`) {
      case 'GET /api/v2/bbps/categories': {
        const counted = new Map<string, number>();
        for (const biller of billers) {
          counted.set(biller.categoryName, (counted.get(biller.categoryName) ?? 0) + 1);
        }
        const categories =
          options.categories ?? [...counted].map(([name, billerCount]) => ({ name, billerCount }));
        return { op, status: 200, body: { success: true, traceId: traceId(), data: { categories } } };
      }
      case 'GET /api/v2/bbps/billers': {
        const ids = query.get('ids')?.split(',');
        const matching = billers.filter((x) => !ids || ids.includes(x.id));
        // Pages of `limit` (default 50, at most 250); `after` is the previous page's nextPage (the fake's: an index).
        const limit = Math.min(250, Number(query.get('limit') ?? 50));
        const from = Number(query.get('after') ?? 0);
        const list = matching.slice(from, from + limit);
        const nextPage = from + limit < matching.length ? String(from + limit) : undefined;
        return {
          op,
          status: 200,
          body: {
            success: true,
            traceId: traceId(),
            data: {
              total: matching.length,
              ...(nextPage ? { nextPage } : {}),
              billers: list.map((x) => ({
                id: x.id,
                name: x.name,
                categoryName: x.categoryName,
                exactness: x.exactness ?? 'Exact',
                fetchApiType: 'BILL_FETCH',
                payWithoutFetchAllowed: false,
                supportsPendingStatus: true,
                paymentChannels: [
                  { paymentChannel: 'INT', minLimit: 100, maxLimit: 10000000, supportsPendingStatus: true },
                ],
                paymentModes: [
                  { paymentMode: 'UPI', minLimit: 100, maxLimit: 10000000, supportsPendingStatus: true },
                ],
                ...(x.ccfSlabs
                  ? {
                      interchangeFee: [
                        {
                          feeCode: 'CCF1',
                          feeDesc: 'Customer_Convenience_Fee',
                          feeDirection: 'C2B',
                          interchangeFeeDetails: { effctvFrom: '2024-01-01', effctvTo: '', ...x.ccfSlabs[0] },
                          interchangeFeeDetailsV2: x.ccfSlabs.map((slab) => ({
                            effctvFrom: '2024-01-01',
                            effctvTo: '',
                            ...slab,
                          })),
                        },
                      ],
                    }
                  : {}),
                customerParams: [
                  {
                    paramName: x.paramName,
                    dataType: 'ALPHANUMERIC',
                    optional: false,
                    minLength: 1,
                    maxLength: 30,
                    regex: '^[A-Za-z0-9-]{1,30}$',
                    values: '',
                    visibility: true,
                  },
                  ...(x.extraParams ?? []).map((extra) => ({
                    paramName: extra.paramName,
                    dataType: 'ALPHANUMERIC',
                    optional: extra.optional,
                    minLength: 1,
                    maxLength: 30,
                    regex: extra.regex,
                    values: '',
                    visibility: true,
                  })),
                ],
              })),
            },
          },
        };
      }
      case 'POST /api/v2/bbps/bills/fetch/request': {
        const billerId = (b.biller as { id?: string } | undefined)?.id ?? '';
        const biller = billers.find((x) => x.id === billerId);
        if (!biller)
          return { op, status: 400, body: errorBody('invalid-biller', 'Biller not found (fake wording).') };
        const params =
          (b.customer as { customerParams?: Array<{ name: string; value: string }> })?.customerParams ?? [];
        const consumer = params.find((p) => p.name === biller.paramName)?.value;
        if (!consumer) {
          return {
            op,
            status: 400,
            body: errorBody('validation-error', `${biller.paramName} is required (fake wording).`),
          };
        }
        const missing = (biller.extraParams ?? []).find(
          (extra) =>
            !extra.optional &&
            !params.some((p) => p.name === extra.paramName && new RegExp(extra.regex).test(p.value)),
        );
        if (missing) {
          return {
            op,
            status: 400,
            body: errorBody('validation-error', `${missing.paramName} is required (fake wording).`),
          };
        }
        const state: FetchState = {
          refId: refId(),
          billerId,
          consumer,
          polls: 0,
          amount:
            biller.billAmount ??
            50000 + (Number.parseInt(consumer.replace(/\D/g, '').slice(-5) || '0', 10) % 150000),
        };
        fetches.set(state.refId, state);
        return { op, status: 200, body: { success: true, traceId: traceId(), data: { refId: state.refId } } };
      }
      case 'POST /api/v2/bbps/bills/fetch/response': {
        const state = fetches.get(String(b.refId ?? ''));
        if (!state)
          return { op, status: 400, body: errorBody('invalid-ref-id', 'refId not found (fake wording).') };
        const biller = billers.find((x) => x.id === state.billerId)!;
        const base = {
          refId: state.refId,
          exactness: biller.exactness ?? 'Exact',
          billerRefId: `BR${state.refId.slice(0, 10)}`,
        };
        if (state.polls++ < fetchPolls) {
          return {
            op,
            status: 200,
            body: { success: true, traceId: traceId(), data: { ...base, status: 'Processing' } },
          };
        }
        if (state.consumer.endsWith('0000')) {
          return {
            op,
            status: 200,
            body: {
              success: true,
              traceId: traceId(),
              data: {
                ...base,
                status: 'Failure',
                failureReason: { type: 'BBPS', code: 'ERR004', message: 'Invalid consumer number' },
              },
            },
          };
        }
        const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
        const billed = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
        return {
          op,
          status: 200,
          body: {
            success: true,
            traceId: traceId(),
            data: {
              ...base,
              status: 'Success',
              billerResponseType: 'SINGLE',
              additionalInfo: [],
              bills: [
                {
                  amount: state.amount,
                  billNumber: `SB${state.refId.slice(0, 8)}`,
                  billDate: billed,
                  billPeriod: 'MONTHLY',
                  dueDate: due,
                  customerName: 'Ravi Kumar',
                  ...(biller.paymentOptions ? { paymentOptions: biller.paymentOptions } : {}),
                },
              ],
            },
          },
        };
      }
      case 'POST /api/v2/bbps/bills/payment/request': {
        const fetch = fetches.get(String(b.refId ?? ''));
        if (!fetch)
          return { op, status: 400, body: errorBody('invalid-ref-id', 'refId not found (fake wording).') };
        const existing = payments.get(fetch.refId);
        if (existing) {
          return {
            op,
            status: 409,
            body: {
              success: false,
              traceId: traceId(),
              data: {
                refId: fetch.refId,
                duplicate: {
                  code: 'duplicate-ref-id',
                  message: 'Payment already requested for this refId (fake wording).',
                  refId: fetch.refId,
                },
              },
            },
          };
        }
        const details = b.paymentDetails as Record<string, unknown>;
        // The guide "bill payment options": none for the bill's amount, else exactly one of the fetch's options by
        // its exact name, at the amount paid (its fixed amount, or within its bounds).
        const selected = details.selectedPaymentOptions as
          Array<{ name: string; amount: number }> | undefined;
        if (selected !== undefined) {
          const options = billers.find((x) => x.id === fetch.billerId)?.paymentOptions ?? [];
          const option = options.find((o) => o.name === selected[0]?.name);
          const amount = details.amount as number;
          if (
            selected.length !== 1 ||
            !option ||
            selected[0].amount !== amount ||
            (option.amount !== undefined && option.amount !== amount) ||
            (option.minAmount !== undefined && amount < option.minAmount) ||
            (option.maxAmount !== undefined && amount > option.maxAmount)
          ) {
            return {
              op,
              status: 400,
              body: errorBody(
                'validation-error',
                'selectedPaymentOptions do not match the bill (fake wording).',
              ),
            };
          }
        } else if (details.amount !== fetch.amount) {
          const biller = billers.find((x) => x.id === fetch.billerId);
          if ((biller?.exactness ?? 'Exact') === 'Exact') {
            return {
              op,
              status: 400,
              body: errorBody('validation-error', 'Amount must be the bill amount (fake wording).'),
            };
          }
        }
        const state: PaymentState = {
          refId: fetch.refId,
          fetch,
          paymentDetails: details,
          polls: 0,
          outcome: fetch.consumer.endsWith('2222')
            ? 'Failure'
            : fetch.consumer.endsWith('1111')
              ? 'Processing'
              : 'Success',
          transactionId: `AX${randomBytes(8).toString('hex').toUpperCase()}`,
          createdAt: Date.now(),
        };
        payments.set(fetch.refId, state);
        return { op, status: 200, body: { success: true, traceId: traceId(), data: { refId: fetch.refId } } };
      }
      case 'POST /api/v2/bbps/bills/payment/response': {
        const state = payments.get(String(b.refId ?? ''));
        if (!state)
          return {
            op,
            status: 400,
            body: errorBody('invalid-ref-id', 'No payment for this refId (fake wording).'),
          };
        const details = {
          amount: state.paymentDetails.amount,
          mode: state.paymentDetails.mode,
          paymentRefId: state.paymentDetails.paymentRefId,
          timestamp: state.paymentDetails.timestamp,
          ...(state.paymentDetails.selectedPaymentOptions
            ? { selectedPaymentOptions: state.paymentDetails.selectedPaymentOptions }
            : {}),
        };
        const data = { refId: state.refId, billerId: state.fetch.billerId, paymentDetails: details };
        if (state.outcome === 'Processing' || state.polls++ < paymentPolls) {
          return {
            op,
            status: 200,
            body: { success: true, traceId: traceId(), data: { ...data, status: 'Processing' } },
          };
        }
        if (state.outcome === 'Credit_Adjustment') {
          // The biller gave the amount back to the agent after the payment had succeeded. The spec's payment
          // response lists Success, Failure and Processing only, while its status enum elsewhere (fetch response,
          // the transactions list) and the BILL_PAY webhook carry Credit_Adjustment, and the fault run saw Setu
          // answer it here: so this answer is not checked against the file.
          return {
            op,
            unchecked: true,
            status: 200,
            body: {
              success: true,
              traceId: traceId(),
              data: { ...data, status: 'Credit_Adjustment', transactionId: state.transactionId },
            },
          };
        }
        if (state.outcome === 'Failure') {
          return {
            op,
            status: 200,
            body: {
              success: true,
              traceId: traceId(),
              data: {
                ...data,
                status: 'Failure',
                failureReason: {
                  type: 'BBPS',
                  code: 'BRR005',
                  message: 'Biller not accepting payments at the moment',
                },
              },
            },
          };
        }
        return {
          op,
          status: 200,
          body: {
            success: true,
            traceId: traceId(),
            data: {
              ...data,
              status: 'Success',
              transactionId: state.transactionId,
              billerRefId: `BREF${state.refId.slice(0, 8)}`,
              additionalInfo: billers.find((x) => x.id === state.fetch.billerId)?.paymentInfo ?? [],
            },
          },
        };
      }
      case 'GET /api/v2/bbps/transactions': {
        // The payments of the India days startDate..endDate (both required by the file), as the provider records
        // them now; `after` is the previous page's nextPage (the fake's: an index), `limit` a page.
        const startDate = query.get('startDate') ?? '';
        const endDate = query.get('endDate') ?? '';
        const all: FakeSetuTransaction[] = [
          ...[...payments.values()].map((p) => ({
            refId: p.refId,
            paymentRefId: String(p.paymentDetails.paymentRefId ?? ''),
            ...(p.outcome === 'Success' || p.outcome === 'Credit_Adjustment'
              ? { transactionId: p.transactionId }
              : {}),
            amount: Number(p.paymentDetails.amount ?? 0),
            billerId: p.fetch.billerId,
            status: LIST_STATUS[p.outcome],
            timestamp: new Date(p.createdAt).toISOString(),
          })),
          ...foreign,
        ].filter((tx) => {
          const day = indiaDayOf(Date.parse(tx.timestamp));
          return day >= startDate && day <= endDate;
        });
        const limit = Math.min(options.transactionsPageSize ?? 100, Number(query.get('limit') ?? 20));
        const from = Number(query.get('after') ?? 0);
        const next = from + limit < all.length ? from + limit : undefined;
        return {
          op,
          status: 200,
          body: {
            success: true,
            traceId: traceId(),
            data: {
              ...(next !== undefined
                ? {
                    nextPage: `/api/v2/bbps/transactions?startDate=${startDate}&endDate=${endDate}&limit=${limit}&after=${next}`,
                  }
                : {}),
              transactions: all.slice(from, from + limit),
            },
          },
        };
      }
      case 'POST /api/v2/bbps/bills/complaint/request': {
        const transactionId = String(b.transactionId ?? '');
        const payment = [...payments.values()].find((p) => p.transactionId === transactionId);
        if (!payment) {
          return {
            op,
            status: 400,
            body: errorBody('invalid-transaction', 'Transaction not found (fake wording).'),
          };
        }
        const state = {
          refId: refId(),
          disputeId: `DSP${randomBytes(6).toString('hex').toUpperCase()}`,
          status: 'ASSIGNED',
        };
        complaints.set(state.refId, state);
        return { op, status: 200, body: { success: true, traceId: traceId(), data: { refId: state.refId } } };
      }
      case 'POST /api/v2/bbps/bills/complaint/response': {
        const state = complaints.get(String(b.refId ?? ''));
        if (!state)
          return { op, status: 400, body: errorBody('invalid-ref-id', 'refId not found (fake wording).') };
        return {
          op,
          status: 200,
          body: {
            success: true,
            traceId: traceId(),
            data: {
              refId: state.refId,
              disputeId: state.disputeId,
              status: state.status,
              assignedTo: 'BBPS-OU',
              remarks:
                state.status === 'ASSIGNED'
                  ? 'Assigned to the biller (fake wording).'
                  : 'Resolved (fake wording).',
              ticketType: 'DISPUTE',
              ticketTAT: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
            },
          },
        };
      }
      default:
        return {
          op,
          status: 404,
          body: errorBody('not-found', 'Not implemented by the fake (fake wording).'),
        };
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = undefined;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const method = req.method ?? 'GET';
      const refusal = refusals.find((r) => r.path === url.pathname && r.times > 0);
      if (refusal) {
        refusal.times--;
        requests.push({
          method,
          path: url.pathname,
          status: refusal.status,
          body,
          query: Object.fromEntries(url.searchParams),
        });
        res.writeHead(refusal.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(errorBody('too-many-requests', 'Rate limit exceeded (fake wording).')));
        return;
      }
      const answer = handle({
        method,
        pathname: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (answer.op && !answer.unchecked) {
        // A 401 is the OAuth scheme's answer (not listed per operation): it carries the documented error envelope.
        const checkedAs = answer.status === 401 && !answer.op.responses.has('401') ? 400 : answer.status;
        for (const problem of responseProblems(answer.op, checkedAs, answer.body)) {
          contractProblems.push(`answer to ${method} ${url.pathname}: ${problem}`);
        }
      }
      requests.push({
        method,
        path: url.pathname,
        status: answer.status,
        body,
        query: Object.fromEntries(url.searchParams),
      });
      const reset = resets.find((r) => r.path === url.pathname && r.times > 0);
      if (reset) {
        reset.times--;
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    partnerId,
    requests,
    contractProblems,
    /** The requests to one path. */
    calls: (path: string) => requests.filter((r) => r.path === path),
    /** Every token issued so far stops working (as if expired at Setu before its expiresIn). */
    expireTokens() {
      for (const t of tokens.values()) t.expiresAt = 0;
    },
    /** The next `times` requests to `path` take effect, then their connection is dropped without an answer. */
    resetAfterProcessing(path: string, times = 1) {
      resets.push({ path, times });
    },
    /**
     * The next `times` requests to `path` are answered `status` (429, 503, ...) without taking effect, as Setu's
     * gateway does in front of the API (not checked against the OpenAPI file, which documents no such answer).
     */
    refuseBeforeProcessing(path: string, status: number, times = 1) {
      refusals.push({ path, status, times });
    },
    setFetchPolls(n: number) {
      fetchPolls = n;
    },
    setPaymentPolls(n: number) {
      paymentPolls = n;
    },
    /** Ends a Processing payment (a consumer number ending 1111). */
    settle(ref: string, outcome: 'Success' | 'Failure') {
      const p = payments.get(ref);
      if (!p) throw new Error(`no payment ${ref}`);
      p.outcome = outcome;
      p.polls = paymentPolls;
    },
    /** The biller reverses a payment that had succeeded: its status becomes Credit_Adjustment (issue 46). */
    reverse(ref: string) {
      const p = payments.get(ref);
      if (!p) throw new Error(`no payment ${ref}`);
      p.outcome = 'Credit_Adjustment';
    },
    payments,
    /** A transaction of the account the app never made (listed by GET /api/v2/bbps/transactions). */
    addForeignTransaction(tx: Omit<FakeSetuTransaction, 'timestamp'> & { timestamp?: string }) {
      foreign.push({ ...tx, timestamp: tx.timestamp ?? new Date().toISOString() });
    },
    /** BBPS settles a complaint (RESOLVED, REFUNDED, REJECTED, ...). */
    settleComplaint(ref: string, status: string) {
      const c = complaints.get(ref);
      if (!c) throw new Error(`no complaint ${ref}`);
      c.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeSetuBbps = Awaited<ReturnType<typeof startFakeSetuBbps>>;

/**
 * The app's configuration for BILLER_PROVIDER=setu against this fake: its URL and credentials, a test agent, and
 * `billerIds` (board name → Setu biller id) as SETU_BILLER_IDS.
 */
export const setuBbpsEnv = (fake: FakeSetuBbps, billerIds: Record<string, string> = {}) => ({
  BILLER_PROVIDER: 'setu',
  SETU_BBPS_URL: fake.url,
  SETU_CLIENT_ID: fake.clientId,
  SETU_CLIENT_SECRET: fake.clientSecret,
  SETU_PARTNER_ID: fake.partnerId,
  SETU_AGENT_ID: 'PW01PW01INT000000001',
  SETU_AGENT_IP: '203.0.113.10',
  SETU_AGENT_MAC: '02-00-00-00-00-01',
  SETU_BILLER_IDS: JSON.stringify(billerIds),
});
