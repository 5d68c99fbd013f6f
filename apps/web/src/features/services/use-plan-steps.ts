import { validateServiceForm } from '@paywise/domain/catalogue/form-rules';
import type { Plan, ServiceDefinition, ValidationCheck } from '@paywise/domain/catalogue/types';
import type { I18n } from '@lingui/core';
import { useEffect, type Dispatch, type RefObject } from 'react';
import type { useFormat } from '../../lib/i18n/format';
import type { usePlans } from './api/get-plans';
import { loadPlanBrowser } from './service-page-chunks';
import type { ServiceFormAction, ServiceFormState } from './service-form-state';
import type { useRepeatLink } from './use-repeat-link';
import type { useSummaryFocus } from './use-summary-focus';

type RepeatLink = ReturnType<typeof useRepeatLink>;

/**
 * A service page's plan steps: Browse Plans, a tap on a plan, back to the form (Edit), and the plan a "Recharge again" link asks for.
 * Its arguments and result are positional (a tuple, minified; the first page's size, bench/bundle-size.mjs):
 * [onBrowsePlans, onChoosePlan, onEdit].
 */
export function usePlanSteps(
  def: ServiceDefinition,
  values: ServiceFormState['values'],
  dispatch: Dispatch<ServiceFormAction>,
  plans: ReturnType<typeof usePlans>,
  wantedPlan: RepeatLink[0],
  setWantedPlan: RepeatLink[1],
  setPlanGone: RepeatLink[3],
  isWide: boolean,
  i18n: I18n,
  format: ReturnType<typeof useFormat>,
  setError: (message: string | null) => void,
  setStepStatus: (message: string | null) => void,
  change: (action: ServiceFormAction) => void,
  fail: (check: ValidationCheck) => void,
  openSummary: (before?: string) => void,
  focusAfterRender: ReturnType<typeof useSummaryFocus>['focusAfterRender'],
  identifierRef: RefObject<HTMLInputElement | null>,
  operatorRef: RefObject<HTMLSelectElement | HTMLInputElement | null>,
) {
  const planChosen = (price: number) =>
    i18n._({
      id: 'services.page.planChosen',
      message: 'Selected plan of {price}',
      values: { price: format.inr(price) },
    });

  const onBrowsePlans = () => {
    setError(null);
    if (!def.identifier.pattern.test(values.identifier)) {
      return fail({ field: 'identifier', message: def.messages.browsePlans ?? def.checks[0].message });
    }
    void loadPlanBrowser().catch(() => undefined);
    dispatch({ type: 'openPlans' });
  };

  /** A tap on a plan chooses it and goes on to the summary, or to the field still missing (operator, circle). */
  const onChoosePlan = (plan: Plan) => {
    change({ type: 'choosePlan', plan });
    const chosen = planChosen(plan.price);
    const failed = validateServiceForm(def, { ...values, amount: String(plan.price) });
    if (failed) {
      // On a phone the plans cover the form: they close so the field can be filled.
      if (!isWide) dispatch({ type: 'edit' });
      fail(failed);
      // The choice is said as well as what is still missing.
      setStepStatus(chosen);
      return;
    }
    openSummary(chosen);
  };

  const onEdit = () => {
    setStepStatus(null);
    dispatch({ type: 'edit' });
    focusAfterRender(
      () => (def.identifier.orderField === 'number' ? identifierRef.current : operatorRef.current) ?? null,
    );
  };

  // Once per wanted plan (it is cleared first), when the plans of the filled operator and circle are known.
  // No dependency list: it runs after every render, like fetchOnArrival's (useServicePage).
  useEffect(() => {
    if (!wantedPlan || (def.hasCircle && values.circle === '')) return;
    if (plans.isPending && plans.fetchStatus !== 'idle') return;
    setWantedPlan(null);
    // The plans could not be asked for: the form stays filled, with no claim that the plan is gone.
    if (plans.isError) return;
    const plan = plans.data?.find(
      (known) =>
        known.id === wantedPlan.id && (!wantedPlan.amount || String(known.price) === wantedPlan.amount),
    );
    if (!plan) {
      setPlanGone(true);
      return;
    }
    dispatch({ type: 'choosePlan', plan });
    if (validateServiceForm(def, { ...values, amount: String(plan.price) })) return;
    openSummary(planChosen(plan.price));
  });

  return [onBrowsePlans, onChoosePlan, onEdit] as const;
}
