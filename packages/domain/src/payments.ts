/**
 * Payment facts shared by server and web without zod (the web's first page imports them, and zod is loaded only
 * with the forms that need it).
 */

/** The payment gateways the server can be configured with. */
export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** What customers see on every page while the sandbox gateway takes the payments. */
export const SANDBOX_RIBBON_TEXT = 'Sandbox payments: no real money moves';
