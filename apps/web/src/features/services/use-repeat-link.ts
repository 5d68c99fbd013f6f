import { readPrefill } from '@paywise/domain/catalogue/repeat-link';
import type { Operator, ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { ServiceFormAction } from './service-form-state';

/** A plan a link asks for: its id, and the price it had when bought. */
type WantedPlan = { id: number; amount: string | undefined } | null;

/**
 * "Recharge again" / "Pay again": the link's details (`query`) fill the form, each only if it meets the page's
 * rule. Returns a tuple (its positions are minified; the first page's size, bench/bundle-size.mjs):
 * [wantedPlan, setWantedPlan, planGone, setPlanGone, fetchOnArrival].
 */
export function useRepeatLink(
  def: ServiceDefinition,
  operators: readonly Operator[],
  query: string,
  dispatch: Dispatch<ServiceFormAction>,
) {
  // "Fetch & pay" (My Bills) adds fetch=1: the bill of the biller and account it fills is fetched at once.
  const fetchOnArrival = useRef(false);
  /**
   * "Recharge again" with the plan bought before: once the plans of the operator and circle are known, the plan
   * (still offered, same price) opens the ready summary; a plan no longer offered leaves the form with a note.
   */
  const [wantedPlan, setWantedPlan] = useState<WantedPlan>(null);
  const [planGone, setPlanGone] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(query);
    const prefill = readPrefill(def, params, operators);
    if (prefill) dispatch({ type: 'fill', values: prefill });
    setPlanGone(false);
    setWantedPlan(
      prefill?.planId && prefill.identifier && prefill.operator
        ? { id: prefill.planId, amount: prefill.amount }
        : null,
    );
    fetchOnArrival.current =
      def.bill !== 'none' && params.get('fetch') === '1' && Boolean(prefill?.identifier && prefill.operator);
  }, [def, query, operators, dispatch]);
  return [wantedPlan, setWantedPlan, planGone, setPlanGone, fetchOnArrival] as const;
}
