import { readPrefill } from '@paywise/domain/catalogue/repeat-link';
import type { Operator, ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import type { ServiceFormAction } from './service-form-state';

/**
 * "Recharge again" / "Pay again": the link's details fill the form, each only if it meets the page's rule, and
 * what the link asks for next is the page's state (linkArrived): the plan bought before, opened as a ready
 * summary once the plans are known; or with "Fetch & pay" (My Bills, fetch=1) the bill, fetched at once.
 */
export function useRepeatLink({
  def,
  operators,
  dispatch,
}: {
  def: ServiceDefinition;
  operators: readonly Operator[];
  dispatch: Dispatch<ServiceFormAction>;
}) {
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  useEffect(() => {
    const params = new URLSearchParams(query);
    const prefill = readPrefill(def, params, operators);
    const isComplete = Boolean(prefill?.identifier && prefill.operator);
    dispatch({
      type: 'linkArrived',
      prefill,
      wantedPlan: prefill?.planId && isComplete ? { id: prefill.planId, amount: prefill.amount } : null,
      fetchOnArrival: def.bill !== 'none' && params.get('fetch') === '1' && isComplete,
    });
  }, [def, query, operators, dispatch]);
}
