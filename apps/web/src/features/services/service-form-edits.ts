import { identifierInputValue } from '@paywise/domain/catalogue/form-rules';
import { CIRCLES } from '@paywise/domain/catalogue/circles';
import type { FormField, ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { Prefill } from '@paywise/domain/catalogue/repeat-link';
import type { MobileLookupDto } from '@paywise/domain/contracts/numbers';
import { operatorsOf } from './operators';
import type { ServiceFormState } from './service-form-state';

/** Editing anything the summary shows makes the summary stale: the page goes back to the form. */
export function edited(
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

/**
 * The number lookup's answer for the number on the form: fills the operator and circle the customer has not picked
 * by hand, leaves the rest. An answer for a number no longer typed, or one naming nothing the lists know, changes
 * nothing.
 */
export function detected(
  def: ServiceDefinition,
  state: ServiceFormState,
  { number, answer }: { number: string; answer: MobileLookupDto },
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
export function filled(def: ServiceDefinition, state: ServiceFormState, prefill: Prefill): ServiceFormState {
  const { values } = state;
  const identifier =
    prefill.identifier === undefined ? values.identifier : identifierInputValue(def, prefill.identifier);
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
