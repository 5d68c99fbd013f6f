import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch, RefObject } from 'react';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../config/paths';
import { buildOrderBody } from './api/create-order';
import { usePlans } from './api/get-plans';
import { usePayOrder } from './payment/use-pay-order';
import { payableAmount, type ServiceFormAction, type ServiceFormState } from './service-form-state';
import type { useRepeatLink } from './use-repeat-link';

/**
 * The order a service page's form makes: the plan chosen, the amount to pay and Pay. Returns a tuple (its
 * positions are minified; the first page's size, bench/bundle-size.mjs): [plans, chosenPlan, payable, payment].
 */
export function useServiceOrder(
  def: ServiceDefinition,
  state: ServiceFormState,
  dispatch: Dispatch<ServiceFormAction>,
  wantedPlan: ReturnType<typeof useRepeatLink>[0],
  payButtonRef: RefObject<HTMLButtonElement | null>,
  queryClient: QueryClient,
  navigate: NavigateFunction,
  forgetKeptForm: () => void,
) {
  const { values } = state;
  // The plans of the form's operator and circle (the plan browser's list, cached): the plan chosen is shown on the
  // summary from it, and sent with the order.
  const plans = usePlans(
    { operator: values.operator, circle: values.circle },
    {
      enabled:
        def.amount.mode === 'plans' &&
        values.operator !== '' &&
        (state.selectedPlanId !== null || wantedPlan !== null),
    },
  );
  const chosenPlan =
    state.selectedPlanId === null
      ? null
      : (plans.data?.find(
          (plan) => plan.id === state.selectedPlanId && String(plan.price) === values.amount.trim(),
        ) ?? null);

  const payable = payableAmount(def, state);

  const showOrder = (order: Pick<OrderDto, 'id'>) => {
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    // Paid (or paid meanwhile): the next visit starts with an empty form.
    forgetKeptForm();
    navigate(paths.order.getHref(order.id));
  };

  const payment = usePayOrder({
    def,
    idempotencyKey: state.idempotencyKey,
    payable,
    orderBody: (amount) =>
      buildOrderBody(def, {
        operator: values.operator,
        identifier: values.identifier,
        circle: values.circle,
        amount,
        billFetchRef: state.bill?.billFetchRef,
        planId: chosenPlan?.id ?? null,
      }),
    hasBill: state.bill !== null,
    renewSummary: (idempotencyKey) => dispatch({ type: 'showSummary', idempotencyKey }),
    showOrder,
    payButtonRef,
  });

  return [plans, chosenPlan, payable, payment] as const;
}
