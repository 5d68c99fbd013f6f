/**
 * One HTTP request to Razorpay's REST API and its answer mapped to a value or to a RazorpayError (see
 * razorpay-errors.ts), plus the checks of what goes into a request (ids in the path, amounts) and comes out of it
 * (collections). The key secret is never logged and never part of a message: whatever Razorpay echoes is redacted.
 */
import type { RazorpayCollection, RazorpayErrorDetail } from './razorpay-entities';
import { RazorpayAuthError, RazorpayRequestError, RazorpayUnavailableError } from './razorpay-errors';

export const ORDER_ID = /^order_[A-Za-z0-9]+$/;
export const PAYMENT_ID = /^pay_[A-Za-z0-9]+$/;
export const REFUND_ID = /^rfnd_[A-Za-z0-9]+$/;
const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/** What a request needs of its client; the client keeps it in a private field (it holds the credentials). */
export interface RazorpayConnection {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Named in a 401's message (the key id is not a secret). */
  readonly keyId: string;
  /** `Basic base64(key_id:key_secret)`. */
  readonly authorization: string;
  /** Blanks out the key secret wherever it appears in `text`. */
  readonly redact: (text: string) => string;
}

/** One call to Razorpay's REST API: `path` from the API's root, `body` sent as JSON. */
export interface RazorpayRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  extraHeaders?: Record<string, string>;
}

export async function requestRazorpay<T>(
  connection: RazorpayConnection,
  { method, path, body, extraHeaders }: RazorpayRequest,
): Promise<T> {
  const operation = `${method} ${path.split('?')[0]}`;
  const headers: Record<string, string> = {
    authorization: connection.authorization,
    accept: 'application/json',
    ...extraHeaders,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let status: number;
  let text: string;
  try {
    const response = await fetch(`${connection.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    const message = timedOut
      ? `Razorpay did not answer ${operation} within ${connection.timeoutMs} ms; try again later.`
      : `Razorpay could not be reached for ${operation} (${connection.redact(describe(cause))}); try again later.`;
    throw new RazorpayUnavailableError(message, { operation, cause });
  }

  const parsed = parseJson(text);
  if (status >= 200 && status < 300) {
    if (parsed === undefined || parsed === null || typeof parsed !== 'object') {
      throw new RazorpayUnavailableError(
        `Razorpay answered ${operation} with HTTP ${status} and a body that is not JSON; try again later.`,
        { operation, status },
      );
    }
    return parsed as T;
  }

  const detail = detailOf(parsed, connection.redact);
  const said = detail ? `: ${detail.description}` : '';
  if (status === 401) {
    throw new RazorpayAuthError(
      `Razorpay rejected the key id/secret (HTTP 401 on ${operation}, key id ${connection.keyId})${said}. ` +
        'Check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (test keys only work in test mode).',
      { operation, status, detail },
    );
  }
  if (status >= 500 || RETRYABLE_STATUSES.has(status)) {
    throw new RazorpayUnavailableError(
      `Razorpay is unavailable for ${operation} (HTTP ${status}${detail ? ` ${detail.code}` : ''})${said}; try again later.`,
      { operation, status, detail },
    );
  }
  throw new RazorpayRequestError(
    `Razorpay refused ${operation} (HTTP ${status}${detail ? ` ${detail.code}` : ''})${said || ': no error description'}`,
    { operation, status, detail },
  );
}

/** Razorpay's error object, with anything that happens to contain the key secret blanked out. */
function detailOf(parsed: unknown, redact: (text: string) => string): RazorpayErrorDetail | undefined {
  if (!parsed || typeof parsed !== 'object' || !('error' in parsed)) return undefined;
  const error = (parsed as { error: unknown }).error;
  if (!error || typeof error !== 'object') return undefined;
  const raw = error as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? redact(value) : null);
  return {
    code: text(raw.code) ?? 'UNKNOWN_ERROR',
    description: text(raw.description) ?? '',
    source: text(raw.source),
    step: text(raw.step),
    reason: text(raw.reason),
    field: text(raw.field),
    metadata:
      raw.metadata && typeof raw.metadata === 'object' ? (raw.metadata as Record<string, unknown>) : {},
  };
}

export function requirePaise(amount: number, operation: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RazorpayRequestError(`${operation}: the amount must be a positive whole number of paise.`, {
      operation,
    });
  }
}

/** Ids go into the URL path: only Razorpay's own id shape is let through (no `/`, `..`, `?`). */
export function checkId(
  id: string,
  { shape, kind, operation }: { shape: RegExp; kind: string; operation: string },
): string {
  if (typeof id !== 'string' || !shape.test(id)) {
    throw new RazorpayRequestError(
      `${operation}: ${JSON.stringify(String(id).slice(0, 40))} is not a Razorpay ${kind} id.`,
      { operation },
    );
  }
  return id;
}

export function itemsOf<T>(collection: RazorpayCollection<T>, operation: string): T[] {
  if (!Array.isArray(collection.items)) {
    throw new RazorpayUnavailableError(`Razorpay answered ${operation} without a list of items.`, {
      operation,
    });
  }
  return collection.items;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? cause.cause : undefined;
  const code = inner && 'code' in inner && typeof inner.code === 'string' ? inner.code : undefined;
  return code ? `${cause.message}: ${code}` : inner ? `${cause.message}: ${inner.message}` : cause.message;
}
