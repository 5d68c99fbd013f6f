/**
 * A small typed client of Setu's "Prepaid Mobile Recharge" API (plain `fetch`), written from the public OpenAPI
 * file and guides kept in ../shared/vendor/setu-billpay (SetuHQ/docs at b658bee, 2026-04-27):
 * `openapi/prepaid-recharge-v1.json` (servers https://prepaid-uat.setu.co and https://prepaid.setu.co) and
 * `docs/mobile-prepaid-recharge_*.mdx`. It knows nothing of our orders.
 *
 * - Token: `POST {authUrl}/v1/users/login` with `{ ClientID, Secret, grant_type: 'client_credentials' }` answers
 *   `{ access_token, refresh_token }` (401 on wrong keys). The answer has no lifetime: when the token is a JWT its
 *   `exp` is used (less a minute), otherwise it is kept until the API answers 401. Every other call sends
 *   `Authorization: Bearer {token}` and `X-PRODUCT-INSTANCE-ID`; a 401 drops the token, logs in again and retries
 *   the call once.
 * - `POST /recharge/validate`, `/recharge/request` (amount in paise, `paymentRefId` alphanumeric, 6 to 30
 *   characters, unique per transaction; a second request with the same one is ERR005 duplicate-payment-ref-id),
 *   `/recharge/status` ({ paymentRefId }; an unknown one is 422 ERR003 invalid-txn-ref-id), `/fetch-operator-details`,
 *   `/fetch-plans`, `GET /wallet/balance`. Errors are `{ success: false, error: { code, message, failureReason },
 *   trace_id }`.
 *
 * Errors: SetuPrepaidError with the HTTP status (0: no answer) and Setu's code; `retryable` for 5xx, 408/429, a
 * network failure or no answer in time (the outcome of a POST is unknown). The secret and the token are never part
 * of a message, never logged, and not enumerable properties of the client.
 */

export const SETU_PREPAID_DEFAULT_TIMEOUT_MS = 15_000;
/** A token is dropped this long before its JWT `exp`, so a call never starts with one about to expire. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export interface SetuPrepaidClientOptions {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  secret: string;
  productInstanceId: string;
  timeoutMs?: number;
  /** The clock token expiry is measured with (tests). */
  now?: () => number;
}

export interface SetuBillParameter {
  name: 'Mobile Number' | 'Operator' | 'Location';
  value: string;
}

export interface SetuRechargeCustomer {
  billParameters: SetuBillParameter[];
  mobile: string;
}

export interface SetuRechargeDetails {
  mobile_number?: string;
  provider?: string;
  service_type?: string;
  is_postpaid?: boolean;
  is_special?: boolean;
}

/** `data` of recharge/request and recharge/status. */
export interface SetuRechargeData {
  error?: unknown;
  details?: SetuRechargeDetails;
  amount?: number;
  transactionRefId?: string;
  /** Successful | Processing | Failure */
  status?: string;
  operatorRefId?: string;
}

/** `data` of recharge/validate. */
export interface SetuValidationData {
  error?: { code: string; message: string; failureReason: string } | null;
  details?: SetuRechargeDetails;
  amount?: number;
  ValidationRefNo?: string;
  /** Validation Successful | Validation Failed */
  status?: string;
}

/** `data` of fetch-operator-details. */
export interface SetuOperatorDetails {
  mobile_number: string;
  /** jio | airtel | vi | bsnl | mtnl */
  current_operator: string;
  /** Setu's circle name (Delhi, Maharashtra, ...; All or IND when it names none). */
  current_location: string;
  previous_operator: string;
  previous_location: string;
  ported: boolean;
}

/** One plan of fetch-plans (`amount` in paise: the documented ₹10 top-up is 1000 with "Talktime : Rs 7.47"). */
export interface SetuPlan {
  amount: number;
  plan_name: string;
  plan_description: string;
  talktime: string;
  validity: string;
  service_provider: string;
}

export interface SetuWalletData {
  balance?: number;
  currency?: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  trace_id: string;
}

export class SetuPrepaidError extends Error {
  readonly retryable: boolean;
  constructor(
    readonly operation: string,
    /** 0 when Setu did not answer. */
    readonly status: number,
    /** Setu's error code (ERR003, ERR005, ...), when it sent one. */
    readonly code: string | null,
    readonly failureReason: string | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SetuPrepaidError';
    this.retryable = status === 0 || status >= 500 || status === 408 || status === 429;
  }
}

const LOGIN = 'POST /v1/users/login';

/**
 * The call provably never reached Setu's API, so the same request may be sent again: a 429, the login before it
 * failing, or the connection refused. A request whose answer was lost (timeout, reset, 5xx) is not one: it may
 * have been acted on.
 */
export function neverReachedSetu(err: unknown): boolean {
  if (!(err instanceof SetuPrepaidError)) return false;
  if (err.status === 429 || err.operation === LOGIN) return true;
  const cause = (err.cause as { cause?: { code?: unknown } } | undefined)?.cause;
  return err.status === 0 && cause?.code === 'ECONNREFUSED';
}

