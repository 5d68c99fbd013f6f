import { validateServiceForm } from '@paywise/domain/catalogue/form-rules';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { PLANS } from '@paywise/domain/catalogue/plans';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { RegistryBillerDto } from '@paywise/domain/contracts/bills';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorLists } from './operators';
import {
  initialServiceFormState,
  serviceFormReducer,
  type FetchedBill,
  type PageMessages,
  type ServiceFormAction,
  type ServiceFormState,
  type ServiceStep,
} from './service-form-state';

/**
 * The service page's events (service-form-state.ts), each from each step, on the four kinds of page: plans (mobile),
 * an optional bill (electricity), a required bill with an editable amount (postpaid) and a required bill whose
 * amount is the bill's (broadband). The table below names every event type: a new event fails to compile here
 * until it has its row.
 */

const run = (def: ServiceDefinition, actions: ServiceFormAction[], from = initialServiceFormState()) =>
  actions.reduce((state: ServiceFormState, action) => serviceFormReducer(def, state, action), from);

const NO_MESSAGES: PageMessages = { error: null, billNotice: null, status: null };
/** What the page said before the event: an error, a bill notice and a status line, all at once. */
const OLD_MESSAGES: PageMessages = {
  error: 'An earlier error',
  billNotice: 'An earlier notice',
  status: { kind: 'billFound', amount: 1 },
};
const SUMMARY_KEY = 'key-of-the-summary';

const BILL: FetchedBill = {
  amount: 1234,
  billNumber: 'BL1',
  dueDate: '2026-01-10',
  customerName: 'A Customer',
  billFetchRef: 'bf_first',
  billDate: '2025-12-20',
  partialPaymentAllowed: true,
  minimumAmount: 100,
};
const PAID_BILL: FetchedBill = { ...BILL, billFetchRef: 'bf_paid', paidAt: '2026-01-02T10:00:00.000Z' };

const biller = (id: string): RegistryBillerDto => ({
  id,
  name: `Biller ${id}`,
  category: 'Electricity',
  coverage: null,
  fetchRequirement: 'MANDATORY',
  exactness: 'EXACT',
  params: [
    { name: 'Consumer Number', dataType: 'ALPHANUMERIC', regex: null, optional: false },
    { name: 'Billing Unit', dataType: 'NUMERIC', regex: null, optional: false },
  ],
  hasConvenienceFee: false,
  aliases: [],
});

const PLAN = PLANS[0];
const OTHER_PLAN = PLANS[4];

interface Page {
  name: string;
  def: ServiceDefinition;
  /** A complete form, as the customer filled it in. */
  filled(): ServiceFormState;
  /** Another valid identifier. */
  otherIdentifier: string;
}

const operatorOf = (def: ServiceDefinition, index: number) => OPERATORS[def.operatorList][index].name;

// The electricity and broadband lists come in a chunk of their own (operators.ts), as on the page.
beforeAll(() => loadOperatorLists());

const PAGES: Page[] = [
  {
    name: 'plan page (mobile)',
    def: SERVICES.mobile,
    filled: () =>
      run(SERVICES.mobile, [
        { type: 'identifier', value: '9876543210' },
        { type: 'operator', value: 'Airtel' },
        { type: 'circle', value: 'Karnataka' },
        { type: 'choosePlan', plan: PLAN },
      ]),
    otherIdentifier: '9123456780',
  },
  {
    name: 'optional bill (electricity)',
    def: SERVICES.electricity,
    filled: () =>
      run(SERVICES.electricity, [
        { type: 'operator', value: operatorOf(SERVICES.electricity, 0) },
        { type: 'identifier', value: 'AC-1234' },
        { type: 'billFetched', bill: BILL, fill: true },
        { type: 'registryBiller', biller: biller('B1') },
        { type: 'param', name: 'Billing Unit', value: '42' },
      ]),
    otherIdentifier: 'AC-9999',
  },
  {
    name: 'bill required, editable amount (postpaid)',
    def: SERVICES.postpaid,
    filled: () =>
      run(SERVICES.postpaid, [
        { type: 'identifier', value: '9845000101' },
        { type: 'operator', value: 'Airtel' },
        { type: 'billFetched', bill: BILL },
      ]),
    otherIdentifier: '9845000202',
  },
  {
    name: 'bill required, fetched amount (broadband)',
    def: SERVICES.broadband,
    filled: () =>
      run(SERVICES.broadband, [
        { type: 'operator', value: operatorOf(SERVICES.broadband, 0) },
        { type: 'identifier', value: 'BB-1234' },
        { type: 'billFetched', bill: BILL },
        { type: 'registryBiller', biller: biller('B1') },
      ]),
    otherIdentifier: 'BB-9999',
  },
];

