import { I18nProvider } from '@lingui/react';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { ReceiptHeader } from './components/receipt-header';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );

const order = (over: Partial<OrderDetailDto>): OrderDetailDto => ({
  id: 39,
  itemId: '123456789',
  dateTime: '2026-12-02T04:10:00.000Z',
  type: 'ELECTRICITY',
  orderType: 'ELECTRICITY',
  operator: 'Adani Electricity',
  mobile: null,
  accountNumber: '123456789',
  circle: null,
  amount: 1137,
  discount: 0,
  amountPayable: 1137,
  status: 'Completed',
  consumer: 'Alice',
  serviceType: null,
  paymentSource: 'Online',
  paymentMethod: 'UPI',
  paymentReference: 'pay_1',
  billNumber: null,
  billDueDate: null,
  plan: null,
  events: [],
  ...over,
});

/** The receipt's first actions, in their order: the links' and buttons' texts. */
const actions = (html: string) =>
  [...html.matchAll(/<(?:a|button)\b[^>]*>([^<]*)<\/(?:a|button)>/g)].map((match) => match[1]);

describe('the order page after a payment leads with Done and Share receipt (issue 39)', () => {
  it('a paid bill: Done, Share receipt, and no "Pay again" at all', () => {
    const html = render(<ReceiptHeader order={order({})} status="Completed" />);
    expect(actions(html).slice(0, 2)).toEqual(['Done', 'Share receipt']);
    expect(html).not.toContain('Pay again');
  });

  it('a bill still processing: the same', () => {
    const html = render(<ReceiptHeader order={order({ status: 'Processing' })} status="Processing" />);
    expect(actions(html).slice(0, 2)).toEqual(['Done', 'Share receipt']);
    expect(html).not.toContain('Pay again');
  });

  it('a recharge keeps "Recharge again" as a secondary link after them', () => {
    const recharge = order({
      type: 'MOBILE',
      orderType: 'MOBILE',
      operator: 'Jio',
      mobile: '9876543210',
      accountNumber: null,
      itemId: '9876543210',
      circle: 'Delhi NCR',
      amount: 199,
      amountPayable: 199,
    });
    const found = actions(render(<ReceiptHeader order={recharge} status="Completed" />));
    expect(found.slice(0, 2)).toEqual(['Done', 'Share receipt']);
    expect(found).toContain('Recharge again');
  });
});

describe('an order that was never paid does not read like a receipt (issue 39)', () => {
  it('failed without a payment: "PayWise order", and "You were not charged."', () => {
    const html = render(
      <ReceiptHeader order={order({ status: 'Failed', paymentReference: null })} status="Failed" />,
    );
    expect(html).toContain('PayWise order');
    expect(html).not.toContain('payment receipt');
    expect(html).toContain('You were not charged.');
  });

  it('pending: "PayWise order", no claim either way', () => {
    const html = render(
      <ReceiptHeader order={order({ status: 'Payment Pending' })} status="Payment Pending" />,
    );
    expect(html).toContain('PayWise order');
    expect(html).not.toContain('payment receipt');
    expect(html).not.toContain('not charged');
  });

  it('a failed order whose late payment was refunded does not say "not charged"', () => {
    const late = {
      paymentReference: 'pay_late',
      amount: 1137,
      reason: 'Payment received after the order closed',
      status: 'refunded' as const,
      refundReference: 'rfnd_1',
      paidAt: '2026-12-02T04:30:00.000Z',
      refundedAt: '2026-12-02T04:31:00.000Z',
    };
    const html = render(
      <ReceiptHeader order={order({ status: 'Failed', lateRefunds: [late] })} status="Failed" />,
    );
    expect(html).not.toContain('You were not charged.');
  });

  it('a paid order is a receipt', () => {
    expect(render(<ReceiptHeader order={order({})} status="Completed" />)).toContain(
      'PayWise payment receipt',
    );
  });
});
