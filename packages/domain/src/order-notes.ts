/**
 * What the server writes on an order for the customer to read: its failure reason (orders.failure_reason) and the
 * note of each status it entered (order_events.note). Each text the server writes itself has a stable code here,
 * so the web app can say it in the customer's language while the database and the API keep the English
 * text, word for word as before. The server writes these constants; the web reads a stored text back to its code
 * with `orderNoteOf` and shows a text without one (a gateway's or a provider's own words) as it was stored.
 */
export const ORDER_NOTES = {
  ORDER_CREATED: 'Order created',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_NOT_STARTED: 'The payment could not be started. Please try again.',
  PAYMENT_NOT_COMPLETED: 'Payment not completed',
  PAYMENT_NOT_CAPTURED: 'The payment has not been completed.',
  FULFILMENT_FAILED: 'The operator could not complete this order.',
  RECHARGE_FAILED: 'The operator could not complete this recharge.',
  RECHARGE_NOT_SENT:
    'The recharge could not be sent to the operator; your payment is refunded. Please try again.',
  RECHARGE_REVERSED: 'The operator reversed this recharge.',
  RECHARGE_REVERSED_AFTER_COMPLETION:
    'The operator reversed this recharge after it was completed; your payment is refunded.',
  BILL_REVERSED_AFTER_COMPLETION:
    'The biller reversed this payment after it was completed; your payment is refunded.',
  BILLER_DOWN: 'The biller is not accepting requests right now. Please try again in a few minutes.',
  BILLER_INVALID_ACCOUNT:
    'The biller could not find a bill for these details. Please check the number and try again.',
  BILLER_ALREADY_PAID: 'This bill has already been paid.',
  BILLER_PAYMENT_FAILED: 'The biller could not accept this payment.',
  BILLER_NOT_A_BILL: 'This order cannot be delivered through Bharat Connect, which pays fetched bills only.',
  SANDBOX_DECLINED: 'Payment declined by the bank (sandbox test identifier ending in 0000).',
  SANDBOX_CARD_DECLINED: 'Card declined by the bank (sandbox: card 4111 1111 1111 1111 pays).',
  SANDBOX_BILLER_FAILED:
    'The operator could not complete this recharge (sandbox test identifier ending in 2222).',
} as const;

export type OrderNoteCode = keyof typeof ORDER_NOTES;

/** Notes that name a reference after their words: "Payment captured: pay_…". */
export const ORDER_REFERENCE_NOTES = {
  PAYMENT_CAPTURED: 'Payment captured: ',
  FULFILLED: 'Fulfilled: ',
  REFUNDED: 'Refunded: ',
} as const;

export type OrderReferenceNoteCode = keyof typeof ORDER_REFERENCE_NOTES;

/** A note naming a reference, as the server writes it: `referenceNote('FULFILLED', 'OP123')` → "Fulfilled: OP123". */
export const referenceNote = (code: OrderReferenceNoteCode, reference: string) =>
  `${ORDER_REFERENCE_NOTES[code]}${reference}`;

/** How a reason from a provider follows our sentence ("… Reason: Operator down"). */
const REASON_SEPARATOR = ' Reason: ';

/** Our sentence, then a provider's words when it gave any (at most 200 characters: an order's failure reason). */
export const noteWithReason = (code: OrderNoteCode, why: string | null | undefined) =>
  (why && why.trim() !== ''
    ? `${ORDER_NOTES[code]}${REASON_SEPARATOR}${why.trim()}`
    : ORDER_NOTES[code]
  ).slice(0, 200);

/** A stored note read back: its code, and the reference or the provider's words it carries. */
export type OrderNote =
  { code: OrderNoteCode; reason?: string } | { code: OrderReferenceNoteCode; reference: string };

const BY_TEXT = new Map<string, OrderNoteCode>(
  (Object.entries(ORDER_NOTES) as [OrderNoteCode, string][]).map(([code, text]) => [text, code]),
);

/** The code of a note or failure reason the server wrote (see ORDER_NOTES), or null for any other text. */
export function orderNoteOf(text: string | null | undefined): OrderNote | null {
  if (!text) return null;
  const known = BY_TEXT.get(text);
  if (known) return { code: known };
  for (const [code, prefix] of Object.entries(ORDER_REFERENCE_NOTES) as [OrderReferenceNoteCode, string][]) {
    if (text.startsWith(prefix) && text.length > prefix.length)
      return { code, reference: text.slice(prefix.length) };
  }
  const at = text.indexOf(REASON_SEPARATOR);
  if (at > 0) {
    const base = BY_TEXT.get(text.slice(0, at));
    const reason = text.slice(at + REASON_SEPARATOR.length);
    if (base && reason !== '') return { code: base, reason };
  }
  return null;
}
