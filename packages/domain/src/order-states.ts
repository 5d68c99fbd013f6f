/**
 * The order state machine: the one place that says which statuses exist and how an order may move between them.
 * The server's orders module changes a status only along these edges (one conditional statement per change, with
 * its event); the web app reads FINAL_STATUSES to know when an order page may stop polling.
 *
 *   Payment Pending ──► Processing ──► Completed      (paid, then fulfilled by the biller)
 *         │                  └───────► Refunded       (paid, the biller failed: the payment went back)
 *         └────────────► Failed                       (not paid: declined, or never completed in time)
 */
export const ORDER_STATUSES = ['Payment Pending', 'Processing', 'Completed', 'Failed', 'Refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'Payment Pending': ['Processing', 'Failed'],
  Processing: ['Completed', 'Refunded'],
  Completed: [],
  Failed: [],
  Refunded: [],
};

/** An order in one of these never changes again. */
export const FINAL_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => ORDER_TRANSITIONS[status].length === 0,
);
/** An order in one of these is still being worked on (by its request, or by the sweeper). */
export const NON_FINAL_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => ORDER_TRANSITIONS[status].length > 0,
);

/**
 * A stored or received status as the state machine's: a known status, matched ignoring case and spaces around it;
 * undefined for anything else (never guessed: displayStatus() is only for showing a status).
 */
export function parseOrderStatus(status: string | null | undefined): OrderStatus | undefined {
  const wanted = (status ?? '').trim().toLowerCase();
  return ORDER_STATUSES.find((known) => known.toLowerCase() === wanted);
}

/** parseOrderStatus() for a status that must be known (an order row's): throws on anything else. */
export function orderStatusOf(status: string | null | undefined): OrderStatus {
  const parsed = parseOrderStatus(status);
  if (!parsed) throw new Error(`unknown order status ${JSON.stringify(status)}`);
  return parsed;
}

export const isFinalStatus = (status: OrderStatus) => ORDER_TRANSITIONS[status].length === 0;

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/**
 * Checks a path of statuses an order is to take from `from` (e.g. Payment Pending → Processing → Completed) and
 * returns it; throws on an edge the machine does not have (a programming error, never a customer's).
 */
export function checkedPath(from: OrderStatus, path: readonly OrderStatus[]): readonly OrderStatus[] {
  if (path.length === 0) throw new Error('An order transition needs at least one status');
  let at = from;
  for (const next of path) {
    if (!canTransition(at, next)) throw new Error(`An order cannot move from ${at} to ${next}`);
    at = next;
  }
  return path;
}

/**
 * What a customer reads about a refunded order whose refund has a record: its dates are shown with it (the refund
 * clock, docs/decisions/0024).
 */
export const refundStartedNotice = (amountText: string) => `${amountText} refunded to your payment source.`;

/** What a customer reads about a refunded order without a refund record (orders refunded before the clock). */
export const refundNotice = (amountText: string) =>
  `${refundStartedNotice(amountText)} Refunds take 5–7 working days.`;

/** Why a captured payment was refunded instead of paying its order (payment_refunds.reason, lateRefunds.reason). */
export const REFUND_NOT_PAYABLE = 'Paid after the order stopped taking payments.';
export const REFUND_SECOND = 'A second payment for an order already paid.';
export const REFUND_MISMATCH = 'The amount or currency paid did not match the order.';
export const REFUND_AT_GATEWAY = 'Refunded at the payment gateway.';

/** The payment, per reason, as the subject of "… was refunded on …". */
const LATE_PAYMENT: Record<string, (amountText: string) => string> = {
  [REFUND_NOT_PAYABLE]: (amount) => `${amount} paid after the order closed`,
  [REFUND_SECOND]: (amount) => `A second payment of ${amount} for this order`,
  [REFUND_MISMATCH]: (amount) => `${amount} paid that did not match the order amount`,
};

/**
 * What a customer reads about a payment the order could not take: "₹X paid after the order closed was refunded
 * on DD-MM-YYYY", or "… is being refunded" until the gateway confirms. `amountText` and `refundedOn` come
 * formatted (formatInr, formatDate); a refund without a date yet reads as being refunded.
 */
export function lateRefundNotice(
  refund: { reason: string; status: 'pending' | 'refunded' },
  {
    amountText,
    refundedOn,
    withClock = false,
  }: {
    amountText: string;
    refundedOn: string | null;
    /** The order shows its refunds with their dates (the refund clock, docs/decisions/0024): no generic days. */
    withClock?: boolean;
  },
): string {
  const what = (LATE_PAYMENT[refund.reason] ?? ((amount: string) => `${amount} paid for this order`))(
    amountText,
  );
  if (refund.status === 'refunded' && refundedOn) {
    return refund.reason === REFUND_AT_GATEWAY
      ? `${what} was refunded at the payment gateway on ${refundedOn}.`
      : `${what} was refunded on ${refundedOn}.`;
  }
  return withClock
    ? `${what} is being refunded: its dates are under Refund.`
    : `${what} is being refunded. Refunds take 5–7 working days.`;
}
