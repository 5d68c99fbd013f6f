import type { ConfirmPaymentBody, OrderPayment } from '@paywise/domain/contracts/payments';
import { formatOrderId } from '@paywise/domain/format';

/** Razorpay's hosted Checkout, loaded only when the server says Razorpay takes the payments. */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands its handler after a successful payment. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The options of `new Razorpay(...)` this app uses (Razorpay's Standard Checkout). */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler(response: RazorpaySuccess): void;
  modal: { ondismiss(): void };
}

interface RazorpayInstance {
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export interface CheckoutHandlers {
  /** The payment went through: what POST /api/orders/{id}/payment needs. */
  onPaid(body: ConfirmPaymentBody): void;
  /** The customer closed Checkout without paying. */
  onDismiss(): void;
}

/** An order's Checkout: the order, its payment at the gateway, our two callbacks, and the customer's details. */
export interface CheckoutFor {
  orderId: number;
  payment: OrderPayment;
  handlers: CheckoutHandlers;
  prefill?: { name?: string; email?: string };
}

/** Checkout's options for an order: the gateway order, the payable amount in paise, and our two callbacks. */
export function checkoutOptions({ orderId, payment, handlers, prefill }: CheckoutFor): RazorpayOptions {
  return {
    key: payment.keyId,
    order_id: payment.gatewayOrderId,
    amount: payment.amountPaise,
    currency: payment.currency,
    name: 'PayWise',
    description: `Order ${formatOrderId(orderId)}`,
    ...(prefill ? { prefill } : {}),
    handler: (response) =>
      handlers.onPaid({
        gatewayOrderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }),
    modal: { ondismiss: () => handlers.onDismiss() },
  };
}

let loading: Promise<void> | null = null;

/** Adds Checkout's script to the page once; a failed load may be tried again. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Could not load Razorpay Checkout.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for the order (loading its script first, the first time). */
export async function openRazorpayCheckout(checkout: CheckoutFor): Promise<void> {
  await loadRazorpayCheckout();
  if (!window.Razorpay) throw new Error('Razorpay Checkout did not start.');
  new window.Razorpay(checkoutOptions(checkout)).open();
}
