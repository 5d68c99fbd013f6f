import {
  filterAmount,
  filterIdentifier,
  isPositiveAmount,
  type ServiceFormValues,
} from '@paywise/domain/catalogue/form-rules';
import { CIRCLES } from '@paywise/domain/catalogue/circles';
import type { FormField, Plan, ServiceDefinition, ServiceSlug } from '@paywise/domain/catalogue/types';
import type { Prefill } from '@paywise/domain/catalogue/repeat-link';
import type { BillDto } from '@paywise/domain/contracts/bills';
import type { MobileLookupDto } from '@paywise/domain/contracts/numbers';
import { operatorsOf } from './operators';

export type RechargeType = 'Prepaid' | 'Postpaid';
export const RECHARGE_TYPES: readonly RechargeType[] = ['Prepaid', 'Postpaid'];

/** The page of each recharge type: the Prepaid/Postpaid control moves between them. */
export const RECHARGE_TYPE_PAGES: Readonly<Record<RechargeType, ServiceSlug>> = {
  Prepaid: 'mobile',
  Postpaid: 'postpaid',
};

/** The recharge type a page is (the postpaid page is Postpaid, the mobile page Prepaid). */
export function rechargeTypeOf(def: ServiceDefinition): RechargeType {
  return RECHARGE_TYPES.find((type) => RECHARGE_TYPE_PAGES[type] === def.slug) ?? 'Prepaid';
}

/** Pages whose amount comes with a fetched bill (broadband read-only, postpaid editable). */
const isFetchedAmount = (def: ServiceDefinition) =>
  def.amount.mode === 'fetched' || def.amount.mode === 'billEditable';

/** form → (plans, mobile and data card) → summary */
export type ServiceStep = 'form' | 'plans' | 'summary';

/** A bill as fetched (POST /api/bills/fetch): the order placed from it sends its billFetchRef. */
export type FetchedBill = BillDto;

/** What the number lookup filled in (mobile, data card): the line under the number says it and where it came from. */
export interface Detection {
  /** The operator it filled, or null when the customer had picked one by hand. */
  operator: string | null;
  /** The circle it filled, or null (picked by hand, or the number's series names none). */
  circle: string | null;
  source: MobileLookupDto['source'];
}

export interface ServiceFormState {
  values: Required<ServiceFormValues>;
  step: ServiceStep;
  /** The field of the last failed check, marked invalid until it is edited. */
  invalidField: FormField | null;
  /**
   * The bill fetched for the current operator and account, on every page whose billers present bills (def.bill
   * 'required' or 'optional'); an order placed with it carries its billFetchRef.
   */
  bill: FetchedBill | null;
  selectedPlanId: number | null;
  /** One per summary screen: a retried Pay (double click, network retry) makes one order. */
  idempotencyKey: string | null;
  /** Filled in by the number lookup and not changed since; cleared by a new number or a pick by hand. */
  detection: Detection | null;
  /** Operator and circle the customer chose by hand for the number typed: a lookup never overwrites them. */
  pickedByHand: { operator: boolean; circle: boolean };
}

export type ServiceFormAction =
  | { type: 'operator'; value: string }
  | { type: 'identifier'; value: string }
  | { type: 'circle'; value: string }
  | { type: 'amount'; value: string }
  | { type: 'openPlans' }
  | { type: 'choosePlan'; plan: Plan }
  /** `fill`: the amount becomes the bill's (Fetch Bill); electricity's 'Auto' leaves an empty amount empty. */
  | { type: 'billFetched'; bill: FetchedBill; fill?: boolean }
  | { type: 'detected'; number: string; answer: MobileLookupDto }
  | { type: 'fill'; values: Prefill }
  | { type: 'invalid'; field: FormField }
  | { type: 'showSummary'; idempotencyKey: string }
  | { type: 'edit' }
  /** The form as this tab last had it (session storage), after a reload: see readSavedForm. */
  | { type: 'restore'; saved: SavedForm; idempotencyKey: string };

export function initialServiceFormState(): ServiceFormState {
  return {
    values: { operator: '', identifier: '', circle: '', amount: '' },
    step: 'form',
    invalidField: null,
    bill: null,
    selectedPlanId: null,
    idempotencyKey: null,
    detection: null,
    pickedByHand: { operator: false, circle: false },
  };
}

