import {
  filterAmount,
  identifierInputValue,
  isPositiveAmount,
  type ServiceFormValues,
} from '@paywise/domain/catalogue/form-rules';
import { validateServiceForm } from '@paywise/domain/catalogue/form-rules';
import type { FormField, Plan, ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { Prefill } from '@paywise/domain/catalogue/repeat-link';
import type { BillDto, RegistryBillerDto } from '@paywise/domain/contracts/bills';
import type { MobileLookupDto } from '@paywise/domain/contracts/numbers';
import type { SavedForm } from './saved-form';
import { detected, edited, filled } from './service-form-edits';

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

/** A step just taken, said in the status line beside the form (in the language on screen: step-status.ts). */
export type StepDone = { kind: 'billFound'; amount: number } | { kind: 'planChosen'; price: number };
export type StepStatus =
  | StepDone
  | { kind: 'fetchingBill' }
  | { kind: 'billPaid'; paidAt: string }
  /** The summary is open ('Proceeding to payment...'), after the step that opened it, if any. */
  | { kind: 'proceed'; after: StepDone | null };

/** What the page says beside the form. Every edit clears all three. */
export interface PageMessages {
  /** The last failed fetch or step that belongs to no field (an alert under the fields). */
  error: string | null;
  /** Neutral news of the last bill fetch ('No bill is due for this account.'): information, not an error. */
  billNotice: string | null;
  /** The step just taken ('Bill found! ...'): a status line, not a notification. */
  status: StepStatus | null;
}

/** A plan a "Recharge again" link asks for: its id, and the price it had when bought. */
export interface WantedPlan {
  id: number;
  amount: string | undefined;
}

/** What a "Recharge again" / "Pay again" / "Fetch & pay" link asked of the page, until it is done. */
export interface RepeatLinkState {
  /** The plan the link asks for, until the plans of the form's operator and circle are known. */
  wantedPlan: WantedPlan | null;
  /** That plan is no longer offered: a note says so above the plans. */
  planGone: boolean;
  /** "Fetch & pay" (My Bills, fetch=1): the bill of the link's biller and account is fetched once on arrival. */
  fetchOnArrival: boolean;
}

/** A registry biller's other customer parameters (a billing unit, a date of birth...) on a bill page. */
export interface BillerParamsState {
  /** The registry's biller chosen, when the registry knows it: its parameters after the first get fields. */
  biller: RegistryBillerDto | null;
  /** The values typed, by the biller's parameter name. */
  values: Readonly<Record<string, string>>;
  /** The parameter whose field the last failed check marked. */
  invalid: string | null;
}

export interface ServiceFormState {
  values: Required<ServiceFormValues>;
  step: ServiceStep;
  /** The field of the last failed check, marked invalid until it is edited. */
  invalidField: FormField | null;
  /** What the last failed check said, shown under `invalidField` (nowhere once that field is edited). */
  invalidMessage: string | null;
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
  messages: PageMessages;
  /** A bill fetch is on its way (Fetch Bill and Proceed wait for it). */
  isFetchingBill: boolean;
  repeat: RepeatLinkState;
  billerParams: BillerParamsState;
}

export type ServiceFormAction =
  | { type: 'operator'; value: string }
  | { type: 'identifier'; value: string }
  | { type: 'circle'; value: string }
  | { type: 'amount'; value: string }
  | { type: 'openPlans' }
  | { type: 'choosePlan'; plan: Plan }
  /** "Recharge again" and its kin: the link's details, and what it asks for once the page knows enough. */
  | { type: 'linkArrived'; prefill: Prefill | null; wantedPlan: WantedPlan | null; fetchOnArrival: boolean }
  /** The plans of the form's operator and circle are known (null: they could not be asked for). */
  | { type: 'plansArrived'; plans: readonly Plan[] | null; idempotencyKey: string }
  /** The link's "Fetch & pay" is being done: it is not done again. */
  | { type: 'arrivalFetchTaken' }
  | { type: 'billFetchStarted' }
  /** `fill`: the amount becomes the bill's (Fetch Bill); electricity's 'Auto' leaves an empty amount empty. */
  | { type: 'billFetched'; bill: FetchedBill; fill?: boolean }
  /** `noBillDue`: neutral news beside the form, not an error. */
  | { type: 'billFetchFailed'; message: string; noBillDue?: boolean }
  | { type: 'detected'; number: string; answer: MobileLookupDto }
  | { type: 'fill'; values: Prefill }
  /** A failed check: its message under its field; `status` says a step taken all the same (a plan chosen). */
  | { type: 'invalid'; field: FormField; message?: string; status?: StepStatus }
  /** A step failed for a reason that belongs to no field. */
  | { type: 'stepFailed'; message: string }
  | { type: 'registryBiller'; biller: RegistryBillerDto | null }
  | { type: 'param'; name: string; value: string }
  | { type: 'paramInvalid'; name: string; message: string }
  /** `status`: what the status line says now (none: it says what it said). */
  | { type: 'showSummary'; idempotencyKey: string; status?: StepStatus }
  | { type: 'edit' }
  /** The form as this tab last had it (session storage), after a reload: see readSavedForm. */
  | { type: 'restore'; saved: SavedForm; idempotencyKey: string };

export function initialServiceFormState(): ServiceFormState {
  return {
    values: { operator: '', identifier: '', circle: '', amount: '' },
    step: 'form',
    invalidField: null,
    invalidMessage: null,
    bill: null,
    selectedPlanId: null,
    idempotencyKey: null,
    detection: null,
    pickedByHand: { operator: false, circle: false },
    messages: NO_MESSAGES,
    isFetchingBill: false,
    repeat: { wantedPlan: null, planGone: false, fetchOnArrival: false },
    billerParams: { biller: null, values: {}, invalid: null },
  };
}

const NO_MESSAGES: PageMessages = { error: null, billNotice: null, status: null };

/** The customer's own edits: each makes what the page said about the last step old news. */
const EDITS = new Set<ServiceFormAction['type']>([
  'operator',
  'identifier',
  'circle',
  'amount',
  'choosePlan',
  'fill',
  'param',
]);

/** The plan a link asks for, among the plans of the form's operator and circle (same id, same price). */
export function findWantedPlan(wanted: WantedPlan, plans: readonly Plan[]): Plan | null {
  return (
    plans.find(
      (known) => known.id === wanted.id && (!wanted.amount || String(known.price) === wanted.amount),
    ) ?? null
  );
}

/**
 * The service page's rules as a pure function of the service definition: input filters, what clears what, which
 * step comes next and what the page says about it. Every edit clears the page's messages.
 */
export function serviceFormReducer(
  def: ServiceDefinition,
  state: ServiceFormState,
  action: ServiceFormAction,
): ServiceFormState {
  const next = reduce(def, state, action);
  if (!EDITS.has(action.type)) return next;
  return {
    ...next,
    messages: NO_MESSAGES,
    repeat: next.repeat.planGone ? { ...next.repeat, planGone: false } : next.repeat,
  };
}

function reduce(
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
        // Another biller asks for its own parameters.
        billerParams: { biller: null, values: {}, invalid: null },
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
      // Cut to length after filtering, so a pasted '022-1234 5678' keeps all its digits; a mobile number is never
      // cut ('+91 98765-43210' is 9876543210, 11 digits stay 11 for the check to refuse).
      const identifier = identifierInputValue(def, action.value);
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
      return detected(def, state, action);
    case 'fill':
      return filled(def, state, action.values);
    case 'linkArrived': {
      const asksNothing = !action.prefill && !action.wantedPlan && !action.fetchOnArrival;
      const { repeat } = state;
      if (asksNothing && !repeat.wantedPlan && !repeat.planGone && !repeat.fetchOnArrival) return state;
      const filledState = action.prefill ? filled(def, state, action.prefill) : state;
      return {
        ...filledState,
        repeat: {
          wantedPlan: action.wantedPlan,
          planGone: false,
          fetchOnArrival: action.fetchOnArrival,
        },
      };
    }
    case 'plansArrived': {
      const wanted = state.repeat.wantedPlan;
      if (!wanted) return state;
      const asked = { ...state, repeat: { ...state.repeat, wantedPlan: null } };
      // The plans could not be asked for: the form stays filled, with no claim that the plan is gone.
      if (action.plans === null) return asked;
      const plan = findWantedPlan(wanted, action.plans);
      if (!plan) return { ...asked, repeat: { ...asked.repeat, planGone: true } };
      const chosen = reduce(def, asked, { type: 'choosePlan', plan });
      // Something is still missing (the circle): the plan is chosen, the form says what.
      if (validateServiceForm(def, chosen.values)) return chosen;
      return reduce(def, chosen, {
        type: 'showSummary',
        idempotencyKey: action.idempotencyKey,
        status: { kind: 'proceed', after: { kind: 'planChosen', price: plan.price } },
      });
    }
    case 'arrivalFetchTaken':
      return { ...state, repeat: { ...state.repeat, fetchOnArrival: false } };
    case 'billFetchStarted':
      return {
        ...state,
        isFetchingBill: true,
        messages: { error: null, billNotice: null, status: { kind: 'fetchingBill' } },
      };
    case 'billFetchFailed':
      return {
        ...state,
        isFetchingBill: false,
        messages: action.noBillDue
          ? { ...NO_MESSAGES, billNotice: action.message }
          : { ...NO_MESSAGES, error: action.message },
      };
    case 'stepFailed':
      return { ...state, messages: { ...NO_MESSAGES, error: action.message } };
    case 'registryBiller':
      if ((action.biller?.id ?? null) === (state.billerParams.biller?.id ?? null)) return state;
      return { ...state, billerParams: { biller: action.biller, values: {}, invalid: null } };
    case 'param': {
      const params = state.billerParams;
      const next = {
        ...edited(state, values, null),
        billerParams: { ...params, values: { ...params.values, [action.name]: action.value }, invalid: null },
      };
      if (!state.bill) return next;
      // A fetched bill belongs to the account it was fetched for, the biller's other parameters included; the
      // amount it filled in goes with it, one typed by hand stays.
      const fromBill = isFetchedAmount(def) || values.amount === String(state.bill.amount);
      return { ...next, values: { ...values, amount: fromBill ? '' : values.amount }, bill: null };
    }
    case 'paramInvalid':
      return {
        ...state,
        billerParams: { ...state.billerParams, invalid: action.name },
        messages: { ...NO_MESSAGES, error: action.message },
      };
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
      return {
        ...state,
        step: 'plans',
        idempotencyKey: null,
        messages: { ...state.messages, error: null },
      };
    case 'choosePlan':
      return {
        ...edited(state, { ...values, amount: String(action.plan.price) }, 'amount'),
        selectedPlanId: action.plan.id,
      };
    case 'billFetched':
      return {
        ...state,
        isFetchingBill: false,
        messages: {
          ...NO_MESSAGES,
          status: action.bill.paidAt
            ? { kind: 'billPaid', paidAt: action.bill.paidAt }
            : { kind: 'billFound', amount: action.bill.amount },
        },
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
      return {
        ...state,
        invalidField: action.field,
        invalidMessage: action.message ?? null,
        messages: { ...NO_MESSAGES, status: action.status ?? null },
      };
    case 'showSummary':
      return {
        ...state,
        step: 'summary',
        invalidField: null,
        idempotencyKey: action.idempotencyKey,
        // A summary renewed for another order (the last one no longer payable) keeps what the page said.
        messages: action.status ? { ...state.messages, error: null, status: action.status } : state.messages,
      };
    case 'edit':
      return {
        ...state,
        step: 'form',
        idempotencyKey: null,
        messages: { ...state.messages, status: null },
      };
    case 'restore': {
      const { saved } = action;
      const restored: ServiceFormState = {
        ...initialServiceFormState(),
        values: saved.values,
        bill: saved.bill,
        selectedPlanId: saved.selectedPlanId,
        pickedByHand: saved.pickedByHand,
      };
      // A summary comes back as a summary, when it can still be paid, with the key it had: Pay then asks for the
      // order it placed (reopened while payable, renewed once it is not) rather than placing another (issue 39).
      return saved.step === 'summary' && payableAmount(def, restored) !== null
        ? { ...restored, step: 'summary', idempotencyKey: saved.idempotencyKey ?? action.idempotencyKey }
        : restored;
    }
  }
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
