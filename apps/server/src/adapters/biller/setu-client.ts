import type { FastifyBaseLogger } from 'fastify';

/**
 * The HTTP client of Setu BBPS BillPay v2 (vendor/setu-billpay/openapi/bbps-billpay-v2.json): the bearer token
 * (POST /api/v2/auth/token, cached until shortly before `expiresIn`, fetched again once when a call answers
 * 401), the X-PARTNER-ID header, a timeout per call, and the `traceId` of every answer logged with our order id.
 * The client secret travels in the token request's body only and is never logged. No business rules.
 */

export interface SetuClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  partnerId: string;
  log?: FastifyBaseLogger;
  /** Per call (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Setu's error envelope: `{ success: false, error: { code, message }, traceId }`. */
export class SetuApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly setuMessage: string,
    readonly traceId: string | null,
    readonly body: unknown = undefined,
  ) {
    super(`Setu BBPS answered ${status} ${code}: ${setuMessage}`);
    this.name = 'SetuApiError';
  }
}

/** The token request failed: the call it was for was never sent. */
export class SetuTokenError extends SetuApiError {
  constructor(error: SetuApiError) {
    super(error.status, error.code, error.setuMessage, error.traceId, error.body);
    this.name = 'SetuTokenError';
  }
}

/**
 * Setu did not act on the request (a 429, or the token could not be had): safe to send the same one again. A
 * request whose answer was lost is not one of these: it may have arrived.
 */
export const notSentToSetu = (err: unknown): boolean =>
  err instanceof SetuTokenError || (err instanceof SetuApiError && err.status === 429);

/** The network failed or the call timed out: the outcome is unknown (for a payment: ask its status). */
export class SetuUnreachableError extends Error {
  constructor(cause: unknown) {
    super('Setu BBPS could not be reached', { cause });
    this.name = 'SetuUnreachableError';
  }
}

/** A token is refreshed this long before Setu says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface SetuCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Logged with the traceId. */
  context?: Record<string, unknown>;
}

export interface SetuAnswer<T> {
  status: number;
  body: T;
  traceId: string | null;
}

const traceOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { traceId?: unknown }).traceId === 'string'
    ? (body as { traceId: string }).traceId
    : null;

function errorOf(status: number, body: unknown): SetuApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return new SetuApiError(
    status,
    typeof error?.code === 'string' ? error.code : `http-${status}`,
    typeof error?.message === 'string' ? error.message : 'no error message',
    traceOf(body),
    body,
  );
}

/** One request; its answer's body parsed as JSON (null when empty or not JSON). */
async function send(
  doFetch: typeof fetch,
  timeoutMs: number,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new SetuUnreachableError(err);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

export function createSetuClient(options: SetuClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; refreshAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const started = now();
    const { status, body } = await send(doFetch, timeoutMs, `${options.baseUrl}/api/v2/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ clientID: options.clientId, secret: options.clientSecret }),
    });
    const answer = body as { token?: unknown; expiresIn?: unknown } | null;
    if (status !== 200 || typeof answer?.token !== 'string' || typeof answer.expiresIn !== 'number') {
      // The error only: the request body (with the secret) is never part of it.
      throw new SetuTokenError(errorOf(status, body));
    }
    const lifetimeMs = answer.expiresIn * 1000;
    token = {
      value: answer.token,
      refreshAt: started + Math.max(lifetimeMs / 2, lifetimeMs - TOKEN_MARGIN_MS),
    };
    options.log?.debug({ traceId: traceOf(body), expiresIn: answer.expiresIn }, 'Setu BBPS token fetched');
    return answer.token;
  }

  /** The cached token, or a new one (one token request at a time, whoever asks). */
  async function currentToken(force = false): Promise<string> {
    if (!force && token && now() < token.refreshAt) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function call<T>(request: SetuCall): Promise<SetuAnswer<T>> {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) query.set(k, v);
    const url = `${options.baseUrl}${request.path}${query.size > 0 ? `?${query.toString()}` : ''}`;
    const attempt = async (force: boolean) => {
      const bearer = await currentToken(force);
      return send(doFetch, timeoutMs, url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${bearer}`,
          'x-partner-id': options.partnerId,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    };
    let answer = await attempt(false);
    if (answer.status === 401) {
      // The token expired early or was revoked: one new token, one more try.
      token = null;
      answer = await attempt(true);
    }
    const traceId = traceOf(answer.body);
    options.log?.info(
      { ...request.context, path: request.path, status: answer.status, traceId },
      'Setu BBPS call',
    );
    if (answer.status >= 400 && answer.status !== 409) throw errorOf(answer.status, answer.body);
    return { status: answer.status, body: answer.body as T, traceId };
  }

  return { call, errorOf };
}

export type SetuClient = ReturnType<typeof createSetuClient>;