/** Editing anything the summary shows makes the summary stale: the page goes back to the form. */
function edited(
  state: ServiceFormState,
  values: ServiceFormState['values'],
  field: FormField | null,
): ServiceFormState {
  return {
    ...state,
    values,
    step: state.step === 'summary' ? 'form' : state.step,
    invalidField: state.invalidField === field ? null : state.invalidField,
    idempotencyKey: state.step === 'summary' ? null : state.idempotencyKey,
  };
}

/** The service form's rules as a pure function of the service definition (input filters, what clears what). */
export function serviceFormReducer(
  def: ServiceDefinition,
  state: ServiceFormState,
  action: ServiceFormAction,
): ServiceFormState {
  const { values } = state;
  switch (action.type) {
    case 'operator': {
      if (action.value === values.operator) return state;
      const next = {
        ...edited(state, { ...values, operator: action.value }, 'operator'),
        detection: null,
        pickedByHand: { ...state.pickedByHand, operator: true },
      };
      // Postpaid: the bill is the number's with this operator; another operator is another bill.
      if (def.amount.mode === 'billEditable') {
        return { ...next, values: { ...next.values, amount: '' }, bill: null };
      }
      if (!def.clearsOnOperatorChange) return next;
      // A new operator means a new account: the old identifier, amount and bill no longer apply.
      return {
        ...next,
        values: { ...next.values, identifier: '', amount: '' },
        bill: null,
        selectedPlanId: null,
        invalidField: null,
      };
    }
    case 'identifier': {
      // Cut to length after filtering, so a pasted '+91 98765-43210' or '022-1234 5678' keeps all its digits.
      const identifier = filterIdentifier(def.identifier.filter, action.value).slice(
        0,
        def.identifier.maxLength,
      );
      if (identifier === values.identifier) return state;
      // Changing a complete number starts another one: what was detected or picked for it no longer holds. A pick
      // made while the number is still being typed (or before) is for the number to come, and stays.
      const isNewNumber = def.identifier.pattern.test(values.identifier);
      const next = {
        ...edited(state, { ...values, identifier }, 'identifier'),
        detection: null,
        pickedByHand: isNewNumber ? { operator: false, circle: false } : state.pickedByHand,
      };
      // A fetched bill belongs to the account it was fetched for.
      if (isFetchedAmount(def)) return { ...next, values: { ...next.values, amount: '' }, bill: null };
      if (state.bill) {
        // The amount the bill filled in goes with it; one typed by hand stays.
        const fromBill = values.amount === String(state.bill.amount);
        return {
          ...next,
          values: { ...next.values, amount: fromBill ? '' : next.values.amount },
          bill: null,
        };
      }
      return next;
    }
    case 'circle':
      return action.value === values.circle
        ? state
        : {
            ...edited(state, { ...values, circle: action.value }, 'circle'),
            detection: null,
            pickedByHand: { ...state.pickedByHand, circle: true },
          };
    case 'detected':
      return detected(def, state, action.number, action.answer);
    case 'fill':
      return filled(def, state, action.values);
    case 'amount': {
      // Plan and fetched amounts are read-only.
      if (def.amount.mode === 'plans' || def.amount.mode === 'fetched') return state;
      const amount = filterAmount(def.amount.mode, action.value);
      if (amount === values.amount) return state;
      // A part payment of the fetched bill (or the bill's amount typed again): it stays the bill being paid.
      const bill = def.bill !== 'none' ? state.bill : null;
      return { ...edited(state, { ...values, amount }, 'amount'), bill };
    }
    case 'openPlans':
      return { ...state, step: 'plans', idempotencyKey: null };
    case 'choosePlan':
      return {
        ...edited(state, { ...values, amount: String(action.plan.price) }, 'amount'),
        selectedPlanId: action.plan.id,
      };
    case 'billFetched':
      return {
        ...state,
        bill: action.bill,
        // A bill paid already (paidAt) is shown, never filled in as an amount to pay again.
        values:
          isFetchedAmount(def) || action.fill
            ? { ...values, amount: action.bill.paidAt ? '' : String(action.bill.amount) }
            : values,
        invalidField: state.invalidField === 'amount' ? null : state.invalidField,
        // Paid already (fetched again from the summary): back to the form, where the paid bill is shown.
        ...(action.bill.paidAt ? { step: 'form' as const, idempotencyKey: null } : {}),
      };
    case 'invalid':
      return { ...state, invalidField: action.field };
    case 'showSummary':
      return { ...state, step: 'summary', invalidField: null, idempotencyKey: action.idempotencyKey };
    case 'edit':
      return { ...state, step: 'form', idempotencyKey: null };
    case 'restore': {
      const { saved } = action;
      const restored: ServiceFormState = {
        ...initialServiceFormState(),
        values: saved.values,
        bill: saved.bill,
        selectedPlanId: saved.selectedPlanId,
        pickedByHand: saved.pickedByHand,
      };
      // A summary comes back as a summary (a new one: Pay places its own order), when it can still be paid.
      return saved.step === 'summary' && payableAmount(def, restored) !== null
        ? { ...restored, step: 'summary', idempotencyKey: action.idempotencyKey }
        : restored;
    }
  }
}