const STEPS: ServiceStep[] = ['form', 'plans', 'summary'];

/** The page's filled form at `step`, with messages on screen and a "plan gone" note: what every edit must clear. */
function stateAt(page: Page, step: ServiceStep): ServiceFormState {
  const filled = page.filled();
  expect(validateServiceForm(page.def, filled.values)).toBeNull();
  return {
    ...filled,
    step,
    idempotencyKey: step === 'summary' ? SUMMARY_KEY : null,
    messages: OLD_MESSAGES,
    repeat: { wantedPlan: null, planGone: true, fetchOnArrival: false },
  };
}

interface Case {
  page: Page;
  def: ServiceDefinition;
  step: ServiceStep;
  before: ServiceFormState;
  after: ServiceFormState;
}

/** The customer's own edits: each clears the messages and the plan-gone note, and a summary goes back to the form. */
function expectEdit({ step, before, after }: Case) {
  expect(after.messages).toEqual(NO_MESSAGES);
  expect(after.repeat.planGone).toBe(false);
  if (step === 'summary' && after.values !== before.values) {
    expect(after.step).toBe('form');
    expect(after.idempotencyKey).toBeNull();
  }
}

type EventRow = {
  make(page: Page, before: ServiceFormState): ServiceFormAction;
  check(test: Case): void;
};