/** Setu's code for a paymentRefId it does not know (recharge/status). */
export const SETU_UNKNOWN_REFERENCE = 'ERR003';
/** Setu's code for a second recharge/request with a paymentRefId already used. */
export const SETU_DUPLICATE_REFERENCE = 'ERR005';

/** The `exp` of a JWT in ms, when the token is one and says; undefined otherwise. */
function jwtExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const exp = (JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export interface SetuPrepaidClient {
  validate(body: {
    customer: SetuRechargeCustomer;
    paymentDetails: { amount: number };
  }): Promise<Envelope<SetuValidationData>>;
  request(body: {
    customer: SetuRechargeCustomer;
    paymentDetails: {
      amount: number;
      mode: 'Wallet' | 'UPI' | 'Internet Banking' | 'Debit Card' | 'Credit Card';
      paymentParams: unknown[];
      paymentRefId: string;
      timestamp: string;
    };
  }): Promise<Envelope<SetuRechargeData>>;
  status(paymentRefId: string): Promise<Envelope<SetuRechargeData>>;
  walletBalance(): Promise<Envelope<SetuWalletData>>;
  operatorDetails(mobile: string): Promise<Envelope<SetuOperatorDetails>>;
  /** The plans of Setu's operator (`airtel`) and circle (`Delhi`), asked with a 10-digit number of that pair. */
  fetchPlans(query: { mobile: string; operator: string; location: string }): Promise<Envelope<SetuPlan[]>>;
}

export function createSetuPrepaidClient(options: SetuPrepaidClientOptions): SetuPrepaidClient {
  const timeoutMs = options.timeoutMs ?? SETU_PREPAID_DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  // Closed over, never properties: a logged client shows neither.
  const { secret } = options;
  let token: { value: string; expiresAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function send(
    operation: string,
    url: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: { accept: 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SetuPrepaidError(operation, 0, null, null, `Setu did not answer ${operation}.`, {
        cause: err,
      });
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  function failure(operation: string, status: number, body: unknown): SetuPrepaidError {
    const error = (body as { error?: { code?: unknown; message?: unknown; failureReason?: unknown } } | null)
      ?.error;
    const code = typeof error?.code === 'string' ? error.code : null;
    const reason = typeof error?.failureReason === 'string' ? error.failureReason : null;
    const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
    return new SetuPrepaidError(
      operation,
      status,
      code,
      reason,
      `Setu refused ${operation}: ${message}`.slice(0, 300),
    );
  }

  async function login(): Promise<string> {
    const operation = LOGIN;
    const { status, body } = await send(operation, `${options.authUrl}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { ClientID: options.clientId, Secret: secret, grant_type: 'client_credentials' },
    });
    const accessToken = (body as { access_token?: unknown } | null)?.access_token;
    if (status !== 200 || typeof accessToken !== 'string' || accessToken === '') {
      throw failure(operation, status, body);
    }
    const exp = jwtExpiry(accessToken);
    token = {
      value: accessToken,
      expiresAt: exp === undefined ? Number.POSITIVE_INFINITY : exp - TOKEN_EXPIRY_MARGIN_MS,
    };
    return accessToken;
  }

  async function currentToken(): Promise<string> {
    if (token && now() < token.expiresAt) return token.value;
    token = null;
    // Calls made at once share one login.
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    const operation = `${method} ${path}`;
    for (let attempt = 0; ; attempt++) {
      const bearer = await currentToken();
      const answer = await send(operation, `${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          'x-product-instance-id': options.productInstanceId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
      });
      if (answer.status === 401 && attempt === 0) {
        // Expired or revoked early: log in again and retry once.
        if (token?.value === bearer) token = null;
        continue;
      }
      const envelope = answer.body as Envelope<T> | null;
      if (
        answer.status !== 200 ||
        !envelope ||
        envelope.success !== true ||
        typeof envelope.data !== 'object'
      ) {
        throw failure(operation, answer.status, answer.body);
      }
      return envelope;
    }
  }

  return {
    validate: (body) => call<SetuValidationData>('POST', '/recharge/validate', body),
    request: (body) => call<SetuRechargeData>('POST', '/recharge/request', body),
    status: (paymentRefId) => call<SetuRechargeData>('POST', '/recharge/status', { paymentRefId }),
    walletBalance: () => call<SetuWalletData>('GET', '/wallet/balance'),
    operatorDetails: (mobile) =>
      call<SetuOperatorDetails>('POST', '/fetch-operator-details', {
        customer: { billParameters: [{ name: 'Mobile Number', value: mobile }], mobile },
      }),
    fetchPlans: ({ mobile, operator, location }) =>
      call<SetuPlan[]>('POST', '/fetch-plans', {
        customer: {
          billParameters: [
            { name: 'Mobile Number', value: mobile },
            { name: 'Operator', value: operator },
            { name: 'Location', value: location },
          ],
          mobile,
        },
      }),
  };
}
