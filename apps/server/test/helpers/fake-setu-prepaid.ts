/**
 * A local fake of Setu's Prepaid Mobile Recharge API on 127.0.0.1 and a random port, built from the public OpenAPI
 * file (../vendor/setu-prepaid/prepaid-recharge-v1.json, unchanged) and the prepaid guides: login, recharge
 * validate / request / status, wallet balance. Every request it receives is validated against the operation's
 * request schema (and its required headers), and every answer it sends against the documented response schema of
 * that status, with ajv (a maintained JSON Schema validator; OpenAPI 3.0's `nullable` is rewritten to JSON
 * Schema's `null` type before compiling). Whatever does not match is recorded in `violations` (tests assert it
 * stays empty); an invalid request is also answered 422 ERR011 input-params-invalid as documented.
 *
 * Behaviour, from the documentation:
 * - login answers `{ access_token, refresh_token: '' }` (the token here is a JWT-shaped string with `exp`), 401 on
 *   wrong keys; an expired or revoked token is answered 401 on the API (the OpenAPI lists no 401 for the API
 *   operations: the fake's 401 body is the login's documented 401 body).
 * - recharge/request: amount in paise, `paymentRefId` alphanumeric 6..30 and unique (a second request with it is
 *   500 ERR005 duplicate-payment-ref-id, the documented example); the wallet is debited.
 * - recharge/status: an unknown paymentRefId is 422 ERR003 invalid-txn-ref-id.
 * - wallet/balance: `{ balance, currency }` (rupees).
 * - fetch-plans: the plans set with `plansOf(operator, location, plans)` for that Operator and Location (amount in
 *   paise, as in the documented example: 1000 with "Talktime : Rs 7.47" is ₹10); a pair with none set, or every
 *   pair after `failPlans()`, is the documented 500 ERR999 upstream-connectivity-error.
 *
 * Tests choose what the operator does per mobile number with `script()` ('success' by default), settle a pending
 * recharge or reverse one with `settle()`, revoke tokens with `revokeTokens()`, and drop an answer after the
 * request took effect with `dropAnswer()` (the server "dies" before reading it).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const OPENAPI_FILE = path.join(import.meta.dirname, '../vendor/setu-prepaid/prepaid-recharge-v1.json');

// ajv-formats is CommonJS: its default export is the function.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** OpenAPI 3.0's `nullable: true` as JSON Schema (`anyOf` with `null`); everything else unchanged. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v)]));
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Operation {
  method: 'get' | 'post';
  path: string;
  requiredHeaders: string[];
  request?: ValidateFunction;
  responses: Map<number, ValidateFunction>;
}

/** Every operation of the OpenAPI file, its schemas compiled once per process. */
const contract = (() => {
  const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(toJsonSchema(doc) as object, 'prepaid');
  const operations = new Map<string, Operation>();
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method] as
        | {
            requestBody?: { content: Record<string, unknown> };
            responses: Record<string, { content?: Record<string, unknown> }>;
            parameters?: { in: string; name: string; required?: boolean }[];
          }
        | undefined;
      if (!op) continue;
      const base = `prepaid#/${pointer('paths', route, method)}`;
      const compiled: Operation = {
        method,
        path: route,
        requiredHeaders: (op.parameters ?? [])
          .filter((p) => p.in === 'header' && p.required)
          .map((p) => p.name.toLowerCase()),
        responses: new Map(),
      };
      if (op.requestBody?.content['application/json']) {
        compiled.request = ajv.getSchema(
          `${base}/${pointer('requestBody', 'content', 'application/json', 'schema')}`,
        );
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response.content?.['application/json']) continue;
        const validate = ajv.getSchema(
          `${base}/${pointer('responses', status, 'content', 'application/json', 'schema')}`,
        );
        if (validate) compiled.responses.set(Number(status), validate);
      }
      operations.set(`${method.toUpperCase()} ${route}`, compiled);
    }
  }
  return operations;
})();

export type RechargeScript = 'success' | 'pending' | 'failure';

export interface FakeRecharge {
  paymentRefId: string;
  transactionRefId: string;
  operatorRefId: string;
  mobile: string;
  provider: string;
  location: string;
  amountPaise: number;
  status: 'Successful' | 'Processing' | 'Failure' | 'REVERSED';
  failureReason: string | null;
}