const EVENTS: { [Type in ServiceFormAction['type']]: EventRow } = {
  operator: {
    make: (page) => ({ type: 'operator', value: operatorOf(page.def, 1) }),
    check: (test) => {
      const { def, before, after } = test;
      expectEdit(test);
      expect(after.values.operator).toBe(operatorOf(def, 1));
      // Another biller asks for its own parameters.
      expect(after.billerParams).toEqual({ biller: null, values: {}, invalid: null });
      expect(after.detection).toBeNull();
      expect(after.pickedByHand.operator).toBe(true);
      if (def.amount.mode === 'billEditable') {
        expect(after.values).toMatchObject({ identifier: before.values.identifier, amount: '' });
        expect(after.bill).toBeNull();
      } else if (def.clearsOnOperatorChange) {
        expect(after.values).toMatchObject({ identifier: '', amount: '' });
        expect(after.bill).toBeNull();
        expect(after.selectedPlanId).toBeNull();
      } else {
        // Mobile: the number, the circle and the plan chosen stay (the plans of the new operator decide).
        expect(after.values).toMatchObject({
          identifier: before.values.identifier,
          amount: before.values.amount,
        });
        expect(after.selectedPlanId).toBe(before.selectedPlanId);
      }
      expect(after.step).toBe(test.step === 'summary' ? 'form' : test.step);
    },
  },
  identifier: {
    make: (page) => ({ type: 'identifier', value: page.otherIdentifier }),
    check: (test) => {
      const { def, after } = test;
      expectEdit(test);
      expect(after.values.identifier).toBe(test.page.otherIdentifier);
      // A fetched bill belongs to the account it was fetched for.
      expect(after.bill).toBeNull();
      if (def.bill !== 'none') expect(after.values.amount).toBe('');
      else expect(after.values.amount).toBe(test.before.values.amount);
      expect(after.step).toBe(test.step === 'summary' ? 'form' : test.step);
    },
  },
  circle: {
    make: () => ({ type: 'circle', value: 'Kerala' }),
    check: (test) => {
      expectEdit(test);
      expect(test.after.values.circle).toBe('Kerala');
      expect(test.after.pickedByHand.circle).toBe(true);
      expect(test.after.step).toBe(test.step === 'summary' ? 'form' : test.step);
    },
  },
  amount: {
    make: () => ({ type: 'amount', value: '500' }),
    check: (test) => {
      const { def, before, after } = test;
      expectEdit(test);
      if (def.amount.mode === 'plans' || def.amount.mode === 'fetched') {
        // Read-only: nothing but the messages changes.
        expect(after.values).toBe(before.values);
        expect(after.step).toBe(test.step);
      } else {
        expect(after.values.amount).toBe('500');
        // A part payment of the fetched bill: it stays the bill being paid.
        expect(after.bill).toBe(before.bill);
        expect(after.step).toBe(test.step === 'summary' ? 'form' : test.step);
      }
    },
  },
  openPlans: {
    make: () => ({ type: 'openPlans' }),
    check: ({ after }) => {
      expect(after.step).toBe('plans');
      expect(after.idempotencyKey).toBeNull();
      // The error goes; the news of the last step stays.
      expect(after.messages).toEqual({ ...OLD_MESSAGES, error: null });
    },
  },
  choosePlan: {
    make: () => ({ type: 'choosePlan', plan: OTHER_PLAN }),
    check: (test) => {
      expectEdit(test);
      expect(test.after.values.amount).toBe(String(OTHER_PLAN.price));
      expect(test.after.selectedPlanId).toBe(OTHER_PLAN.id);
      expect(test.after.step).toBe(test.step === 'summary' ? 'form' : test.step);
    },
  },
  linkArrived: {
    make: (page) => ({
      type: 'linkArrived',
      prefill: { identifier: page.otherIdentifier },
      wantedPlan: null,
      fetchOnArrival: page.def.bill !== 'none',
    }),
    check: ({ page, def, after }) => {
      expect(after.values.identifier).toBe(page.otherIdentifier);
      expect(after.bill).toBeNull();
      expect(after.selectedPlanId).toBeNull();
      expect(after.repeat).toEqual({
        wantedPlan: null,
        planGone: false,
        fetchOnArrival: def.bill !== 'none',
      });
    },
  },
  plansArrived: {
    // No plan asked for: the plans arriving change nothing.
    make: () => ({ type: 'plansArrived', plans: PLANS, idempotencyKey: 'new-key' }),
    check: ({ before, after }) => expect(after).toBe(before),
  },
  arrivalFetchTaken: {
    make: () => ({ type: 'arrivalFetchTaken' }),
    check: ({ before, after }) => {
      expect(after.repeat.fetchOnArrival).toBe(false);
      expect(after.messages).toBe(before.messages);
      expect(after.step).toBe(before.step);
    },
  },
  billFetchStarted: {
    make: () => ({ type: 'billFetchStarted' }),
    check: ({ before, after }) => {
      expect(after.isFetchingBill).toBe(true);
      expect(after.messages).toEqual({ ...NO_MESSAGES, status: { kind: 'fetchingBill' } });
      expect(after.step).toBe(before.step);
      expect(after.idempotencyKey).toBe(before.idempotencyKey);
    },
  },
  billFetched: {
    make: () => ({
      type: 'billFetched',
      bill: { ...BILL, amount: 999, billFetchRef: 'bf_again' },
      fill: true,
    }),
    check: ({ before, after }) => {
      expect(after.isFetchingBill).toBe(false);
      expect(after.bill?.billFetchRef).toBe('bf_again');
      expect(after.values.amount).toBe('999');
      expect(after.messages).toEqual({ ...NO_MESSAGES, status: { kind: 'billFound', amount: 999 } });
      // An unpaid bill keeps the step: "Fetch again" on the summary then opens a new summary (use-bill-steps).
      expect(after.step).toBe(before.step);
    },
  },
  billFetchFailed: {
    make: () => ({ type: 'billFetchFailed', message: 'Could not fetch your bill. Please try again.' }),
    check: ({ before, after }) => {
      expect(after.isFetchingBill).toBe(false);
      expect(after.messages).toEqual({
        ...NO_MESSAGES,
        error: 'Could not fetch your bill. Please try again.',
      });
      expect(after.bill).toBe(before.bill);
      expect(after.step).toBe(before.step);
    },
  },
  detected: {
    make: (page, before) => ({
      type: 'detected',
      number: before.values.identifier,
      answer: { operator: 'Jio', circle: 'Delhi NCR', source: 'series' },
    }),
    check: ({ def, step, before, after }) => {
      // The operator and circle of this page were picked (a lookup never overwrites them), and a summary stands.
      if (def.identifier.orderField !== 'number' || step === 'summary') {
        expect(after).toBe(before);
        return;
      }
      expect(after.values).toEqual(before.values);
      expect(after.messages).toBe(before.messages);
    },
  },
  fill: {
    make: (page) => ({ type: 'fill', values: { identifier: page.otherIdentifier } }),
    check: (test) => {
      expectEdit(test);
      expect(test.after.values.identifier).toBe(test.page.otherIdentifier);
      expect(test.after.bill).toBeNull();
      expect(test.after.selectedPlanId).toBeNull();
      expect(test.after.step).toBe(test.step === 'summary' ? 'form' : test.step);
    },
  },
  invalid: {
    make: () => ({ type: 'invalid', field: 'amount', message: 'Please enter the amount.' }),
    check: ({ before, after }) => {
      expect(after).toMatchObject({ invalidField: 'amount', invalidMessage: 'Please enter the amount.' });
      expect(after.messages).toEqual(NO_MESSAGES);
      expect(after.step).toBe(before.step);
    },
  },
  stepFailed: {
    make: () => ({ type: 'stepFailed', message: 'Something went wrong.' }),
    check: ({ before, after }) => {
      expect(after.messages).toEqual({ ...NO_MESSAGES, error: 'Something went wrong.' });
      expect(after.step).toBe(before.step);
      expect(after.values).toBe(before.values);
    },
  },
  registryBiller: {
    make: () => ({ type: 'registryBiller', biller: biller('B2') }),
    check: ({ before, after }) => {
      expect(after.billerParams).toEqual({ biller: biller('B2'), values: {}, invalid: null });
      expect(after.messages).toBe(before.messages);
      expect(after.step).toBe(before.step);
    },
  },
  param: {
    make: () => ({ type: 'param', name: 'Billing Unit', value: '77' }),
    check: (test) => {
      expectEdit(test);
      expect(test.after.billerParams.values['Billing Unit']).toBe('77');
      expect(test.after.billerParams.invalid).toBeNull();
    },
  },
  paramInvalid: {
    make: () => ({ type: 'paramInvalid', name: 'Billing Unit', message: 'Please enter the Billing Unit.' }),
    check: ({ before, after }) => {
      expect(after.billerParams.invalid).toBe('Billing Unit');
      expect(after.messages).toEqual({ ...NO_MESSAGES, error: 'Please enter the Billing Unit.' });
      expect(after.step).toBe(before.step);
    },
  },
  showSummary: {
    make: () => ({
      type: 'showSummary',
      idempotencyKey: 'new-key',
      status: { kind: 'proceed', after: null },
    }),
    check: ({ before, after }) => {
      expect(after.step).toBe('summary');
      expect(after.idempotencyKey).toBe('new-key');
      expect(after.invalidField).toBeNull();
      expect(after.messages).toEqual({
        ...before.messages,
        error: null,
        status: { kind: 'proceed', after: null },
      });
    },
  },
  edit: {
    make: () => ({ type: 'edit' }),
    check: ({ before, after }) => {
      expect(after.step).toBe('form');
      expect(after.idempotencyKey).toBeNull();
      expect(after.messages).toEqual({ ...before.messages, status: null });
      expect(after.values).toBe(before.values);
    },
  },
  restore: {
    make: (page) => ({
      type: 'restore',
      saved: {
        values: page.filled().values,
        bill: null,
        selectedPlanId: null,
        pickedByHand: { operator: true, circle: false },
        step: 'form',
        idempotencyKey: null,
        savedAt: Date.now(),
      },
      idempotencyKey: 'restored-key',
    }),
    check: ({ page, after }) => {
      expect(after.values).toEqual(page.filled().values);
      expect(after.step).toBe('form');
      expect(after.messages).toEqual(NO_MESSAGES);
      expect(after.repeat).toEqual(initialServiceFormState().repeat);
      expect(after.billerParams).toEqual(initialServiceFormState().billerParams);
    },
  },
};

