import { pageOfOrder, type NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import { checkPaymentChoice, convenienceFeePaise, type AmountRule } from '@paywise/domain/bbps';
import { formatPaise } from '@paywise/domain/money';
import { badRequest, badRequestWithFieldCodes, conflict } from '../../lib/app-error';
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
  // A registry category's order: as its biller says (MANDATORY: fetched first; NOT_SUPPORTED: never).
  const bill = order.registry
    ? ({ MANDATORY: 'required', OPTIONAL: 'optional' }[order.registry.fetchRequirement] ?? 'none')
    : (pageOfOrder(order)?.bill ?? 'none');
  if ((bill === 'required' || (always && bill !== 'none')) && !ref) throw refError(BILL_REF_REQUIRED);
  if (order.paymentOption && !ref) {
    throw badRequest('VALIDATION', 'paymentOption: is only for a fetched bill (send its billFetchRef)', {
      paymentOption: 'is only for a fetched bill (send its billFetchRef)',
    });
  }
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
    fetch.identifier !== identifier ||
    (order.registry !== undefined && fetch.billerId !== order.registry.billerId)
  ) {
    // Which of these failed is not said: a ref names nobody else's bill.
    throw refError(BILL_REF_FOREIGN);
  }
  if (fetch.usedByOrderId !== null) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  // Paid in full already (by anyone, from another fetch): a second payment of one bill is refused.
  const paidAt = await billPaidAt(tx, {
    def: pageOfOrder(order) ?? {
      displayType: order.displayType,
      identifier: { orderField: 'accountNumber' },
    },
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
  const options = fetch.paymentOptions ?? [];
  const choice = checkPaymentChoice({
    rule,
    bill: { amountPaise: fetch.amountPaise, minimumPaise: fetch.minimumPaise },
    options,
    optionName: order.paymentOption ?? null,
    amountPaise: order.amountPaise,
    format: formatPaise,
  });
  if (!choice.ok) {
    // A page's bill without options answers as it always did; amount choices name what is allowed.
    if (options.length === 0 && !order.paymentOption && !order.registry) throw amountError(choice.message);
    const field = choice.code === 'PAYMENT_OPTION_UNKNOWN' ? 'paymentOption' : 'amount';
    throw badRequestWithFieldCodes(choice.code, `${field}: ${choice.message}`, {
      fields: { [field]: choice.message },
      fieldCodes: { [field]: choice.code === 'PAYMENT_OPTION_UNKNOWN' ? 'NOT_FOUND' : 'NOT_ALLOWED' },
    });
  }
  const paid = await useBillFetch(tx, ref, row.id);
  if (!paid) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  // The biller's fee on the amount paid (a part payment pays the fee of its own amount).
  const used = await recordOrderBill(tx, row.id, {
    ...paid,
    convenienceFeePaise: convenienceFeePaise(fetch.ccfSlabs ?? [], order.amountPaise),
    category: fetch.category,
    customerParams: fetch.customerParams,
    paymentOption: choice.option?.name ?? null,
    billAmountPaise: choice.option ? fetch.amountPaise : null,
  });
  if (!used) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  return used;
}

/* ------------------------------------------------------------------------------------------------------------ */
