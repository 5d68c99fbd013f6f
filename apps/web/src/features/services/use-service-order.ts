import type { Plan, ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch, RefObject } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { buildOrderBody } from './api/create-order';
import { usePlans } from './api/get-plans';
import { usePayOrder } from './payment/use-pay-order';
import { payableAmount, type ServiceFormAction, type ServiceFormState } from './service-form-state';

export interface ServiceOrder {
  /** The plans of the form's operator and circle (the plan browser's list, cached). */
  plans: ReturnType<typeof usePlans>;
  /** The plan chosen, from those plans: shown on the summary and sent with the order. */
  chosenPlan: Plan | null;
  /** What the order will charge, in rupees; null while there is no amount. */
  payable: number | null;
  /** Pay and what it said (payment/use-pay-order.ts). */
  payment: ReturnType<typeof usePayOrder>;
}

/** The order a service page's form makes: the plan chosen, the amount to pay and Pay. */
export function useServiceOrder({
  def,
  state,
  dispatch,
  payButtonRef,
  onOrderShown,
}: {
  def: ServiceDefinition;
  state: ServiceFormState;
  dispatch: Dispatch<ServiceFormAction>;
  payButtonRef: RefObject<HTMLButtonElement | null>;
  /** The order page is shown (paid, or closed meanwhile): the next visit starts with an empty form. */
  onOrderShown(): void;
}): ServiceOrder {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values } = state;
  const plans = usePlans(
    { operator: values.operator, circle: values.circle },
    {
      enabled:
        def.amount.mode === 'plans' &&
        values.operator !== '' &&
        (state.selectedPlanId !== null || state.repeat.wantedPlan !== null),
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
    onOrderShown();
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

  return { plans, chosenPlan, payable, payment };
}
