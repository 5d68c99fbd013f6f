import type { ReconciliationRun } from '@paywise/domain/contracts/admin';
import type { CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { paiseToRupees } from '@paywise/domain/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@paywise/domain/payments';
import type { OrderRow, ReconciliationRunRow } from './repo';

/*
 * Orders as the API answers them. Inside the server and the domain an order's two type fields have one name each,
 * the catalogue's (ServiceDefinition.orderType / displayType); only the API spells them otherwise, here and in
 * admin-filters.ts:
 *   column          server, domain    API (OrderDto, admin query)   what it is
 *   type            orderType         orderType                     the type as sent (MOBILE, GAS, WATER, ...)
 *   display_type    displayType       type                          the label read back (adds DATACARD, CYLINDER,
 *                                                                   POSTPAID)
 */

/** What an order recharges or pays: its mobile number, or its account number. */
export const orderIdentifier = (row: Pick<OrderRow, 'mobile' | 'accountNumber'>) =>
  row.mobile ?? row.accountNumber ?? '';

/**
 * What the customer pays for an order: its amount less the instant discount, plus the biller's customer
 * convenience fee (Bharat Connect bills; 0 otherwise).
 */
export const payablePaise = (
  row: Pick<OrderRow, 'amountPaise' | 'discountPaise'> & Partial<Pick<OrderRow, 'convenienceFeePaise'>>,
) => row.amountPaise - row.discountPaise + (row.convenienceFeePaise ?? 0);

const asPaymentMethod = (value: string | null): PaymentMethod | null =>
  PAYMENT_METHODS.find((method) => method === value) ?? null;

export function toOrderDto(row: OrderRow, consumer: string): OrderDto {
  return {
    id: row.id,
    itemId: orderIdentifier(row),
    dateTime: row.createdAt.toISOString(),
    type: row.displayType,
    orderType: row.orderType,
    operator: row.operator,
    mobile: row.mobile,
    accountNumber: row.accountNumber,
    circle: row.circle,
    amount: paiseToRupees(row.amountPaise),
    discount: paiseToRupees(row.discountPaise),
    amountPayable: paiseToRupees(payablePaise(row)),
    status: displayStatus(row.status),
    consumer,
    serviceType: row.serviceType,
    paymentSource: row.paymentSource,
    paymentMethod: asPaymentMethod(row.paymentMethod),
    paymentReference: row.paymentRef,
    ...(row.failureReason ? { failureReason: row.failureReason } : {}),
    ...(row.refundRef ? { refundReference: row.refundRef } : {}),
    billNumber: row.billNumber,
    billDueDate: row.billDueDate,
    plan: row.plan ?? null,
    ...(row.convenienceFeePaise > 0 ? { convenienceFee: paiseToRupees(row.convenienceFeePaise) } : {}),
    ...(row.bbpsTxnId ? { bbpsTransactionId: row.bbpsTxnId } : {}),
    ...(row.billerRef ? { billerReference: row.billerRef } : {}),
    ...(row.billDate ? { billDate: row.billDate } : {}),
    ...(row.billCustomerName ? { billCustomerName: row.billCustomerName } : {}),
    ...(row.billerId ? { billerId: row.billerId } : {}),
    ...(row.bbpsApprovalRef ? { approvalNumber: row.bbpsApprovalRef } : {}),
    ...(row.bbpsPaymentMode ? { bbpsPaymentMode: row.bbpsPaymentMode } : {}),
    ...(row.bbpsChannel ? { bbpsChannel: row.bbpsChannel } : {}),
    ...(row.category ? { category: row.category } : {}),
    ...(row.customerParams?.length ? { customerParams: row.customerParams } : {}),
    ...(row.paymentOption
      ? {
          paymentOption: {
            name: row.paymentOption,
            billAmount: row.billAmountPaise === null ? null : paiseToRupees(row.billAmountPaise),
          },
        }
      : {}),
  };
}

/** The order as POST /orders answers it: with what the payment sheet needs (`keyId`: the gateway's public key). */
export const toCreatedOrderDto = (row: OrderRow, consumer: string, keyId: string): CreatedOrderDto => ({
  ...toOrderDto(row, consumer),
  payment: row.gatewayOrderId
    ? {
        gateway: row.gateway === 'razorpay' ? 'razorpay' : 'sandbox',
        gatewayOrderId: row.gatewayOrderId,
        amountPaise: payablePaise(row),
        currency: 'INR',
        keyId,
      }
    : null,
});

/** A stored reconciliation run as the admin reads it. */
export function reconciliationDto(run: ReconciliationRunRow): ReconciliationRun {
  return {
    finishedAt: run.finishedAt.toISOString(),
    windowFrom: run.windowFrom.toISOString(),
    windowTo: run.windowTo.toISOString(),
    matched: run.matched,
    refunded: run.refunded,
    mismatched: run.mismatched,
    unknown: run.unknown,
    providerChecked: run.providerChecked,
    providerReversed: run.providerReversed,
    providerUnanswered: run.providerUnanswered,
    providerSettled: run.providerSettled,
    providerUnknown: run.providerUnknown,
    unresolved: run.unresolved,
  };
}
