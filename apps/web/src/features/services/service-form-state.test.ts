import { validateServiceForm } from '@paywise/domain/catalogue/form-rules';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { loadOperatorLists } from './operators';
import { PLANS } from '@paywise/domain/catalogue/plans';
import { SERVICE_LIST, SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECHARGE_TYPE_PAGES, rechargeTypeOf } from './recharge-type';
import { readSavedForm, toSavedForm } from './saved-form';
import {
  identifierLabelOf,
  initialServiceFormState,
  isAutoAmount,
  payableAmount,
  serviceFormReducer,
  type ServiceFormAction,
  type ServiceFormState,
} from './service-form-state';

const run = (def: ServiceDefinition, actions: ServiceFormAction[], from = initialServiceFormState()) =>
  actions.reduce((state: ServiceFormState, action) => serviceFormReducer(def, state, action), from);

const BILL = {
  amount: 1234,
  billNumber: 'BL1',
  dueDate: '2026-01-10',
  customerName: 'A',
  billFetchRef: 'bf_test',
  billDate: '2025-12-20',
  partialPaymentAllowed: false,
};

/** A valid identifier for each input filter. */
const IDENTIFIERS = {
  none: 'AC-1234',
  digits: '0801234567',
  digits10: '9876543210',
  vehicle: 'KL01AB1234',
  upper: 'DL12345',
};

describe.each(SERVICE_LIST.map((def) => [def.slug, def] as const))('%s form', (_slug, def) => {
  const operator = OPERATORS[def.operatorList][0].name;
  const isMobile = def.identifier.orderField === 'number';

  it('checks in the specified order and shows the exact messages', () => {
    const state = initialServiceFormState();
    const seen: string[] = [];
    const steps: ServiceFormAction[] =
      def.amount.mode === 'billEditable'
        ? [
            { type: 'identifier', value: IDENTIFIERS.digits10 },
            { type: 'operator', value: operator },
            { type: 'billFetched', bill: BILL },
          ]
        : isMobile
          ? [
              { type: 'identifier', value: IDENTIFIERS.digits10 },
              { type: 'operator', value: operator },
              { type: 'circle', value: 'Karnataka' },
              { type: 'choosePlan', plan: PLANS[0] },
            ]
          : [
              { type: 'operator', value: operator },
              { type: 'identifier', value: IDENTIFIERS[def.identifier.filter] },
              def.amount.mode === 'fetched'
                ? { type: 'billFetched', bill: BILL }
                : { type: 'amount', value: '250' },
            ];
    let current = state;
    for (const step of steps) {
      const failed = validateServiceForm(def, current.values);
      if (failed) seen.push(failed.message);
      current = serviceFormReducer(def, current, step);
    }
    expect(validateServiceForm(def, current.values)).toBeNull();
    expect(seen).toEqual(def.checks.map((check) => check.message));
  });

  it('filters the identifier as it is typed', () => {
    const typed = (value: string) => run(def, [{ type: 'identifier', value }]).values.identifier;
    const expected: Record<ServiceDefinition['identifier']['filter'], [string, string]> = {
      none: ['Ab 12/3', 'Ab 12/3'],
      digits: ['080-2345 67', '080234567'],
      // A pasted +91 number is the 10-digit number; too many digits all stay, never cut to another number.
      digits10: ['+91 98765 43210', '9876543210'],
      vehicle: ['kl 01-ab 1234', 'KL01AB1234'],
      upper: ['dl12 ch/45', 'DL12 CH/45'],
    };
    const [input, output] = expected[def.identifier.filter];
    expect(typed(input)).toBe(output);
  });

  it('filters a typed amount, and keeps plan and fetched amounts read-only', () => {
    const amount = (value: string) => run(def, [{ type: 'amount', value }]).values.amount;
    if (def.amount.mode === 'plans' || def.amount.mode === 'fetched') {
      expect(amount('100')).toBe('');
    } else if (def.amount.mode === 'typedWhole') {
      expect(amount('12.50abc')).toBe('1250');
    } else {
      expect(amount('12.5.3')).toBe('12.5');
      expect(amount('₹1,299.999')).toBe('1299.99');
    }
  });

  it(`${def.clearsOnOperatorChange ? 'clears' : 'keeps'} the identifier and amount when the operator changes`, () => {
    const filled = run(def, [
      { type: 'operator', value: operator },
      { type: 'identifier', value: IDENTIFIERS[def.identifier.filter] },
      def.amount.mode === 'plans'
        ? { type: 'choosePlan', plan: PLANS[3] }
        : def.amount.mode === 'fetched' || def.amount.mode === 'billEditable'
          ? { type: 'billFetched', bill: BILL }
          : { type: 'amount', value: '300' },
    ]);
    expect(filled.values.amount).not.toBe('');
    const changed = serviceFormReducer(def, filled, {
      type: 'operator',
      value: OPERATORS[def.operatorList][1].name,
    });
    if (def.clearsOnOperatorChange) {
      expect(changed.values.identifier).toBe('');
      expect(changed.values.amount).toBe('');
      expect(changed.bill).toBeNull();
    } else if (def.amount.mode === 'billEditable') {
      // Postpaid: the number stays; its bill was the old operator's, and goes with its amount.
      expect(changed.values.identifier).toBe(filled.values.identifier);
      expect(changed.values.amount).toBe('');
      expect(changed.bill).toBeNull();
    } else {
      expect(changed.values.identifier).toBe(filled.values.identifier);
      expect(changed.values.amount).toBe(filled.values.amount);
    }
  });

  it('goes back to the form, with a new key to come, when a field changes on the summary', () => {
    const onSummary = run(def, [
      { type: 'operator', value: operator },
      { type: 'showSummary', idempotencyKey: 'key-1' },
    ]);
    expect(onSummary.step).toBe('summary');
    const edited = serviceFormReducer(def, onSummary, {
      type: 'identifier',
      value: IDENTIFIERS[def.identifier.filter],
    });
    expect(edited.step).toBe('form');
    expect(edited.idempotencyKey).toBeNull();
  });
});

