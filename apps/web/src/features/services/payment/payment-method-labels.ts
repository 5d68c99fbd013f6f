import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '@paywise/domain/payments';

/** The payment methods' names (the domain's PAYMENT_METHOD_LABELS), translated where they are shown. */
export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  UPI: /*i18n*/ { id: 'services.method.upi', message: 'UPI' },
  CARD: /*i18n*/ { id: 'services.method.card', message: 'Card' },
  NETBANKING: /*i18n*/ { id: 'services.method.netbanking', message: 'Net banking' },
  WALLET: /*i18n*/ { id: 'services.method.wallet', message: 'Wallet' },
};
