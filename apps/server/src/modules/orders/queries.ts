import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { OrderDetailDto, OrderDto, OrderPage } from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { paiseToRupees } from '@paywise/domain/money';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { companyDetails } from '../company';
import { decodeCursor, encodeCursor } from './cursor';
import { toOrderDto } from './dto';
import { toOrderRefund } from './refund-clock';
import { receiptFileName, renderReceiptPdf } from './receipt';
import {
  findCompletedBillPayments,
  findLateRefunds,
  findOrderEvents,
  findReadableOrder,
  findRefundsOfOrders,
  hasOrderPayingBill,
  HISTORY_STATUSES,
  listOrders,
  readOrderBatch,
  type Executor,
  type Keyset,
  type OrderFilters,
} from './repo';

/*
 * Reads of orders: the routes' (one order, a page, a receipt) and other modules' (through index.ts; the plain
 * repo reads are exported there as they are). No other module queries the orders table.
 */

export const ORDER_NOT_FOUND = 'Recharge not found.';

/** One order: a customer reads only their own (another's is 404 like a missing one); an admin any. */
export async function getOrder(db: Database, reader: UserRow, id: number): Promise<OrderDetailDto> {
  const row = await findReadableOrder(db, id, reader.role === 'ADMIN' ? null : reader.id);
  if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const [events, late, refunds] = await Promise.all([
    findOrderEvents(db, id),
    findLateRefunds(db, id),
    findRefundsOfOrders(db, [id]),
  ]);
  const now = new Date();
  return {
    ...toOrderDto(row, row.consumer),
    // Every refund with its clock (docs/decisions/0024).
    ...(refunds.length > 0 ? { refunds: refunds.map((r) => toOrderRefund(r, now)) } : {}),
    events: events.map((e) => ({
      status: displayStatus(e.status),
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    // Payments the order could not take, and their refunds ("₹X paid after the order closed was refunded on …").
    ...(late.length > 0
      ? {
          lateRefunds: late.map((r) => ({
            paymentReference: r.paymentId,
            amount: paiseToRupees(r.amountPaise),
            reason: r.reason,
            status: r.status === 'refunded' ? ('refunded' as const) : ('pending' as const),
            refundReference: r.refundRef,
            paidAt: r.createdAt.toISOString(),
            refundedAt: r.refundedAt?.toISOString() ?? null,
          })),
        }
      : {}),
  };
}

/** The order's receipt as a PDF, for the same readers as getOrder (another customer's order is 404). */
export async function receiptPdf(
  db: Database,
  reader: UserRow,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await findReadableOrder(db, id, reader.role === 'ADMIN' ? null : reader.id);
  if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const company = await companyDetails(db);
  return {
    fileName: receiptFileName(row.id),
    // In the reader's saved language: the customer's own (an admin reads it in theirs; English when none).
    pdf: await renderReceiptPdf(toOrderDto(row, row.consumer), company, reader.language),
  };
}

/** A page of an order list, newest first, with the cursor of the next page (null on the last). */
export async function listOrderPage(
  db: Database,
  { filters, cursor, limit }: { filters: OrderFilters; cursor: string | undefined; limit: number },
): Promise<OrderPage> {
  const rows = await listOrders(db, { filters, after: decodeCursor(cursor), limit });
  const page = rows.slice(0, limit);
  const refunds = await findRefundsOfOrders(
    db,
    page.map((row) => row.id),
  );
  const now = new Date();
  const refundsOf = (id: number) => refunds.filter((r) => r.orderId === id).map((r) => toOrderRefund(r, now));
  return {
    orders: page.map((row) => {
      const own = refundsOf(row.id);
      return { ...toOrderDto(row, row.consumer), ...(own.length > 0 ? { refunds: own } : {}) };
    }),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
  };
}

/** Every order of one customer as the API reads them, newest first (their data export). */
export async function allOrdersOfCustomer(db: Database, customerId: number): Promise<OrderDto[]> {
  const all: OrderDto[] = [];
  let after: Keyset | null = null;
  for (;;) {
    const rows = await readOrderBatch(db, { filters: { customerId }, after, size: 500 });
    if (rows.length === 0) return all;
    for (const row of rows) all.push(toOrderDto(row, row.consumer));
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAtText, id: last.id };
  }
}

/*
 * What other modules read of orders (payments, me, numbers, complaints, bills): they call these through index.ts
 * and never query the orders table themselves.
 */

/** Whether the customer has an order paying this bill that was paid (Processing or Completed). */
export function isBillPaidByCustomer(db: Database, customerId: number, billNumber: string): Promise<boolean> {
  return hasOrderPayingBill(db, { customerId, billNumber, paidStatuses: HISTORY_STATUSES });
}

/**
 * When the bill (this biller, identifier and bill number of a service) was paid in full through PayWise: the
 * completion time of a Completed order for at least `billAmountPaise`, else null. A part payment leaves the bill
 * payable.
 */
export async function billPaidAt(
  db: Executor,
  bill: {
    /** A page's definition, or a registry category's order (its type as display type, the account number). */
    def: { displayType: string; identifier: Pick<ServiceDefinition['identifier'], 'orderField'> };
    operator: string;
    identifier: string;
    billNumber: string;
    billAmountPaise: number;
  },
): Promise<Date | null> {
  const payments = await findCompletedBillPayments(db, {
    displayType: bill.def.displayType,
    operator: bill.operator,
    identifier: bill.identifier,
    byNumber: bill.def.identifier.orderField === 'number',
    billNumber: bill.billNumber,
  });
  return payments.find((payment) => payment.amountPaise >= bill.billAmountPaise)?.completedAt ?? null;
}