// The lists not in the first page (features/services/operators.ts), as a service page waits for them.
beforeAll(() => loadOperatorLists());

describe('special cases', () => {
  it('cuts the identifier to its maximum length after filtering, so pasted separators cost no digits', () => {
    const landline = (value: string) =>
      run(SERVICES.landline, [{ type: 'identifier', value }]).values.identifier;
    expect(landline('022-1234 5678')).toBe('02212345678');
    expect(landline('0221234567890123')).toBe('022123456789');
  });

  it('labels the DTH identifier by operator, and every other page by its definition', () => {
    const labels = Object.fromEntries(
      OPERATORS.DTH.map((op) => [op.name, identifierLabelOf(SERVICES.dth, op.name)]),
    );
    expect(labels).toMatchObject({
      'Airtel Digital TV': 'Customer ID',
      'Tata Sky': 'Subscriber ID',
      'Dish TV': 'Customer Account Number',
      'Reliance Digital TV': 'Registered Mobile Number',
    });
    expect(identifierLabelOf(SERVICES.dth, '')).toBe(SERVICES.dth.identifier.label);
    expect(identifierLabelOf(SERVICES.fastag, OPERATORS.FASTAG[0].name)).toBe('Vehicle Registration Number');
  });

  it('mobile: a chosen plan fills the amount; the recharge type is the page (mobile Prepaid, postpaid Postpaid)', () => {
    const state = run(SERVICES.mobile, [{ type: 'openPlans' }, { type: 'choosePlan', plan: PLANS[5] }]);
    expect(state.values).toMatchObject({ amount: String(PLANS[5].price) });
    expect(state.selectedPlanId).toBe(PLANS[5].id);
    expect(state.step).toBe('plans');
    expect(rechargeTypeOf(SERVICES.mobile)).toBe('Prepaid');
    expect(rechargeTypeOf(SERVICES.postpaid)).toBe('Postpaid');
    expect(rechargeTypeOf(SERVICES.datacard)).toBe('Prepaid');
    expect(RECHARGE_TYPE_PAGES).toEqual({ Prepaid: 'mobile', Postpaid: 'postpaid' });
  });

  it('postpaid: a fetched bill fills an editable amount; a new number drops both, a fill too', () => {
    const def = SERVICES.postpaid;
    const fetched = run(def, [
      { type: 'identifier', value: '9845000101' },
      { type: 'operator', value: 'Airtel' },
      { type: 'billFetched', bill: BILL },
    ]);
    expect(fetched.values.amount).toBe('1234');
    expect(fetched.values.circle).toBe('');
    const part = serviceFormReducer(def, fetched, { type: 'amount', value: '₹500.255' });
    expect(part.values.amount).toBe('500.25');
    expect(part.bill).toEqual(BILL);
    expect(payableAmount(def, part)).toBe(500.25);
    const retyped = serviceFormReducer(def, part, { type: 'identifier', value: '984500010' });
    expect(retyped.values.amount).toBe('');
    expect(retyped.bill).toBeNull();
    const refilled = serviceFormReducer(def, part, {
      type: 'fill',
      values: { identifier: '9845000101', operator: 'Airtel' },
    });
    expect(refilled.values.amount).toBe('');
    expect(refilled.bill).toBeNull();
  });

  it('broadband: a new account number drops the fetched bill and amount', () => {
    const def = SERVICES.broadband;
    const fetched = run(def, [
      { type: 'operator', value: OPERATORS.BROADBAND[0].name },
      { type: 'identifier', value: '12345' },
      { type: 'billFetched', bill: BILL },
    ]);
    expect(fetched.values.amount).toBe('1234');
    expect(payableAmount(def, fetched)).toBe(1234);
    const retyped = serviceFormReducer(def, fetched, { type: 'identifier', value: '123456' });
    expect(retyped.values.amount).toBe('');
    expect(retyped.bill).toBeNull();
  });

  it("electricity: an empty amount pays the fetched bill and reads 'Auto'; a typed amount wins", () => {
    const def = SERVICES.electricity;
    const auto = run(def, [
      { type: 'operator', value: OPERATORS.ELECTRICITY[0].name },
      { type: 'identifier', value: 'C-991' },
      { type: 'billFetched', bill: BILL },
    ]);
    expect(auto.values.amount).toBe('');
    expect(isAutoAmount(def, auto)).toBe(true);
    expect(payableAmount(def, auto)).toBe(1234);
    const typed = serviceFormReducer(def, auto, { type: 'amount', value: '500' });
    expect(isAutoAmount(def, typed)).toBe(false);
    expect(payableAmount(def, typed)).toBe(500);
  });
});