const EVENT_TYPES = Object.keys(EVENTS) as ServiceFormAction['type'][];

describe.each(PAGES.map((page) => [page.name, page] as const))('%s', (_name, page) => {
  describe.each(STEPS)('from the %s step', (step) => {
    it.each(EVENT_TYPES)('%s', (type) => {
      const before = stateAt(page, step);
      const row = EVENTS[type];
      const after = serviceFormReducer(page.def, before, row.make(page, before));
      row.check({ page, def: page.def, step, before, after });
    });
  });
});

describe('every customer edit clears what the page said', () => {
  const EDITS = ['operator', 'identifier', 'circle', 'amount', 'choosePlan', 'fill', 'param'] as const;
  it.each(PAGES.flatMap((page) => EDITS.map((type) => [page.name, type, page] as const)))(
    '%s: %s, even one that changes no value',
    (_name, type, page) => {
      const before = stateAt(page, 'form');
      // The same value again: the reducer keeps the state, yet the old messages are no longer news.
      const same: Record<(typeof EDITS)[number], ServiceFormAction> = {
        operator: { type: 'operator', value: before.values.operator },
        identifier: { type: 'identifier', value: before.values.identifier },
        circle: { type: 'circle', value: before.values.circle },
        amount: { type: 'amount', value: before.values.amount },
        choosePlan: { type: 'choosePlan', plan: PLAN },
        fill: { type: 'fill', values: {} },
        param: { type: 'param', name: 'Billing Unit', value: '42' },
      };
      const after = serviceFormReducer(page.def, before, same[type]);
      expect(after.messages).toEqual(NO_MESSAGES);
      expect(after.repeat.planGone).toBe(false);
    },
  );
});

