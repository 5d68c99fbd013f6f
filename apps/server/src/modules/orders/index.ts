/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it). Every read of orders is here: other modules ask through these functions.
 */
export { orderJobs, type OrderMailDeps } from './jobs';
export {
  createOrderMails,
  ORDER_MAILS_JOB,
  orderConfirmationMail,
  type OrderMails,
} from './confirmation-mail';
export { REFUNDS_PAST_DUE_JOB, runRefundsPastDueMail } from './refund-clock';
export { orderRoutes } from './routes';
export type { Executor, OrderRow, ReadOrderRow, RecentRow } from './repo';
export { orderIdentifier, payablePaise, toOrderDto } from './dto';
export {
  AMOUNT_MISMATCH,
  createOrderService,
  RECONCILIATION_PROVIDER_DISAGREES,
  RECONCILIATION_PROVIDER_UNKNOWN,
  type OrderBillRules,
  type OrderService,
} from './pipeline';
export { allOrdersOfCustomer, billPaidAt, isBillPaidByCustomer, ORDER_NOT_FOUND } from './queries';
/*
 * Plain reads other modules make (payments, me, numbers, complaints, bills), straight from the repo: they never
 * query the orders table themselves.
 */
export {
  /** The order paid through a gateway order (webhooks and confirmations name the gateway's order id). */
  findOrderByGatewayOrder as orderOfGatewayOrder,
  /** The order paying the bill of a biller provider's fetch (Setu's refId), if any. */
  findOrderByBillerFetchRef as orderOfBillerFetchRef,
  /** One of the customer's own orders with their name (another customer's is undefined like a missing one). */
  findReadableOrder as findCustomerOrder,
  /** The customer's recent identifiers of a service (GET /me/recents), each with its newest paid order. */
  findRecentIdentifiers as recentIdentifiers,
  /** The operator and circle of the customer's last paid order for a mobile number (GET /mobile/lookup). */
  findLastPaidOrderForNumber as lastPaidOrderOfNumber,
  /** Whether the order exists AND belongs to this customer (no hint about other customers' orders). */
  isOrderOwnedBy as isOrderOwnedByCustomer,
  /**
   * Copies the bill an order pays onto it (number and due date), in the transaction that inserted the order and
   * marked its bill fetch used. The order as it now is.
   */
  setOrderBill as recordOrderBill,
} from './repo';
