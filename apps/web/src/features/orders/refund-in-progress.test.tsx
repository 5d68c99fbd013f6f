import { I18nProvider } from '@lingui/react';
import type { OrderDetailDto, OrderRefundDto } from '@paywise/domain/contracts/orders';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { OrderSummary } from './components/order-summary';
import { PaymentDetails } from './components/payment-details';
import { ReceiptHeader } from './components/receipt-header';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );

const refund = (over: Partial<OrderRefundDto>): OrderRefundDto => ({
  amount: 299,
  method: 'UPI',
  startedAt: '2026-12-02T04:12:00.000Z',
  expectedBy: '2026-12-09',
  processedAt: null,
  status: 'started',
  refundId: 'rfnd_1',
  pastDue: false,
  ...over,
});

const refunded = (refunds: OrderRefundDto[]): OrderDetailDto => ({
  id: 46,
  itemId: '9876542222',
  dateTime: '2026-12-02T04:10:00.000Z',
  type: 'MOBILE',
  orderType: 'MOBILE',
  operator: 'Airtel',
  mobile: '9876542222',
  accountNumber: null,
  circle: 'Karnataka',
  amount: 299,
  discount: 0,
  amountPayable: 299,
  status: 'Refunded',
  consumer: 'Alice',
  serviceType: 'Prepaid',
  paymentSource: 'Online',
  paymentMethod: 'UPI',
  paymentReference: 'pay_1',
  billNumber: null,
  billDueDate: null,
  plan: null,
  events: [],
  refunds,
});

const page = (order: OrderDetailDto) =>
  render(
    <>
      <ReceiptHeader order={order} status="Refunded" />
      <OrderSummary order={order} status="Refunded" />
      <PaymentDetails order={order} status="Refunded" />
    </>,
  );

describe('a refunded order says "Refunded" only once the gateway processed the refund (issue 46)', () => {
  it('a refund the gateway has not confirmed: "Refund in progress" everywhere, never "Refunded"', () => {
    const html = page(refunded([refund({})]));
    expect(html).toContain('Refund in progress');
    expect(html).toContain('₹299 is on its way back to your payment source.');
    expect(html).not.toContain('Payment Refunded');
    expect(html).not.toMatch(/>Refunded</);
  });

  it('a failed refund being asked for again is still in progress', () => {
    const html = page(refunded([refund({ status: 'failed', refundId: null })]));
    expect(html).toContain('Refund in progress');
    expect(html).not.toContain('Payment Refunded');
  });

  it('processed: "Payment Refunded" and the badge "Refunded"', () => {
    const html = page(refunded([refund({ status: 'processed', processedAt: '2026-12-03T05:00:00.000Z' })]));
    expect(html).toContain('Payment Refunded');
    expect(html).toMatch(/>Refunded</);
    expect(html).not.toContain('Refund in progress');
  });
});