describe('editing on the summary goes back to the form and drops the idempotency key', () => {
  const changes = (page: Page): ServiceFormAction[] => {
    const actions: ServiceFormAction[] = [
      { type: 'operator', value: operatorOf(page.def, 1) },
      { type: 'identifier', value: page.otherIdentifier },
      { type: 'fill', values: { identifier: page.otherIdentifier } },
    ];
    if (page.def.hasCircle) actions.push({ type: 'circle', value: 'Kerala' });
    if (page.def.amount.mode !== 'plans' && page.def.amount.mode !== 'fetched') {
      actions.push({ type: 'amount', value: '500' });
    }
    if (page.def.amount.mode === 'plans') actions.push({ type: 'choosePlan', plan: OTHER_PLAN });
    return actions;
  };
  it.each(
    PAGES.flatMap((page) =>
      changes(page).map((action) => ({ name: page.name, type: action.type, page, action })),
    ),
  )('$name: $type', ({ page, action }) => {
    const after = serviceFormReducer(page.def, stateAt(page, 'summary'), action);
    expect(after.step).toBe('form');
    expect(after.idempotencyKey).toBeNull();
    expect(after.messages).toEqual(NO_MESSAGES);
  });

  // Found by this test (it failed before): a biller's other parameter (a billing unit) typed beside the summary
  // kept the summary, its key and the bill fetched for the old value, so Pay would have paid the old bill.
  it('electricity: a biller parameter changed beside the summary goes back to the form, without the old bill', () => {
    const page = PAGES[1];
    const after = serviceFormReducer(page.def, stateAt(page, 'summary'), {
      type: 'param',
      name: 'Billing Unit',
      value: '77',
    });
    expect(after.step).toBe('form');
    expect(after.idempotencyKey).toBeNull();
    expect(after.bill).toBeNull();
  });
});