describe('the form kept in session storage', () => {
  const mobile = SERVICES.mobile;
  const electricity = SERVICES.electricity;

  it('comes back after a reload as it was: values, plan, bill, and a summary with its own key (the same order)', () => {
    const plan = PLANS.find((p) => p.category === 'POPULAR')!;
    const before = run(mobile, [
      { type: 'identifier', value: '9845012345' },
      { type: 'operator', value: 'Airtel' },
      { type: 'circle', value: 'Karnataka' },
      { type: 'choosePlan', plan },
      { type: 'showSummary', idempotencyKey: 'summary-key-1' },
    ]);
    const saved = readSavedForm(mobile, JSON.stringify(toSavedForm(before)));
    expect(saved).not.toBeNull();
    const after = run(mobile, [{ type: 'restore', saved: saved!, idempotencyKey: 'new-key' }]);
    expect(after.values).toEqual(before.values);
    expect(after.selectedPlanId).toBe(plan.id);
    expect(after.step).toBe('summary');
    // Issue 39: each return to the summary plus Pay placed another order; the kept key asks for the same one.
    expect(after.idempotencyKey).toBe('summary-key-1');
    // A key kept by an older version (none), or one that is not a key: a new summary.
    const keyless = { ...saved!, idempotencyKey: null };
    expect(run(mobile, [{ type: 'restore', saved: keyless, idempotencyKey: 'new-key' }]).idempotencyKey).toBe(
      'new-key',
    );
    const odd = readSavedForm(mobile, JSON.stringify({ ...toSavedForm(before), idempotencyKey: 'x y' }));
    expect(odd?.idempotencyKey).toBeNull();

    const billed = run(electricity, [
      { type: 'operator', value: OPERATORS.ELECTRICITY[0].name },
      { type: 'identifier', value: '1234567890' },
      { type: 'billFetched', bill: BILL, fill: true },
    ]);
    const back = run(electricity, [
      {
        type: 'restore',
        saved: readSavedForm(electricity, JSON.stringify(toSavedForm(billed)))!,
        idempotencyKey: 'k',
      },
    ]);
    expect(back.bill?.billFetchRef).toBe('bf_test');
    expect(back.step).toBe('form');
  });

  it('keeps nothing for an empty form, and reads nothing it does not recognise', () => {
    expect(toSavedForm(initialServiceFormState())).toBeNull();
    expect(readSavedForm(mobile, null)).toBeNull();
    expect(readSavedForm(mobile, 'not json')).toBeNull();
    expect(readSavedForm(mobile, JSON.stringify({ values: { operator: 1 } }))).toBeNull();
    const unknownOperator = { operator: 'Nobody', identifier: '', circle: '', amount: '' };
    expect(readSavedForm(mobile, JSON.stringify({ values: unknownOperator }))).toBeNull();
    // Through the page's own filters, which never cut a mobile number (issue 39).
    const read = (identifier: string) =>
      readSavedForm(
        mobile,
        JSON.stringify({ values: { operator: '', identifier, circle: '', amount: '' }, savedAt: Date.now() }),
      )?.values.identifier;
    expect(read('98a45012345678')).toBe('9845012345678');
    expect(read('+91 98450 12345')).toBe('9845012345');
  });

  it('a draft expires 30 minutes after it was kept (issue 39: an old number came back later)', () => {
    const draft = run(mobile, [{ type: 'identifier', value: '9900112233' }]);
    const keptAt = Date.parse('2026-12-05T10:00:00.000Z');
    const raw = JSON.stringify(toSavedForm(draft, keptAt));
    expect(readSavedForm(mobile, raw, keptAt + 29 * 60_000)?.values.identifier).toBe('9900112233');
    expect(readSavedForm(mobile, raw, keptAt + 30 * 60_000 + 1)).toBeNull();
    // Kept by a version that wrote no time: no draft.
    const { savedAt: _dropped, ...untimed } = toSavedForm(draft, keptAt)!;
    expect(readSavedForm(mobile, JSON.stringify(untimed), keptAt)).toBeNull();
  });
});

describe('a fetched bill that was paid already', () => {
  const PAID = { ...BILL, paidAt: '2026-01-05T06:30:00.000Z' };
  it.each([SERVICES.broadband, SERVICES.electricity, SERVICES.postpaid])(
    '$slug: keeps the bill on screen but never fills it in as the amount to pay',
    (def) => {
      const state = run(def, [
        { type: 'operator', value: OPERATORS[def.operatorList][0].name },
        { type: 'identifier', value: def.slug === 'postpaid' ? '9845000101' : '12345678' },
        { type: 'billFetched', bill: PAID, fill: true },
      ]);
      expect(state.bill).toEqual(PAID);
      expect(state.values.amount).toBe('');
      expect(payableAmount(def, state)).toBeNull();
    },
  );
});
