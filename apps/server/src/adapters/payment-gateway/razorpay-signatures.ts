/**
 * The two Razorpay signatures: payment = hex HMAC-SHA256 of `order_id + "|" + razorpay_payment_id` keyed with the
 * key secret; webhook = hex HMAC-SHA256 of the raw body keyed with the webhook secret, in `X-Razorpay-Signature`
 * (links in razorpay-client.ts). Compared in constant time, as the official razorpay-node SDK does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, message: string | Uint8Array) =>
  createHmac('sha256', secret).update(message).digest('hex');

export const requireSecret = (secret: string, what: string) => {
  if (typeof secret !== 'string' || secret.length === 0) {
    // An empty HMAC key is a key everyone knows: refuse instead of accepting forged signatures.
    throw new TypeError(`The Razorpay ${what} is not configured.`);
  }
};

/** Constant-time comparison of two hex signatures; false (never an exception) for anything malformed. */
function sameSignature(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `orderId|paymentId` keyed with the key secret. */
export function signPayment(input: { orderId: string; paymentId: string; keySecret: string }): string {
  requireSecret(input.keySecret, 'key secret');
  return hmacHex(input.keySecret, `${input.orderId}|${input.paymentId}`);
}

/**
 * Checks the `razorpay_signature` Checkout hands the customer's browser. Use the order id stored on our side,
 * never one taken from the same request.
 */
export function verifyPaymentSignature(input: {
  orderId: string;
  paymentId: string;
  signature: unknown;
  keySecret: string;
}): boolean {
  return sameSignature(signPayment(input), input.signature);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body keyed with the webhook secret. */
export function signWebhook(input: { rawBody: string | Uint8Array; webhookSecret: string }): string {
  requireSecret(input.webhookSecret, 'webhook secret');
  return hmacHex(input.webhookSecret, input.rawBody);
}

/** Checks `X-Razorpay-Signature` against the raw body exactly as received (never re-serialised JSON). */
export function verifyWebhookSignature(input: {
  rawBody: string | Uint8Array;
  signature: unknown;
  webhookSecret: string;
}): boolean {
  return sameSignature(signWebhook(input), input.signature);
}
