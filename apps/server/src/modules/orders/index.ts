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
export {
  allOrdersOfCustomer,
  AMOUNT_MISMATCH,
  billPaidAt,
  createOrderService,
  customerOrder,
  isBillPaidByCustomer,
  isOrderOwnedByCustomer,
  lastPaidOrderOfNumber,
  ORDER_NOT_FOUND,
  orderIdentifier,
  orderOfBillerFetchRef,
  orderOfGatewayOrder,
  payablePaise,
  recentIdentifiers,
  recordOrderBill,
  toOrderDto,
  type OrderService,
} from './service';
