import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { describe, expect, it } from 'vitest';
import { chipPrefill, MAX_CHIPS, numberChips } from './number-chips';
import {
  initialServiceFormState,
  serviceFormReducer,
  type ServiceFormAction,
  type ServiceFormState,
} from './service-form-state';

const run = (def: ServiceDefinition, actions: ServiceFormAction[], from = initialServiceFormState()) =>
  actions.reduce((state: ServiceFormState, action) => serviceFormReducer(def, state, action), from);

describe('a number chip or a Recharge again link filling the form', () => {
  const mobile = SERVICES.mobile;

  it('fills number, operator, circle and the last amount at once, though the amount is read-only', () => {
    const state = run(mobile, [
      { type: 'fill', values: { identifier: '9845000101', operator: 'Vi', circle: 'Mumbai', amount: '719' } },
    ]);
    expect(state.values).toMatchObject({
      identifier: '9845000101',
      operator: 'Vi',
      circle: 'Mumbai',
      amount: '719',
    });
    expect(state.pickedByHand).toEqual({ operator: true, circle: true });
  });

  it('is not undone by the number lookup that follows, which still fills a circle the chip did not carry', () => {
    const full = run(mobile, [
      { type: 'fill', values: { identifier: '9845000101', operator: 'Vi', circle: 'Mumbai' } },
      {
        type: 'detected',
        number: '9845000101',
        answer: { operator: 'Airtel', circle: 'Karnataka', source: 'series' },
      },
    ]);
    expect(full.values).toMatchObject({ operator: 'Vi', circle: 'Mumbai' });
    expect(full.detection).toBeNull();

    const noCircle = run(mobile, [
      { type: 'fill', values: { identifier: '9845000101', operator: 'Vi' } },
      {
        type: 'detected',
        number: '9845000101',
        answer: { operator: 'Airtel', circle: 'Karnataka', source: 'series' },
      },
    ]);
    expect(noCircle.values).toMatchObject({ operator: 'Vi', circle: 'Karnataka' });
    expect(noCircle.detection).toEqual({ operator: null, circle: 'Karnataka', source: 'series' });
  });

  it('replaces an earlier chip and its plan, and goes back from the summary to the form', () => {
    const summary = run(mobile, [
      { type: 'fill', values: { identifier: '9845000101', operator: 'Vi', circle: 'Mumbai', amount: '719' } },
      { type: 'showSummary', idempotencyKey: 'k' },
    ]);
    const next = run(
      mobile,
      [{ type: 'fill', values: { identifier: '9845000102', operator: 'Jio' } }],
      summary,
    );
    expect(next.step).toBe('form');
    expect(next.idempotencyKey).toBeNull();
    // The other number's amount is not this one's.
    expect(next.values).toMatchObject({
      identifier: '9845000102',
      operator: 'Jio',
      circle: 'Mumbai',
      amount: '',
    });
  });

  it('fills a bill page without an amount and keeps a fetched bill from following another account', () => {
    const def = SERVICES.electricity;
    const state = run(def, [
      { type: 'operator', value: 'Bangalore Electricity Supply Company (BESCOM)' },
      { type: 'identifier', value: '111' },
      {
        type: 'billFetched',
        bill: {
          amount: 10,
          billNumber: 'b',
          dueDate: 'd',
          customerName: 'c',
          billFetchRef: 'bf_test',
          billDate: '2026-01-01',
          partialPaymentAllowed: false,
        },
      },
      { type: 'fill', values: { identifier: '1234567890', operator: 'Tata Power Mumbai' } },
    ]);
    expect(state.values).toMatchObject({
      identifier: '1234567890',
      operator: 'Tata Power Mumbai',
      amount: '',
    });
    expect(state.bill).toBeNull();
  });
});

describe('the number chips', () => {
  const recent = (identifier: string, lastAmount: number) => ({
    identifier,
    operator: 'Jio',
    circle: 'Kerala',
    lastAmount,
    lastPaidAmount: lastAmount,
    lastPaidAt: '2026-01-01T00:00:00.000Z',
  });
  const saved = (id: number, identifier: string, nickname: string | null) => ({
    id,
    service: 'mobile',
    identifier,
    operator: 'Vi',
    circle: null,
    nickname,
    reminders: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

  it('puts saved entries first, each number once, at most six', () => {
    const chips = numberChips(
      [saved(1, '9000000002', 'Mom'), saved(2, '9000000009', null)],
      Array.from({ length: 8 }, (_, i) => recent(`900000000${i}`, 100 + i)),
    );
    expect(chips).toHaveLength(MAX_CHIPS);
    expect(chips.map((chip) => [chip.identifier, chip.nickname, chip.lastAmount])).toEqual([
      ['9000000002', 'Mom', 102],
      ['9000000009', null, null],
      ['9000000000', null, 100],
      ['9000000001', null, 101],
      ['9000000003', null, 103],
      ['9000000004', null, 104],
    ]);
  });

  it('fills the last amount on recharge pages only, and a circle only where the page has one', () => {
    const [chip] = numberChips([], [recent('9000000001', 299)]);
    expect(chipPrefill(SERVICES.mobile, chip!)).toEqual({
      identifier: '9000000001',
      operator: 'Jio',
      circle: 'Kerala',
      amount: '299',
    });
    expect(chipPrefill(SERVICES.electricity, chip!)).toEqual({ identifier: '9000000001', operator: 'Jio' });
  });
});
