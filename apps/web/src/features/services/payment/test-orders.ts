import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';

/** The order the payment step's unit tests pay: placed, waiting for its sandbox payment. */
export const PAYMENT = {
  gateway: 'sandbox',
  gatewayOrderId: 'order_test1',
  amountPaise: 29_300,
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
} as CreatedOrderDto['payment'];

export const order = (overrides: Partial<CreatedOrderDto> = {}): CreatedOrderDto =>
  ({
    id: 7,
    status: 'Payment Pending',
    failureReason: null,
    payment: PAYMENT,
    ...overrides,
  }) as CreatedOrderDto;
