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

/** What a customer reads about a refunded order. */
export const refundNotice = (amountText: string) =>
  `${amountText} refunded to your payment source. Refunds take 5–7 working days.`;
