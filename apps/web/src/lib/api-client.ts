import type { ErrorCode, FieldErrorCode } from '@paywise/domain/contracts/errors';
import type { LastBillPayment } from '@paywise/domain/contracts/orders';
import { isNetworkError, reportNetworkFailure } from './connectivity';
import { i18n } from './i18n/i18n';
import { sessionStore } from './session-store';

/** What an error answer may carry besides its message and fields (decision 0028). */
export interface ApiErrorDetails {
  /** The answer's stable code: what the app branches on, never the status or the text. */
  code?: ErrorCode;
  fieldCodes?: Record<string, FieldErrorCode>;
  /** The answer's Retry-After in seconds (a 429 or 503 that says when to come back). */
  retryAfterSeconds?: number;
  /** BILL_RECENTLY_PAID: the account's last payment, for the page to ask whether to pay again. */
  lastPayment?: LastBillPayment;
}

/**
 * A non-2xx answer of the API. `serverMessage` is the server's own text, when it sent one; `code` its stable code
 * (none on a proxy's page). The code is not checked against ERROR_CODES at run time (the list would weigh on the
 * first page's JavaScript): one this app does not know yet matches no `hasErrorCode`, and its message shows.
 */
export class ApiError extends Error implements ApiErrorDetails {
  readonly status: number;
  readonly serverMessage?: string;
  readonly fields?: Record<string, string>;
  declare readonly code?: ErrorCode;
  declare readonly fieldCodes?: Record<string, FieldErrorCode>;
  declare readonly retryAfterSeconds?: number;
  declare readonly lastPayment?: LastBillPayment;

  constructor(
    status: number,
    serverMessage?: string,
    { fields, ...details }: ApiErrorDetails & { fields?: Record<string, string> } = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
    Object.assign(this, details);
  }
}

/** Whether `error` is an API answer with one of `codes`. */
export const hasErrorCode = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  error instanceof ApiError && codes.includes(error.code!);

/** The API refused the session (no token, or one expired or revoked): sign in again. */
export const isSessionRefused = (error: unknown) => hasErrorCode(error, 'UNAUTHENTICATED', 'SESSION_EXPIRED');

/**
 * What to tell the customer about a failed call (docs/product.md#messages): in English the server's message
 * exactly; in another language the catalogue's text for the answer's code (`error.<CODE>`, lib/api-errors.ts),
 * else the server's message; with no message at all, the screen's fallback text (which the screen translates).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const id = error.code ? `error.${error.code}` : null;
  if (id && i18n.locale !== 'en' && i18n.messages[id] !== undefined) return i18n._(id);
  return error.serverMessage || fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<ApiError> {
  const retryAfterSeconds = Number(response.headers.get('retry-after')) || undefined;
  try {
    const body = (await response.json()) as {
      message?: unknown;
      fields?: Record<string, string>;
    } & ApiErrorDetails;
    const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
    return new ApiError(response.status, message, {
      fields: body?.fields,
      code: body?.code,
      fieldCodes: body?.fieldCodes,
      retryAfterSeconds,
      ...(body?.lastPayment ? { lastPayment: body.lastPayment } : {}),
    });
  } catch {
    return new ApiError(response.status, undefined, { retryAfterSeconds });
  }
}

/** Calls `/api{path}`, with the session's bearer token when there is one. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (session) headers.authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    // No answer at all: the offline screen appears if the server cannot be reached (lib/connectivity.ts).
    if (isNetworkError(error)) reportNetworkFailure();
    throw error;
  }
  if (!response.ok) {
    const error = await readError(response);
    if (isSessionRefused(error) && session) {
      // The token was refused (expired, revoked): the session is over, whichever call noticed it.
      if (sessionStore.get()?.token === session.token) sessionStore.set(null);
      // A public read (company details in the header and footer, plans) must not fail for a visitor just
      // because a stale token went with it: ask once more without it. A customer-only read stays a 401.
      if (method === 'GET' && !sessionStore.get()) {
        try {
          return await apiRequest<T>(path, options);
        } catch (retryError) {
          throw isSessionRefused(retryError) ? error : retryError;
        }
      }
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Logout on the server: ends the session of `token`, which the caller has already forgotten (so it is sent here,
 * not by apiRequest). Sent even while the page is left; its outcome changes nothing here (offline, the token
 * still ends with its idle timeout).
 */
export function endServerSession(token: string): void {
  void fetch('/api/auth/logout', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: '{}',
    keepalive: true,
  }).catch(() => undefined);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