/** One plan of fetch-plans' answer, as documented (amount in paise). */
export interface FakePlan {
  amount: number;
  plan_name: string;
  plan_description: string;
  talktime: string;
  validity: string;
  service_provider: string;
}

export interface FakeCall {
  method: string;
  path: string;
  status: number | 'dropped' | 'lost';
  body: unknown;
}

export interface FakeSetuPrepaidOptions {
  /** The port to listen on (127.0.0.1); a free one when absent. */
  port?: number;
  clientId?: string;
  secret?: string;
  productInstanceId?: string;
  /** Token lifetime (its JWT `exp`). */
  tokenTtlSeconds?: number;
  /** Rupees. */
  walletBalance?: number;
}

const traceId = () => randomBytes(10).toString('hex');
const fakeJwt = (exp: number) =>
  [
    Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ sub: 'fake', exp, jti: randomBytes(6).toString('hex') })).toString(
      'base64url',
    ),
    randomBytes(16).toString('base64url'),
  ].join('.');

/** The documented 500 of fetch-operator-details and fetch-plans (the operator's side did not answer). */
const upstreamError = () => ({
  error: {
    code: 'ERR999',
    failureReason: 'upstream-connectivity-error',
    message: 'Upstream API Connectivity Error',
  },
  success: false,
  trace_id: traceId(),
});

const errorBody = (code: string, failureReason: string, message: string) => ({
  success: false,
  error: { code, message, failureReason },
  trace_id: traceId(),
});

