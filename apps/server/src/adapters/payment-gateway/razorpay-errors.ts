/**
 * The errors of the Razorpay client: 401 → RazorpayAuthError (fix the configuration); other 4xx →
 * RazorpayRequestError with Razorpay's description; 5xx, 408/409/429, a network failure or no answer within the
 * timeout → RazorpayUnavailableError, `retryable: true`.
 */
import type { RazorpayErrorDetail } from './razorpay-entities';

interface RazorpayErrorFields {
  operation: string;
  status?: number;
  detail?: RazorpayErrorDetail;
  cause?: unknown;
}

export class RazorpayError extends Error {
  /** True when asking again later may succeed (the order is left for the sweeper). */
  readonly retryable: boolean;
  /** e.g. `POST /orders`. */
  readonly operation: string;
  /** The HTTP status, when Razorpay answered. */
  readonly status: number | undefined;
  /** Razorpay's error object, when it sent one. */
  readonly detail: RazorpayErrorDetail | undefined;

  protected constructor(message: string, fields: RazorpayErrorFields, retryable: boolean) {
    super(message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.name = new.target.name;
    this.retryable = retryable;
    this.operation = fields.operation;
    this.status = fields.status;
    this.detail = fields.detail;
  }
}

/** 401: the key id or secret is wrong (or a test key is used in live mode). Not retryable: fix the configuration. */
export class RazorpayAuthError extends RazorpayError {
  constructor(message: string, fields: RazorpayErrorFields) {
    super(message, fields, false);
  }
}

/** Razorpay refused the request (4xx other than 401/408/409/429); `detail.description` says why. Not retryable. */
export class RazorpayRequestError extends RazorpayError {
  constructor(message: string, fields: RazorpayErrorFields) {
    super(message, fields, false);
  }
}

/** 5xx, 408, 409, 429, a network failure or no answer in time. Retryable: the outcome of a POST is unknown. */
export class RazorpayUnavailableError extends RazorpayError {
  constructor(message: string, fields: RazorpayErrorFields) {
    super(message, fields, true);
  }
}
