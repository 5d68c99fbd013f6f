/**
 * What a refund through the client gives back, and the `X-Refund-Idempotency` key of a refund (at least 10
 * characters of letters, digits, `-`, `_`; the same key with another body is a 400, a request while the first is
 * still processed a 409): https://razorpay.com/docs/api/refunds/normal-refunds-idempotent
 */
import { createHash } from 'node:crypto';
import type { RazorpayRefund } from './razorpay-entities';

export interface RefundOnceResult {
  refund: RazorpayRefund;
  /** False when an existing refund was reused (this call, or an earlier one, already gave the money back). */
  created: boolean;
}

/** Idempotency key of the refund of one payment for one receipt; a new key only after a refund failed. */
export function refundIdempotencyKey(paymentId: string, receipt: string, failedBefore = 0): string {
  const digest = createHash('sha256').update(`${paymentId}|${receipt}|${failedBefore}`).digest('hex');
  return `rfnd_${digest.slice(0, 32)}`;
}