describe('plansArrived: the plan a "Recharge again" link asks for', () => {
  const def = SERVICES.mobile;
  const linked = (circle: string | undefined, wanted = { id: PLAN.id, amount: String(PLAN.price) }) =>
    run(def, [
      {
        type: 'linkArrived',
        prefill: {
          identifier: '9876543210',
          operator: 'Airtel',
          circle,
          planId: wanted.id,
          amount: wanted.amount,
        },
        wantedPlan: wanted,
        fetchOnArrival: false,
      },
    ]);

  it('offered, with the form complete: chosen, and the summary opens saying so', () => {
    const state = serviceFormReducer(def, linked('Karnataka'), {
      type: 'plansArrived',
      plans: PLANS,
      idempotencyKey: 'link-key',
    });
    expect(state.selectedPlanId).toBe(PLAN.id);
    expect(state.values.amount).toBe(String(PLAN.price));
    expect(state.step).toBe('summary');
    expect(state.idempotencyKey).toBe('link-key');
    expect(state.messages.status).toEqual({
      kind: 'proceed',
      after: { kind: 'planChosen', price: PLAN.price },
    });
    expect(state.repeat).toEqual({ wantedPlan: null, planGone: false, fetchOnArrival: false });
  });

  it('offered, with the circle missing: chosen, the form stays for the circle', () => {
    const state = serviceFormReducer(def, linked(undefined), {
      type: 'plansArrived',
      plans: PLANS,
      idempotencyKey: 'link-key',
    });
    expect(state.selectedPlanId).toBe(PLAN.id);
    expect(state.step).toBe('form');
    expect(state.idempotencyKey).toBeNull();
    expect(state.repeat.wantedPlan).toBeNull();
    expect(validateServiceForm(def, state.values)?.field).toBe('circle');
  });

  it('not offered (or at another price): the plan is gone, the form stays filled', () => {
    for (const wanted of [
      { id: 999_999, amount: '199' },
      { id: PLAN.id, amount: String(PLAN.price + 1) },
    ]) {
      const state = serviceFormReducer(def, linked('Karnataka', wanted), {
        type: 'plansArrived',
        plans: PLANS,
        idempotencyKey: 'link-key',
      });
      expect(state.repeat).toEqual({ wantedPlan: null, planGone: true, fetchOnArrival: false });
      expect(state.step).toBe('form');
      expect(state.selectedPlanId).toBeNull();
      expect(state.values).toMatchObject({
        identifier: '9876543210',
        operator: 'Airtel',
        circle: 'Karnataka',
      });
    }
  });

  it('plans that could not be asked for (null): only the wish goes, with no claim that the plan is gone', () => {
    const before = linked('Karnataka');
    const state = serviceFormReducer(def, before, { type: 'plansArrived', plans: null, idempotencyKey: 'k' });
    expect(state).toEqual({ ...before, repeat: { ...before.repeat, wantedPlan: null } });
  });

  it('the plan-gone note goes with the next edit', () => {
    const gone = serviceFormReducer(def, linked('Karnataka', { id: 999_999, amount: '199' }), {
      type: 'plansArrived',
      plans: PLANS,
      idempotencyKey: 'k',
    });
    expect(gone.repeat.planGone).toBe(true);
    expect(serviceFormReducer(def, gone, { type: 'circle', value: 'Kerala' }).repeat.planGone).toBe(false);
  });
});