/**
 * What a service page keeps in the tab's session storage so a reload (or a lost connection) does not cost the
 * customer what they typed: the number or account, operator, circle, plan or amount, and the fetched bill (whose
 * billFetchRef the order sends). Nothing that identifies an order or a payment.
 */
export interface SavedForm {
  values: ServiceFormState['values'];
  bill: FetchedBill | null;
  selectedPlanId: number | null;
  pickedByHand: ServiceFormState['pickedByHand'];
  step: 'form' | 'summary';
}

export const savedFormKey = (slug: ServiceSlug) => `paywise.form.${slug}`;

/** The part of the state worth keeping; null when there is nothing typed yet. */
export function toSavedForm(state: ServiceFormState): SavedForm | null {
  const { values } = state;
  if (!values.identifier && !values.operator && !values.amount) return null;
  return {
    values,
    bill: state.bill,
    selectedPlanId: state.selectedPlanId,
    pickedByHand: state.pickedByHand,
    step: state.step === 'summary' ? 'summary' : 'form',
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

/**
 * A saved form read back, with every field checked and put through the page's own input filters: anything else
 * (another version's shape, a hand-edited value) is no saved form at all.
 */
export function readSavedForm(def: ServiceDefinition, raw: string | null): SavedForm | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const saved = parsed as Partial<Record<keyof SavedForm, unknown>>;
  const values = saved.values as Partial<Record<keyof ServiceFormState['values'], unknown>> | undefined;
  if (!values || ![values.operator, values.identifier, values.circle, values.amount].every(isText))
    return null;
  const operator = values.operator as string;
  if (operator !== '' && !operatorsOf(def.operatorList).some((known) => known.name === operator)) return null;
  const circle = values.circle as string;
  if (circle !== '' && !CIRCLES.some((known) => known.name === circle)) return null;
  const bill = saved.bill as FetchedBill | null | undefined;
  const isBill =
    bill === null ||
    bill === undefined ||
    (typeof bill === 'object' && isText(bill.billFetchRef) && typeof bill.amount === 'number');
  const picked = saved.pickedByHand as Partial<Record<'operator' | 'circle', unknown>> | undefined;
  if (!isBill) return null;
  return {
    values: {
      operator,
      identifier: filterIdentifier(def.identifier.filter, values.identifier as string).slice(
        0,
        def.identifier.maxLength,
      ),
      circle,
      amount: filterAmount(def.amount.mode, values.amount as string),
    },
    bill: bill ?? null,
    selectedPlanId: typeof saved.selectedPlanId === 'number' ? saved.selectedPlanId : null,
    pickedByHand: { operator: picked?.operator === true, circle: picked?.circle === true },
    step: saved.step === 'summary' ? 'summary' : 'form',
  };
}

/**
 * The number lookup's answer for the number on the form: fills the operator and circle the customer has not picked
 * by hand, leaves the rest. An answer for a number no longer typed, or one naming nothing the lists know, changes
 * nothing.
 */
function detected(
  def: ServiceDefinition,
  state: ServiceFormState,
  number: string,
  answer: MobileLookupDto,
): ServiceFormState {
  const { values, pickedByHand } = state;
  if (def.identifier.orderField !== 'number' || number !== values.identifier) return state;
  // The customer has moved on to pay (a login from Pay asks the lookup again, which may now answer from their
  // history): the summary on screen stands.
  if (state.step === 'summary') return state;
  const operator =
    !pickedByHand.operator && operatorsOf(def.operatorList).some((known) => known.name === answer.operator)
      ? answer.operator
      : null;
  const circle =
    def.hasCircle && !pickedByHand.circle && CIRCLES.some((known) => known.name === answer.circle)
      ? answer.circle
      : null;
  if (operator === null && circle === null) return state;
  // The same answer again (asked again after a login): nothing changes, and what is on screen stays.
  if ((operator ?? values.operator) === values.operator && (circle ?? values.circle) === values.circle) {
    return state.detection ? state : { ...state, detection: { operator, circle, source: answer.source } };
  }
  const next = edited(
    state,
    { ...values, operator: operator ?? values.operator, circle: circle ?? values.circle },
    null,
  );
  const filled = (field: FormField) => (field === 'operator' ? operator : field === 'circle' ? circle : null);
  const dropsBill = def.amount.mode === 'billEditable' && operator !== null && operator !== values.operator;
  return {
    ...next,
    ...(dropsBill ? { values: { ...next.values, amount: '' }, bill: null } : {}),
    invalidField: next.invalidField && filled(next.invalidField) !== null ? null : next.invalidField,
    detection: { operator, circle, source: answer.source },
  };
}

/**
 * A number chip or a "Recharge again" link: sets the identifier, operator, circle and amount it carries at once
 * (a suggested amount even where the field is read-only: the last plan's price). The operator and circle it sets
 * count as picked by hand, so the number lookup that follows the new number does not replace them; one it does
 * not carry (a saved number without a circle) is still the lookup's to fill.
 */
function filled(def: ServiceDefinition, state: ServiceFormState, prefill: Prefill): ServiceFormState {
  const { values } = state;
  const identifier =
    prefill.identifier === undefined
      ? values.identifier
      : filterIdentifier(def.identifier.filter, prefill.identifier).slice(0, def.identifier.maxLength);
  const next = edited(
    state,
    {
      ...values,
      identifier,
      operator: prefill.operator ?? values.operator,
      circle: def.hasCircle ? (prefill.circle ?? values.circle) : values.circle,
      // Postpaid: the amount goes with the fetched bill, which a fill drops.
      amount:
        prefill.amount ??
        (identifier === values.identifier && def.amount.mode !== 'billEditable' ? values.amount : ''),
    },
    null,
  );
  return {
    ...next,
    invalidField: null,
    bill: null,
    selectedPlanId: null,
    detection: null,
    pickedByHand: {
      operator:
        prefill.operator !== undefined || (identifier === values.identifier && state.pickedByHand.operator),
      circle:
        (def.hasCircle && prefill.circle !== undefined) ||
        (identifier === values.identifier && state.pickedByHand.circle),
    },
  };
}

/**
 * What the order will charge, in rupees: the typed or chosen amount, or for an electricity bill left on 'Auto'
 * the fetched bill's amount. Null when there is none yet.
 */
export function payableAmount(def: ServiceDefinition, state: ServiceFormState): number | null {
  // Paid already: nothing to pay for this bill.
  if (state.bill?.paidAt) return null;
  if (isPositiveAmount(state.values.amount)) return Number(state.values.amount.trim());
  if (def.amount.mode === 'optional' && state.bill) return state.bill.amount;
  return null;
}

/** Electricity left empty: the summary says 'Auto' and the fetched bill decides the amount. */
export function isAutoAmount(def: ServiceDefinition, state: ServiceFormState): boolean {
  return def.amount.mode === 'optional' && !isPositiveAmount(state.values.amount) && state.bill !== null;
}

/** The identifier's label: a DTH operator names its own ID (Subscriber ID, Customer Account Number...). */
export { identifierLabelOf } from '@paywise/domain/catalogue/services';
