import type { NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { amountRuleError, convenienceFeePaise, type AmountRule } from '@paywise/domain/bbps';
import { formatPaise } from '@paywise/domain/money';
import { badRequest, conflict } from '../../lib/app-error';
import { billPaidAt, recordOrderBill, type Executor, type OrderRow } from '../orders';
import { lockBillFetch, useBillFetch } from './repo';

export const BILL_REF_REQUIRED = 'is required';
export const BILL_REF_FOREIGN = 'was not fetched for this account';
export const BILL_EXPIRED = 'This bill has expired. Please fetch it again.';
export const BILL_ALREADY_PAID = 'This bill has already been paid.';

const refError = (message: string) =>
  badRequest('VALIDATION', `billFetchRef: ${message}`, { billFetchRef: message });
const amountError = (message: string) => badRequest('VALIDATION', `amount: ${message}`, { amount: message });

/**
 * 400 `billFetchRef: is required` for an order of a service whose orders pay a fetched bill, without a ref; with
 * `always` (bills paid through Bharat Connect, where every payment names its fetch) for every service with bills.
 */
export function requireBillRef(order: NormalisedOrder, ref: string | null | undefined, always = false): void {
  const bill = SERVICES[order.slug].bill;
  if ((bill === 'required' || (always && bill !== 'none')) && !ref) throw refError(BILL_REF_REQUIRED);
}

/**
 * The bill an order just inserted (in `tx`, not yet committed) pays: the fetch must be the customer's (or a
 * visitor's), of the same service, biller and identifier, unused, at most `ttlMs` old, and the amount the bill's
 * (or, with part payment, between its minimum and the bill). Then the fetch is marked used by the order and the
 * order gets the bill number and due date. Throws (rolling the order back) otherwise.
 */
export async function payBillWithOrder(
  tx: Executor,
  row: OrderRow,
  order: NormalisedOrder,
  ref: string,
  customerId: number,
  ttlMs: number,
  now = new Date(),
): Promise<OrderRow> {
  const fetch = await lockBillFetch(tx, ref);
  const identifier = order.mobile ?? order.accountNumber;
  if (
    !fetch ||
    (fetch.customerId !== null && fetch.customerId !== customerId) ||
    fetch.service !== order.slug ||
    fetch.operator !== order.operator ||
    fetch.identifier !== identifier
  ) {
    // Which of these failed is not said: a ref names nobody else's bill.
    throw refError(BILL_REF_FOREIGN);
  }
  if (fetch.usedByOrderId !== null) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  // Paid in full already (by anyone, from another fetch): a second payment of one bill is refused.
  const paidAt = await billPaidAt(tx, {
    def: SERVICES[order.slug],
    operator: fetch.operator,
    identifier: fetch.identifier,
    billNumber: fetch.billNumber,
    billAmountPaise: fetch.amountPaise,
  });
  if (paidAt) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  if (now.getTime() - fetch.createdAt.getTime() > ttlMs) throw conflict('BILL_FETCH_EXPIRED', BILL_EXPIRED);
  // The biller's amount rule for this bill (a fetch from before rules were stored: part payment as it says).
  const rule: AmountRule =
    (fetch.exactness as AmountRule | null) ??
    (fetch.isPartialAllowed && fetch.minimumPaise !== null ? 'EXACT_AND_BELOW' : 'EXACT');
  const wrongAmount = amountRuleError(
    rule,
    { amountPaise: fetch.amountPaise, minimumPaise: fetch.minimumPaise },
    order.amountPaise,
    formatPaise,
  );
  if (wrongAmount) throw amountError(wrongAmount);
  const paid = await useBillFetch(tx, ref, row.id);
  if (!paid) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  // The biller's fee on the amount paid (a part payment pays the fee of its own amount).
  const used = await recordOrderBill(tx, row.id, {
    ...paid,
    convenienceFeePaise: convenienceFeePaise(fetch.ccfSlabs ?? [], order.amountPaise),
  });
  if (!used) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  return used;
}

/* ------------------------------------------------------------------------------------------------------------ */
