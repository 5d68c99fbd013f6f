import { describe, expect, it, vi } from 'vitest';
import { checkoutOptions } from './razorpay-checkout';

describe('checkoutOptions', () => {
  const payment = {
    gateway: 'razorpay',
    gatewayOrderId: 'order_Q1w2E3',
    amountPaise: 29_302,
    currency: 'INR',
    keyId: 'rzp_test_key',
  } as const;

  it('opens Checkout on the gateway order for the payable amount, and hands back what the server checks', () => {
    const onPaid = vi.fn();
    const onDismiss = vi.fn();
    const options = checkoutOptions({
      orderId: 42,
      payment,
      handlers: { onPaid, onDismiss },
      prefill: { email: 'a@example.com' },
    });
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Q1w2E3',
      amount: 29_302,
      currency: 'INR',
      name: 'PayWise',
      description: 'Order ORDID0042',
      prefill: { email: 'a@example.com' },
    });
    options.handler({
      razorpay_order_id: 'order_Q1w2E3',
      razorpay_payment_id: 'pay_Z9',
      razorpay_signature: 'abc123',
    });
    expect(onPaid).toHaveBeenCalledWith({
      gatewayOrderId: 'order_Q1w2E3',
      paymentId: 'pay_Z9',
      signature: 'abc123',
    });
    expect(onDismiss).not.toHaveBeenCalled();
    options.modal.ondismiss();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
