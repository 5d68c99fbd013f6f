import { validateServiceForm } from '@paywise/domain/catalogue/form-rules';
import type { Plan, ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useEffect, useEffectEvent, type Dispatch, type RefObject } from 'react';
import { newIdempotencyKey } from './api/create-order';
import type { usePlans } from './api/get-plans';
import { loadPlanBrowser } from './service-page-chunks';
import { serviceFormReducer, type ServiceFormAction, type ServiceFormState } from './service-form-state';
import type { ServicePageSteps } from './use-service-page-steps';

export interface PlanStepsOptions {
  def: ServiceDefinition;
  state: ServiceFormState;
  dispatch: Dispatch<ServiceFormAction>;
  /** The customer's own edit: the last payment attempt's news goes too (use-service-page.ts). */
  change(action: ServiceFormAction): void;
  steps: ServicePageSteps;
  /** The plans of the form's operator and circle (use-service-order.ts). */
  plans: ReturnType<typeof usePlans>;
  /** From 1024 px the plans sit beside the form; on a phone they cover it. */
  isWide: boolean;
  identifierRef: RefObject<HTMLInputElement | null>;
  operatorRef: RefObject<HTMLSelectElement | HTMLInputElement | null>;
}

export interface PlanSteps {
  browsePlans(): void;
  /** A tap on a plan chooses it and goes on to the summary, or to the field still missing (operator, circle). */
  choosePlan(plan: Plan): void;
  /** Back to the form (the plans or the summary close). */
  edit(): void;
}

/**
 * A service page's plan steps: Browse Plans, a tap on a plan, back to the form (Edit), and the plan a "Recharge
 * again" link asks for (an event once the plans are known: plansArrived).
 */
export function usePlanSteps({
  def,
  state,
  dispatch,
  change,
  steps,
  plans,
  isWide,
  identifierRef,
  operatorRef,
}: PlanStepsOptions): PlanSteps {
  const { values } = state;

  const browsePlans = () => {
    if (!def.identifier.pattern.test(values.identifier)) {
      return steps.fail({
        check: { field: 'identifier', message: def.messages.browsePlans ?? def.checks[0].message },
      });
    }
    void loadPlanBrowser().catch(() => undefined);
    dispatch({ type: 'openPlans' });
  };

  const choosePlan = (plan: Plan) => {
    change({ type: 'choosePlan', plan });
    const chosen = { kind: 'planChosen', price: plan.price } as const;
    const failed = validateServiceForm(def, { ...values, amount: String(plan.price) });
    if (failed) {
      // On a phone the plans cover the form: they close so the field can be filled.
      if (!isWide) dispatch({ type: 'edit' });
      // The choice is said as well as what is still missing.
      steps.fail({ check: failed, status: chosen });
      return;
    }
    steps.openSummary({ after: chosen });
  };

  const edit = () => {
    dispatch({ type: 'edit' });
    steps.focusAfterRender(
      () => (def.identifier.orderField === 'number' ? identifierRef.current : operatorRef.current) ?? null,
    );
  };

  // A link's plan: once the plans of the filled operator and circle are known (or could not be asked for), the
  // page's state decides (plansArrived: chosen and the summary opened, or the plan gone).
  const { wantedPlan } = state.repeat;
  const isWaiting = !wantedPlan || (def.hasCircle && values.circle === '');
  const plansKnown = !(plans.isPending && plans.fetchStatus !== 'idle');
  const plansArrived = useEffectEvent(() => {
    const arrived: ServiceFormAction = {
      type: 'plansArrived',
      plans: plans.isError ? null : (plans.data ?? []),
      idempotencyKey: newIdempotencyKey(),
    };
    dispatch(arrived);
    if (serviceFormReducer(def, state, arrived).step === 'summary') steps.summaryOpened();
  });
  useEffect(() => {
    if (!isWaiting && plansKnown) plansArrived();
  }, [isWaiting, plansKnown]);

  return { browsePlans, choosePlan, edit };
}
