import { describe, expect, it } from 'vitest';
import { noteWithReason, ORDER_NOTES, orderNoteOf, referenceNote } from '../src/order-notes';

describe('the notes the server writes on an order', () => {
  it('read back to their code', () => {
    for (const [code, text] of Object.entries(ORDER_NOTES)) expect(orderNoteOf(text)).toEqual({ code });
  });

  it('read a reference after the words of a note that names one', () => {
    expect(referenceNote('FULFILLED', 'OP123')).toBe('Fulfilled: OP123');
    expect(orderNoteOf('Payment captured: pay_A1')).toEqual({
      code: 'PAYMENT_CAPTURED',
      reference: 'pay_A1',
    });
    expect(orderNoteOf('Refunded: rfnd_1')).toEqual({ code: 'REFUNDED', reference: 'rfnd_1' });
    expect(orderNoteOf('Refunded: ')).toBeNull();
  });

  it('keep a provider’s words after our sentence, at most 200 characters', () => {
    const text = noteWithReason('RECHARGE_FAILED', ' Operator down ');
    expect(text).toBe('The operator could not complete this recharge. Reason: Operator down');
    expect(orderNoteOf(text)).toEqual({ code: 'RECHARGE_FAILED', reason: 'Operator down' });
    expect(noteWithReason('RECHARGE_FAILED', '')).toBe(ORDER_NOTES.RECHARGE_FAILED);
    expect(noteWithReason('RECHARGE_REVERSED', 'x'.repeat(300))).toHaveLength(200);
  });

  it('have no code for any other text (a gateway’s own words)', () => {
    expect(orderNoteOf('Bank server unreachable')).toBeNull();
    expect(orderNoteOf('Something. Reason: unknown')).toBeNull();
    expect(orderNoteOf(null)).toBeNull();
  });
});