describe('bill fetches', () => {
  it.each(PAGES.filter((page) => page.def.bill !== 'none').map((page) => [page.name, page] as const))(
    '%s: a bill paid already (fetched again from the summary) goes back to the form and says so',
    (_name, page) => {
      const after = serviceFormReducer(page.def, stateAt(page, 'summary'), {
        type: 'billFetched',
        bill: PAID_BILL,
        fill: true,
      });
      expect(after.step).toBe('form');
      expect(after.idempotencyKey).toBeNull();
      expect(after.bill).toEqual(PAID_BILL);
      expect(after.values.amount).toBe('');
      expect(after.messages).toEqual({
        ...NO_MESSAGES,
        status: { kind: 'billPaid', paidAt: PAID_BILL.paidAt },
      });
    },
  );

  it.each(PAGES.filter((page) => page.def.bill !== 'none').map((page) => [page.name, page] as const))(
    '%s: no bill due is a notice, not an error',
    (_name, page) => {
      const fetching = serviceFormReducer(page.def, stateAt(page, 'form'), { type: 'billFetchStarted' });
      const after = serviceFormReducer(page.def, fetching, {
        type: 'billFetchFailed',
        message: 'No bill is due for this account.',
        noBillDue: true,
      });
      expect(after.messages).toEqual({ ...NO_MESSAGES, billNotice: 'No bill is due for this account.' });
      expect(after.isFetchingBill).toBe(false);
    },
  );

  it('electricity: a bill fetched for Proceed (no fill) leaves an empty amount empty ("Auto")', () => {
    const def = SERVICES.electricity;
    const state = run(def, [
      { type: 'operator', value: operatorOf(def, 0) },
      { type: 'identifier', value: 'AC-1234' },
      { type: 'billFetchStarted' },
      { type: 'billFetched', bill: BILL },
    ]);
    expect(state.values.amount).toBe('');
    expect(state.bill).toEqual(BILL);
  });
});

describe('a registry biller and its parameters', () => {
  const def = SERVICES.electricity;
  const withParam = () =>
    run(def, [
      { type: 'operator', value: operatorOf(def, 0) },
      { type: 'registryBiller', biller: biller('B1') },
      { type: 'param', name: 'Billing Unit', value: '42' },
      { type: 'paramInvalid', name: 'Billing Unit', message: 'Check the Billing Unit.' },
    ]);

  it('another biller resets the values typed for the last one', () => {
    const after = serviceFormReducer(def, withParam(), { type: 'registryBiller', biller: biller('B2') });
    expect(after.billerParams).toEqual({ biller: biller('B2'), values: {}, invalid: null });
  });

  it('the same biller again keeps them', () => {
    const before = withParam();
    expect(serviceFormReducer(def, before, { type: 'registryBiller', biller: biller('B1') })).toBe(before);
  });

  it('another operator resets the biller and its values', () => {
    const after = serviceFormReducer(def, withParam(), { type: 'operator', value: operatorOf(def, 2) });
    expect(after.billerParams).toEqual({ biller: null, values: {}, invalid: null });
  });

  it('typing the parameter clears its mark and the message', () => {
    const after = serviceFormReducer(def, withParam(), { type: 'param', name: 'Billing Unit', value: '43' });
    expect(after.billerParams).toMatchObject({ invalid: null, values: { 'Billing Unit': '43' } });
    expect(after.messages).toEqual(NO_MESSAGES);
  });
});

describe('showSummary', () => {
  it('without a status (a summary renewed for another order) keeps what the page said', () => {
    const page = PAGES[0];
    const before = stateAt(page, 'summary');
    const after = serviceFormReducer(page.def, before, { type: 'showSummary', idempotencyKey: 'renewed' });
    expect(after.messages).toBe(before.messages);
    expect(after.idempotencyKey).toBe('renewed');
    expect(after.step).toBe('summary');
  });

  it('with a status says it, and drops the last error', () => {
    const page = PAGES[1];
    const after = serviceFormReducer(page.def, stateAt(page, 'form'), {
      type: 'showSummary',
      idempotencyKey: 'k',
      status: { kind: 'billFound', amount: 1234 },
    });
    expect(after.messages).toEqual({
      ...OLD_MESSAGES,
      error: null,
      status: { kind: 'billFound', amount: 1234 },
    });
  });
});
