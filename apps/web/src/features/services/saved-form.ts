import { filterAmount, identifierInputValue } from '@paywise/domain/catalogue/form-rules';
import { CIRCLES } from '@paywise/domain/catalogue/circles';
import type { ServiceDefinition, ServiceSlug } from '@paywise/domain/catalogue/types';
import { operatorsOf } from './operators';
import type { FetchedBill, ServiceFormState } from './service-form-state';

/**
 * What a service page keeps in the tab's session storage so a reload (or a lost connection) does not cost the
 * customer what they typed: the number or account, operator, circle, plan or amount, and the fetched bill (whose
 * billFetchRef the order sends), and a summary's Idempotency-Key: coming back to the same summary, Pay asks for
 * the order it already placed instead of placing another (issue 39). Nothing the server gave about an order or a
 * payment.
 */
export interface SavedForm {
  values: ServiceFormState['values'];
  bill: FetchedBill | null;
  selectedPlanId: number | null;
  pickedByHand: ServiceFormState['pickedByHand'];
  step: 'form' | 'summary';
  /** The summary's Idempotency-Key (null for a form): the same summary, the same order. */
  idempotencyKey: string | null;
  /** When it was kept (ms since the epoch): a draft older than DRAFT_LIFETIME_MS is no draft. */
  savedAt: number;
}

/** How long an unpaid draft is kept for the page to offer it again: 30 minutes. */
export const DRAFT_LIFETIME_MS = 30 * 60_000;

export const savedFormKey = (slug: ServiceSlug) => `paywise.form.${slug}`;

/** The part of the state worth keeping; null when there is nothing typed yet. */
export function toSavedForm(state: ServiceFormState, now = Date.now()): SavedForm | null {
  const { values } = state;
  if (!values.identifier && !values.operator && !values.amount) return null;
  return {
    values,
    bill: state.bill,
    selectedPlanId: state.selectedPlanId,
    pickedByHand: state.pickedByHand,
    step: state.step === 'summary' ? 'summary' : 'form',
    idempotencyKey: state.step === 'summary' ? state.idempotencyKey : null,
    savedAt: now,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

/**
 * A saved form read back, with every field checked and put through the page's own input filters: anything else
 * (another version's shape, a hand-edited value) is no saved form at all, and neither is one kept more than
 * DRAFT_LIFETIME_MS ago (or with no time).
 */
export function readSavedForm(
  def: ServiceDefinition,
  raw: string | null,
  now = Date.now(),
): SavedForm | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const saved = parsed as Partial<Record<keyof SavedForm, unknown>>;
  const { savedAt } = saved;
  if (typeof savedAt !== 'number' || savedAt > now || now - savedAt > DRAFT_LIFETIME_MS) return null;
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
      identifier: identifierInputValue(def, values.identifier as string),
      circle,
      amount: filterAmount(def.amount.mode, values.amount as string),
    },
    bill: bill ?? null,
    selectedPlanId: typeof saved.selectedPlanId === 'number' ? saved.selectedPlanId : null,
    pickedByHand: { operator: picked?.operator === true, circle: picked?.circle === true },
    step: saved.step === 'summary' ? 'summary' : 'form',
    idempotencyKey:
      typeof saved.idempotencyKey === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(saved.idempotencyKey)
        ? saved.idempotencyKey
        : null,
    savedAt,
  };
}
