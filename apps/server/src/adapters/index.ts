import type { AppConfig } from '../config';
import type { Biller } from './biller/biller';
import { createSandboxBiller } from './biller/sandbox-biller';
import { createSandboxGateway } from './payment-gateway/sandbox-gateway';
import type { PaymentGateway } from './payment-gateway/types';

/** The adapters bills are fetched, and orders paid and fulfilled, through. */
export interface OrderAdapters {
  gateway: PaymentGateway;
  biller: Biller;
}

/**
 * The one place the payment adapters are chosen. Only sandboxes exist today; a real gateway (Razorpay, PayU) or
 * biller is one new file implementing PaymentGateway or Biller, picked here from configuration.
 */
export function createAdapters(_config: AppConfig): OrderAdapters {
  return { gateway: createSandboxGateway(), biller: createSandboxBiller() };
}
