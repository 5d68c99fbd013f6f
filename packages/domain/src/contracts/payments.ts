import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../payments';

export { PAYMENT_GATEWAYS, SANDBOX_RIBBON_TEXT, type PaymentGatewayName } from '../payments';

/** GET /payments/config (public): which gateway takes payments, so every page can say when no money moves. */
export const paymentsConfigSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** True while payments go through the sandbox (approved or declined by test identifiers, no money moves). */
  sandbox: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