export async function startFakeSetuPrepaid(options: FakeSetuPrepaidOptions = {}) {
  const keys = {
    clientId: options.clientId ?? 'fake-client-id',
    secret: options.secret ?? 'fake-secret-0123456789abcdef',
    productInstanceId: options.productInstanceId ?? 'b7e2c9a1-5d4f-4c8e-9f3a-2a1b6c7d8e9f',
  };
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  const tokens = new Set<string>();
  const recharges = new Map<string, FakeRecharge>();
  const scripts = new Map<string, { outcome: RechargeScript; reason?: string }>();
  const drops = new Map<string, number>();
  const lost = new Map<string, number>();
  const refusals = new Map<string, { status: number; times: number }>();
  /** Routes after whose next answer every token stops working. */
  const revokeAfter = new Set<string>();
  const jsonOf = (chunks: Buffer[]): unknown => {
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return undefined;
    }
  };
  const operators = new Map<
    string,
    { operator: string; location: string; ported?: boolean; previousOperator?: string }
  >();
  const plans = new Map<string, FakePlan[]>();
  let statusesNotKnowing = 0;
  let plansFailing = false;
  const calls: FakeCall[] = [];
  const violations: string[] = [];
  let walletPaise = Math.round((options.walletBalance ?? 10_000) * 100);
  let sequence = 0;

  type Answer = { status: number; body: unknown };

  function handle({
    op,
    route,
    headers,
    body,
  }: {
    op: Operation | undefined;
    route: string;
    headers: http.IncomingHttpHeaders;
    body: unknown;
  }): Answer {
    if (!op) return { status: 404, body: { message: 'Not Found' } };
    if (route === 'POST /v1/users/login') {
      const login = body as { ClientID: string; Secret: string };
      if (login.ClientID !== keys.clientId || login.Secret !== keys.secret) {
        return {
          status: 401,
          body: {
            status: 401,
            type: '',
            message: 'You are not authenticated to perform the requested action.',
            trace_id: traceId(),
          },
        };
      }
      const token = fakeJwt(Math.floor(Date.now() / 1000) + tokenTtlSeconds);
      tokens.add(token);
      return { status: 200, body: { access_token: token, refresh_token: '' } };
    }
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return {
        status: 401,
        body: {
          status: 401,
          type: '',
          message: 'You are not authenticated to perform the requested action.',
          trace_id: traceId(),
        },
      };
    }
    if (headers['x-product-instance-id'] !== keys.productInstanceId) {
      return {
        status: 422,
        body: errorBody(
          'ERR009',
          'invalid-instance-id',
          `Invalid Product Instance ID: ${String(headers['x-product-instance-id'])}`,
        ),
      };
    }
    const params = (b: unknown) =>
      Object.fromEntries(
        (
          (b as { customer: { billParameters: { name: string; value: string }[] } }).customer
            .billParameters ?? []
        ).map((p) => [p.name, p.value]),
      );
    switch (route) {
      case 'POST /recharge/validate': {
        const p = params(body);
        const amount = (body as { paymentDetails: { amount: number } }).paymentDetails.amount;
        const details = {
          mobile_number: p['Mobile Number'] ?? '',
          provider: p.Operator ?? '',
          service_type: 'M',
          is_special: false,
        };
        const refused =
          amount <= 0
            ? {
                code: '4',
                message: 'Amount Less Or Equalto Zero',
                failureReason: 'Amount Less Or Equalto Zero',
              }
            : scripts.get(p['Mobile Number'] ?? '')?.outcome === 'failure' &&
                scripts.get(p['Mobile Number'] ?? '')?.reason === 'invalid-amount'
              ? { code: '2', message: 'Invalid Amount.', failureReason: 'Invalid Amount' }
              : null;
        return {
          status: 200,
          body: {
            success: true,
            data: {
              error: refused,
              details,
              amount,
              ValidationRefNo: `LXMREN${String(++sequence).padStart(9, '0')}`,
              status: refused ? 'Validation Failed' : 'Validation Successful',
            },
            trace_id: traceId(),
          },
        };
      }
      case 'POST /recharge/request': {
        const p = params(body);
        const details = (body as { paymentDetails: { amount: number; paymentRefId: string } }).paymentDetails;
        if (!/^[A-Za-z0-9]{6,30}$/.test(details.paymentRefId)) {
          return {
            status: 422,
            body: errorBody(
              'ERR011',
              'input-params-invalid',
              "Value error, Invalid input: 'paymentRefId' should be alphanumeric: paymentRefId",
            ),
          };
        }
        if (recharges.has(details.paymentRefId)) {
          return {
            status: 500,
            body: errorBody(
              'ERR005',
              'duplicate-payment-ref-id',
              `Duplicate Payment Reference ID : ${details.paymentRefId}`,
            ),
          };
        }
        const mobile = p['Mobile Number'] ?? '';
        const script = scripts.get(mobile) ?? { outcome: 'success' as const };
        const recharge: FakeRecharge = {
          paymentRefId: details.paymentRefId,
          transactionRefId: `CYJSTPM${String(++sequence).padStart(8, '0')}`,
          operatorRefId: `OP${randomBytes(4).toString('hex').toUpperCase()}`,
          mobile,
          provider: p.Operator ?? '',
          location: p.Location ?? '',
          amountPaise: details.amount,
          status: 'Processing',
          failureReason: null,
        };
        if (walletPaise < details.amount) {
          recharge.status = 'Failure';
          recharge.failureReason = 'Insufficient balance';
        } else if (script.outcome === 'failure') {
          recharge.status = 'Failure';
          recharge.failureReason = script.reason ?? 'Recharge failed at operator';
        } else {
          walletPaise -= details.amount;
          if (script.outcome === 'success') recharge.status = 'Successful';
        }
        recharges.set(recharge.paymentRefId, recharge);
        return { status: 200, body: rechargeAnswer(recharge, 'request') };
      }
      case 'POST /recharge/status': {
        const { paymentRefId } = body as { paymentRefId: string };
        const recharge = recharges.get(paymentRefId);
        if (!recharge || statusesNotKnowing > 0) {
          statusesNotKnowing = Math.max(0, statusesNotKnowing - 1);
          return {
            status: 422,
            body: errorBody(
              'ERR003',
              'invalid-txn-ref-id',
              `Invalid Transaction Reference ID : ${paymentRefId}`,
            ),
          };
        }
        return { status: 200, body: rechargeAnswer(recharge, 'status') };
      }
      case 'POST /fetch-plans': {
        const p = params(body);
        const list = plans.get(`${p.Operator ?? ''}|${p.Location ?? ''}`);
        if (plansFailing || !list || !/^\d{10}$/.test(p['Mobile Number'] ?? '')) {
          return { status: 500, body: upstreamError() };
        }
        return { status: 200, body: { success: true, data: list, trace_id: traceId() } };
      }
      case 'POST /fetch-operator-details': {
        const mobile = params(body)['Mobile Number'] ?? '';
        const known = operators.get(mobile);
        if (!known) {
          // The documented 500 (the operator's directory did not answer).
          return {
            status: 500,
            body: {
              error: {
                code: 'ERR999',
                failureReason: 'upstream-connectivity-error',
                message: 'Upstream API Connectivity Error',
              },
              success: false,
              trace_id: traceId(),
            },
          };
        }
        return {
          status: 200,
          body: {
            success: true,
            data: {
              mobile_number: mobile,
              current_operator: known.operator,
              current_location: known.location,
              previous_operator: known.ported ? (known.previousOperator ?? 'airtel') : 'None',
              previous_location: known.ported ? known.location : 'None',
              ported: known.ported ?? false,
            },
            trace_id: traceId(),
          },
        };
      }
      case 'GET /wallet/balance':
        return {
          status: 200,
          body: { success: true, data: { balance: walletPaise / 100, currency: 'INR' }, trace_id: traceId() },
        };
      default:
        return { status: 404, body: { message: 'Not Found' } };
    }
  }

  function rechargeAnswer(recharge: FakeRecharge, kind: 'request' | 'status') {
    // A reversed recharge reads as a failure with the operator's reason in recharge/status (the documented values
    // are Successful, Processing and Failure).
    const status = recharge.status === 'REVERSED' ? 'Failure' : recharge.status;
    const error =
      status === 'Failure'
        ? kind === 'request'
          ? { code: 'ERR-RECHARGE', message: recharge.failureReason, failureReason: recharge.failureReason }
          : recharge.failureReason
        : null;
    return {
      success: true,
      data: {
        error,
        details: {
          mobile_number: recharge.mobile,
          provider: recharge.provider,
          service_type: 'M',
          is_postpaid: false,
          is_special: false,
        },
        amount: recharge.amountPaise,
        transactionRefId: recharge.transactionRefId,
        status,
        ...(status === 'Successful' ? { operatorRefId: recharge.operatorRefId } : {}),
      },
      trace_id: traceId(),
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const route = `${req.method} ${url.pathname}`;
      const lostLeft = lost.get(route) ?? 0;
      if (lostLeft > 0) {
        // Lost on the way: Setu never saw it.
        lost.set(route, lostLeft - 1);
        calls.push({ method: req.method ?? '', path: url.pathname, status: 'lost', body: jsonOf(chunks) });
        req.socket.destroy();
        return;
      }
      const refusal = refusals.get(route);
      if (refusal && refusal.times > 0) {
        // Answered by Setu's gateway before the API saw it (not in the OpenAPI file, so not checked against it).
        refusal.times--;
        calls.push({
          method: req.method ?? '',
          path: url.pathname,
          status: refusal.status,
          body: jsonOf(chunks),
        });
        res.writeHead(refusal.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            refusal.status === 429
              ? errorBody('ERR429', 'too-many-requests', 'Too Many Requests')
              : upstreamError(),
          ),
        );
        return;
      }
      const op = contract.get(route);
      let body: unknown = undefined;
      const raw = Buffer.concat(chunks).toString('utf8');
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          violations.push(`${route}: request body is not JSON`);
        }
      }
      let answer: Answer;
      const invalid: string[] = [];
      if (op) {
        for (const name of op.requiredHeaders) if (!req.headers[name]) invalid.push(`missing header ${name}`);
        if (op.request && !op.request(body)) invalid.push(JSON.stringify(op.request.errors));
      }
      if (invalid.length > 0) {
        violations.push(`${route} request: ${invalid.join('; ')}`);
        answer = { status: 422, body: errorBody('ERR011', 'input-params-invalid', invalid.join('; ')) };
      } else {
        answer = handle({ op, route, headers: req.headers, body });
      }
      if (op) {
        // The API's 401 is not in the OpenAPI: it is checked against the login's documented 401 answer.
        const validate =
          op.responses.get(answer.status) ??
          (answer.status === 401 ? contract.get('POST /v1/users/login')?.responses.get(401) : undefined);
        if (!validate)
          violations.push(`${route}: answered ${answer.status}, which the OpenAPI does not document`);
        else if (!validate(answer.body)) {
          violations.push(`${route} ${answer.status} answer: ${JSON.stringify(validate.errors)}`);
        }
      }
      const dropsLeft = drops.get(route) ?? 0;
      if (dropsLeft > 0 && answer.status === 200) {
        drops.set(route, dropsLeft - 1);
        calls.push({ method: req.method ?? '', path: url.pathname, status: 'dropped', body });
        req.socket.destroy();
        return;
      }
      calls.push({ method: req.method ?? '', path: url.pathname, status: answer.status, body });
      if (revokeAfter.delete(route)) tokens.clear();
      res.writeHead(answer.status, { 'content-type': 'application/json', 'x-trace-id': traceId() });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    keys,
    calls,
    violations,
    recharges,
    /** The environment that points the app at this fake. */
    env(extra: Record<string, string> = {}): Record<string, string> {
      return {
        RECHARGE_PROVIDER: 'setu',
        SETU_PREPAID_URL: url,
        SETU_PREPAID_AUTH_URL: url,
        SETU_PREPAID_CLIENT_ID: keys.clientId,
        SETU_PREPAID_SECRET: keys.secret,
        SETU_PREPAID_PRODUCT_INSTANCE_ID: keys.productInstanceId,
        ...extra,
      };
    },
    /** What the operator does with recharges of this number. */
    script(mobile: string, outcome: RechargeScript, reason?: string) {
      scripts.set(mobile, { outcome, ...(reason ? { reason } : {}) });
    },
    /** A pending recharge finishes, or a finished one is reversed by the operator. */
    settle(paymentRefId: string, status: 'Successful' | 'Failure' | 'REVERSED', reason?: string) {
      const recharge = recharges.get(paymentRefId);
      if (!recharge) throw new Error(`no recharge ${paymentRefId}`);
      recharge.status = status;
      if (status !== 'Successful') recharge.failureReason = reason ?? 'Transaction reversed by operator';
      if (status !== 'Successful') walletPaise += recharge.amountPaise;
      return recharge;
    },
    /** What fetch-operator-details answers for a number (unknown numbers: the documented 500 ERR999). */
    operatorOf(
      mobile: string,
      answer: { operator: string; location: string; ported?: boolean; previousOperator?: string },
    ) {
      operators.set(mobile, answer);
    },
    /** What fetch-plans answers for Setu's operator (`airtel`) and circle (`Delhi`); replaces the earlier list. */
    plansOf(operator: string, location: string, list: FakePlan[]) {
      plans.set(`${operator}|${location}`, list);
    },
    /** true: every fetch-plans call is the documented 500 (the provider is down). */
    failPlans(failing = true) {
      plansFailing = failing;
    },
    /** Every token issued so far stops working (the next API call is 401). */
    revokeTokens() {
      tokens.clear();
    },
    /** The next `times` successful answers of `route` (e.g. 'POST /recharge/request') are lost after taking effect. */
    dropAnswer(route: string, times = 1) {
      drops.set(route, times);
    },
    /** The next `times` recharge/status answers are ERR003 even for a known reference (Setu slow to index it). */
    statusNotKnowing(times = 1) {
      statusesNotKnowing = times;
    },
    /** The next `times` requests of `route` are lost before Setu sees them (the connection drops). */
    loseRequest(route: string, times = 1) {
      lost.set(route, times);
    },
    /** Every token stops working once `route` (e.g. 'POST /recharge/validate') has next been answered. */
    revokeTokensAfter(route: string) {
      revokeAfter.add(route);
    },
    /** The next `times` requests of `route` are answered `status` (429, 503, ...) without Setu acting on them. */
    refuseBeforeProcessing(route: string, status: number, times = 1) {
      refusals.set(route, { status, times });
    },
    setWalletBalance(rupees: number) {
      walletPaise = Math.round(rupees * 100);
    },
    count(pathName: string) {
      return calls.filter((c) => c.path === pathName).length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeSetuPrepaid = Awaited<ReturnType<typeof startFakeSetuPrepaid>>;
