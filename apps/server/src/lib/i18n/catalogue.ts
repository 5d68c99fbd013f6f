import type { PlanCategory, ServiceSlug } from '@paywise/domain/catalogue/types';
import type { OrderStatus } from '@paywise/domain/order-states';
import type { PaymentMethod } from '@paywise/domain/payments';
import type { IdentifierLabel, MessageKey } from './en';

/**
 * One language's texts for the server (mails, SMS, the PDF receipt): ICU messages by key, and the catalogue's words
 * the receipt prints (order types, statuses, payment methods, identifier labels). The types make every key required.
 */
export interface Catalogue {
  messages: Readonly<Record<MessageKey, string>>;
  orderTypes: Readonly<Record<ServiceSlug, string>>;
  statuses: Readonly<Record<OrderStatus, string>>;
  paymentMethods: Readonly<Record<PaymentMethod, string>>;
  identifierLabels: Readonly<Record<IdentifierLabel, string>>;
  /** A plan's category as the receipt names it (the web's catalogue words, same wording). */
  planCategories: Readonly<Record<PlanCategory, string>>;
}
