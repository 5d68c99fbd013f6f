import type { DisplayType } from './catalogue/types';

/**
 * Bharat Connect (BBPS) complaints: when one may be raised about a payment (Setu's guide "Harmonization of TAT",
 * decision 0034), for the server (which refuses one raised too early) and the web app (which says from when). Apart
 * from bbps.ts, which the first page loads: only the order and complaint pages need this.
 */

/**
 * Hours after a bill payment before a Bharat Connect complaint about it may be raised (Setu's guide "Harmonization
 * of TAT", cooling period): none for FASTag, DTH and mobile prepaid (data cards are prepaid mobile data); 24 hours
 * for utilities and every other category. One entry per service as orders are read (the display type: each is one
 * Bharat Connect category); a type not listed (a category added later) waits the 24 hours.
 */
export const BBPS_COMPLAINT_COOLING_HOURS: Readonly<Record<DisplayType, number>> = {
  MOBILE: 0,
  DATACARD: 0,
  DTH: 0,
  FASTAG: 0,
  POSTPAID: 24,
  ELECTRICITY: 24,
  BROADBAND: 24,
  WATER: 24,
  GAS: 24,
  CYLINDER: 24,
  LANDLINE: 24,
  EDUCATION: 24,
  HOUSING: 24,
  METRO: 24,
  ENTERTAINMENT: 24,
  MUNICIPAL: 24,
  CLUBS: 24,
  CABLE: 24,
  CHALLAN: 24,
  HOSPITAL: 24,
  SUBSCRIPTION: 24,
};

/** The cooling period of a category the table does not know ("utilities and other categories"). */
export const BBPS_DEFAULT_COOLING_HOURS = 24;

const HOUR_MS = 60 * 60_000;

/** The cooling period, in hours, of a payment of this display type (MOBILE, ELECTRICITY, …; case-insensitive). */
export function bbpsComplaintCoolingHours(displayType: string): number {
  const hours = (BBPS_COMPLAINT_COOLING_HOURS as Readonly<Record<string, number>>)[displayType.toUpperCase()];
  return hours ?? BBPS_DEFAULT_COOLING_HOURS;
}

/**
 * From when a Bharat Connect complaint about a payment may be raised: the transaction's creation (the order's,
 * `createdAt`: the date on the order page and the receipt) plus its category's cooling period. At that instant
 * exactly the period is over: the complaint may be raised.
 */
export function bbpsComplaintOpensAt(displayType: string, createdAt: Date | string): Date {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return new Date(created.getTime() + bbpsComplaintCoolingHours(displayType) * HOUR_MS);
}

/**
 * Whether a Bharat Connect complaint about an order may be raised now, and from when (the server refuses one
 * raised before; the order and complaint pages say when):
 * - `none`: the order has no Bharat Connect payment to complain about: not paid (Failed), paid and refunded
 *   (Refunded: the biller did not take it, the money went back by itself), or not a bill paid through Bharat
 *   Connect. The ordinary ticket is always there;
 * - `unconfirmed`: paid, the biller has not confirmed the payment yet (Processing): no B-Connect transaction to
 *   name; it is completed or refunded by itself, then a complaint may follow (from `opensAt`);
 * - `early`: completed, within the cooling period: from `opensAt`;
 * - `open`: completed, the cooling period over (or none).
 */
export type BbpsComplaintWindow =
  { state: 'none' } | { state: 'unconfirmed' | 'early' | 'open'; opensAt: Date };

export function bbpsComplaintWindow(
  order: {
    /** The display type (OrderDto.type; orders.display_type). */
    type: string;
    status: string;
    createdAt: Date | string;
    /** The B-Connect transaction id; present once Bharat Connect confirmed the payment. */
    bbpsTransactionId?: string | null;
    /** Whether the order pays a fetched bill (Bharat Connect pays fetched bills only). */
    paysFetchedBill?: boolean;
  },
  now: Date = new Date(),
): BbpsComplaintWindow {
  const opensAt = bbpsComplaintOpensAt(order.type, order.createdAt);
  if (order.status === 'Processing' && order.paysFetchedBill) return { state: 'unconfirmed', opensAt };
  if (order.status !== 'Completed' || !order.bbpsTransactionId) return { state: 'none' };
  return { state: now.getTime() < opensAt.getTime() ? 'early' : 'open', opensAt };
}
