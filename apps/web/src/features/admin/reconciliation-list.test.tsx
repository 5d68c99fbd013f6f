import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReconciliationRun } from '@paywise/domain/contracts/admin';
import { formatOrderId } from '@paywise/domain/format';
import { Unresolved } from './components/reconciliation-card';

const run = (unresolved: ReconciliationRun['unresolved']): ReconciliationRun => ({
  matched: 3,
  refunded: 1,
  mismatched: 0,
  unknown: 1,
  providerChecked: 4,
  providerReversed: 0,
  providerUnanswered: 0,
  providerSettled: 0,
  providerUnknown: 0,
  finishedAt: '2026-11-27T10:00:00.000Z',
  windowFrom: '2026-11-25T10:00:00.000Z',
  windowTo: '2026-11-27T10:00:00.000Z',
  unresolved,
});

describe('the payments a reconciliation run could not settle', () => {
  it('lists each: payment, our order (or the gateway order), amount in rupees, why', () => {
    const html = renderToStaticMarkup(
      <Unresolved
        run={run([
          {
            paymentId: 'pay_Unknown001',
            gatewayOrderId: 'order_NotOurs01',
            orderId: null,
            amountPaise: 19_900,
            reason: 'No order of ours has this gateway order.',
          },
          {
            paymentId: 'pay_Pending002',
            gatewayOrderId: 'order_Ours0002',
            orderId: 42,
            amountPaise: 29_302,
            reason: 'Refund claimed; the gateway has not confirmed it yet.',
          },
        ])}
      />,
    );
    expect(html).toContain('Needs attention (2)');
    expect(html).toContain('pay_Unknown001');
    expect(html).toContain('order_NotOurs01');
    expect(html).toContain('₹199');
    expect(html).toContain(formatOrderId(42));
    expect(html).toContain('₹293.02');
    expect(html).toContain('Refund claimed; the gateway has not confirmed it yet.');
    expect(html).not.toContain('No payments need attention.');
  });

  it('says so when there is nothing to look at', () => {
    expect(renderToStaticMarkup(<Unresolved run={run([])} />)).toContain('No payments need attention.');
  });
});
