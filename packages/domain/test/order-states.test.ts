import { describe, expect, it } from 'vitest';
import {
  FINAL_STATUSES,
  NON_FINAL_STATUSES,
  ORDER_STATUSES,
  canTransition,
  checkedPath,
  isFinalStatus,
  orderStatusOf,
  parseOrderStatus,
  refundNotice,
} from '../src/order-states';

describe('the order state machine', () => {
  it('has the edges of the pipeline and nothing else', () => {
    const edges = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(edges).toEqual([
      'Payment Pending → Processing',
      'Payment Pending → Failed',
      'Processing → Completed',
      'Processing → Refunded',
    ]);
  });

  it('splits the statuses into final and not final', () => {
    expect(FINAL_STATUSES).toEqual(['Completed', 'Failed', 'Refunded']);
    expect(NON_FINAL_STATUSES).toEqual(['Payment Pending', 'Processing']);
    expect(isFinalStatus('Refunded')).toBe(true);
    expect(isFinalStatus('Processing')).toBe(false);
  });

  it('accepts a path along the edges and refuses a step the machine does not have', () => {
    expect(checkedPath('Payment Pending', ['Processing', 'Completed'])).toEqual(['Processing', 'Completed']);
    expect(() => checkedPath('Payment Pending', ['Completed'])).toThrow(/Payment Pending to Completed/);
    expect(() => checkedPath('Completed', ['Refunded'])).toThrow(/Completed to Refunded/);
    expect(() => checkedPath('Failed', ['Processing'])).toThrow();
    expect(() => checkedPath('Processing', [])).toThrow();
  });

  it('tells the customer where a refund goes and how long it takes', () => {
    expect(refundNotice('₹299')).toBe('₹299 refunded to your payment source. Refunds take 5–7 working days.');
  });
});

describe('parseOrderStatus and orderStatusOf (the state machine never guesses a status)', () => {
  it.each([
    ['Payment Pending', 'Payment Pending'],
    [' processing ', 'Processing'],
    ['COMPLETED', 'Completed'],
    ['Failed', 'Failed'],
    ['refunded', 'Refunded'],
  ])('%j is %s', (status, parsed) => {
    expect(parseOrderStatus(status)).toBe(parsed);
    expect(orderStatusOf(status)).toBe(parsed);
  });

  it.each(['Cancelled', '', null, undefined, 'Complete'])(
    'refuses %j (displayStatus would show Completed)',
    (status) => {
      expect(parseOrderStatus(status)).toBeUndefined();
      expect(() => orderStatusOf(status)).toThrow(/unknown order status/);
    },
  );
});
