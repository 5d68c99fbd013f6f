import type { AppConfig } from '../config';
import { createSandboxGateway } from './payment-gateway/sandbox-gateway';
import type { PaymentGateway } from './payment-gateway/types';

/** What orders need of the biller (adapters/biller): hand a paid order over for fulfilment. */
export interface OrderFulfiller {
  fulfil(order: {
    id: number;
    type: string;
    displayType: string;
    operator: string;
    identifier: string;
    amountPaise: number;
  }): Promise<{ status: 'fulfilled' | 'pending'; reference: string }>;
}

/** The adapters orders are paid and fulfilled through. */
export interface OrderAdapters {
  gateway: PaymentGateway;
  biller: OrderFulfiller;
}

// TEMPORARY until adapters/biller lands: same rule as the sandbox biller (identifiers ending 1111 stay pending).
const interimBiller: OrderFulfiller = {
  async fulfil(order) {
    const reference = `sandbox_bill_${order.id}`;
    return order.identifier.endsWith('1111')
      ? { status: 'pending', reference }
      : { status: 'fulfilled', reference };
  },
};

/**
 * The one place adapters are chosen. Only sandboxes exist today; a real gateway is one new file implementing
 * PaymentGateway, picked here from configuration (e.g. `config.paymentGateway === 'razorpay'`).
 */
export function createAdapters(_config: AppConfig): OrderAdapters {
  return { gateway: createSandboxGateway(), biller: interimBiller };
}
