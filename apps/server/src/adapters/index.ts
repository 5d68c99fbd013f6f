import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Biller } from './biller/biller';
import { createSandboxBiller } from './biller/sandbox-biller';
import { createSetuBiller } from './biller/setu-biller';
import { createRazorpayGateway } from './payment-gateway/razorpay-gateway';
import { createSandboxGateway, type SandboxGateway } from './payment-gateway/sandbox-gateway';
import type { PaymentGateway } from './payment-gateway/types';

/** The adapters bills are fetched, and orders paid and fulfilled, through. */
export interface OrderAdapters {
  gateway: PaymentGateway;
  /** Set while the sandbox gateway takes payments: the app's own payment sheet pays through it. */
  sandbox: SandboxGateway | null;
  biller: Biller;
}

/**
 * The one place the payment adapters are chosen: PAYMENT_GATEWAY=razorpay (with its keys) or the sandbox, which
 * behaves like Razorpay without moving money. A real biller is one new file implementing Biller, picked here.
 */
export function createAdapters(
  config: AppConfig,
  db: Database,
  log?: Parameters<typeof createSetuBiller>[0]['log'],
): OrderAdapters {
  // BILLER_PROVIDER=setu: bills are fetched and paid through Setu BillPay (Bharat Connect), docs/decisions/0021.
  const biller = config.biller.setu
    ? createSetuBiller({ config: config.biller.setu, db, ...(log ? { log } : {}) })
    : createSandboxBiller();
  const razorpay = config.payments.razorpay;
  if (config.paymentGateway === 'razorpay' && razorpay) {
    return {
      gateway: createRazorpayGateway({
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
        ...(razorpay.apiUrl ? { baseUrl: razorpay.apiUrl } : {}),
      }),
      sandbox: null,
      biller,
    };
  }
  if (!config.payments.sandbox) throw new Error('The sandbox gateway has no secrets configured.');
  const sandbox = createSandboxGateway(db, config.payments.sandbox());
  return { gateway: sandbox, sandbox, biller };
}
