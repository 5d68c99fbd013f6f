import type { Operator, Plan, ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useReducer, useRef, type ComponentProps } from 'react';
import { serviceText } from '../../lib/i18n/catalogue';
import { useFormat } from '../../lib/i18n/format';
import { usePaymentsConfig } from '../../lib/payments-config';
import { useSession } from '../../lib/session';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useMyNumbers } from './api/get-my-numbers';
import type { ServiceFormProps } from './components/service-form';
import type { SummaryPanel } from './components/summary-panel';
import {
  initialServiceFormState,
  serviceFormReducer,
  type ServiceFormAction,
  type ServiceFormState,
} from './service-form-state';
import { BILL_FETCH_FAILED, stepStatusText } from './step-status';
import { validateServiceForm } from '@paywise/domain/catalogue/form-rules';
import { amountLimitCheck } from './amount-limits';
import type { BillSteps, BillStepsOptions } from './bill-steps';
import { useKeptForm } from './use-kept-form';
import { useNumberDetection } from './use-number-detection';
import { usePlanSteps } from './use-plan-steps';
import { useRepeatLink } from './use-repeat-link';
import { useServiceOrder, type ServiceOrder } from './use-service-order';
import { useServicePageSteps } from './use-service-page-steps';

// The bill steps (fetch, the bill's bounds, "Fetch again", a biller's parameters) come with the bill pages only.
const loadBillSteps = () => import('./bill-steps');

export interface ServicePageModel {
  /** The page's one state (service-form-state.ts): fields, step, bill, plan, messages, the link's asks. */
  state: ServiceFormState;
  /** The form's props, as ServiceForm names them. */
  form: Omit<ServiceFormProps, 'def' | 'state'>;
  /** The summary's props, as SummaryPanel names them. */
  summary: Omit<ComponentProps<typeof SummaryPanel>, 'def' | 'state' | 'amount'>;
  payable: ServiceOrder['payable'];
  payment: ServiceOrder['payment'];
  /** The status line's text (the step just taken), in the language on screen; null when it says nothing. */
  statusText: string | null;
  /** Signed in: the numbers recharged lately (their last plan is pinned in the plans). */
  recents: ReturnType<typeof useMyNumbers>['recents'];
  onChoosePlan(plan: Plan): void;
  onEdit(): void;
}

/**
 * A service page: its one state (a reducer of the page's events), wired to the bill fetch, the plans, the summary
 * and Pay. The steps are use-bill-steps.ts and use-plan-steps.ts; what they did is an event of the state.
 */
export function useServicePage({
  def,
  operators,
}: {
  def: ServiceDefinition;
  /** The page's operator list (features/services/operators.ts). */
  operators: readonly Operator[];
}): ServicePageModel {
  const [state, dispatch] = useReducer(
    (current: ServiceFormState, action: ServiceFormAction) => serviceFormReducer(def, current, action),
    undefined,
    initialServiceFormState,
  );
  const session = useSession();
  const paymentsConfig = usePaymentsConfig();
  const { i18n } = useLingui();
  const format = useFormat();
  usePageTitle(serviceText(i18n, def, 'pageTitle'));

  const operatorRef = useRef<HTMLSelectElement | HTMLInputElement>(null);
  const circleRef = useRef<HTMLSelectElement>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);
  const steps = useServicePageSteps({
    dispatch,
    fieldRefs: {
      operator: operatorRef,
      circle: circleRef,
      identifier: identifierRef,
      amount: amountRef,
      submit: submitRef,
    },
    i18n,
  });

  const keptForm = useKeptForm({ def, operators, state, dispatch });
  useRepeatLink({ def, operators, dispatch });
  useNumberDetection(def, state.values.identifier, dispatch);
  // The plan bought last for the number on the form is pinned on top of the plans.
  const { recents } = useMyNumbers(def.slug, session.status === 'signedIn');
  const isWide = useMediaQuery(WIDE_SCREEN);
  const { plans, chosenPlan, payable, payment } = useServiceOrder({
    def,
    state,
    dispatch,
    payButtonRef,
    onOrderShown: keptForm.forget,
  });

  /** The customer's own edit: the page's messages go (in the reducer) and so does the last payment's news. */
  const change = (action: ServiceFormAction) => {
    payment.clear();
    dispatch(action);
  };

  const amountLimits = paymentsConfig.data?.amountLimits ?? null;
  const billStepsOptions: BillStepsOptions = {
    def,
    state,
    dispatch,
    steps,
    payment,
    i18n,
    amountRef,
    amountLimits,
  };
  /** A bill step, once its code is here (fetched when a bill page is drawn, so normally at once). */
  const withBillSteps = async (step: (billSteps: BillSteps) => Promise<void>) => {
    let module: Awaited<ReturnType<typeof loadBillSteps>>;
    try {
      module = await loadBillSteps();
    } catch {
      // Offline before the page's code came: said like a failed fetch, and Proceed tries again.
      dispatch({ type: 'billFetchFailed', message: i18n._(BILL_FETCH_FAILED) });
      return;
    }
    await step(module.createBillSteps(billStepsOptions));
  };
  useEffect(() => {
    if (def.bill !== 'none') void loadBillSteps().catch(() => undefined);
  }, [def.bill]);

  /** Proceed: on a bill page the bill's own steps; elsewhere the form's checks and the summary. */
  const submit = async () => {
    if (def.bill !== 'none') return withBillSteps((billSteps) => billSteps.submit());
    steps.preloadSummary();
    const failed =
      validateServiceForm(def, state.values) ??
      amountLimitCheck({ i18n, limits: amountLimits, amount: state.values.amount });
    if (failed) return steps.fail({ check: failed });
    steps.openSummary({ after: null });
  };

  const planSteps = usePlanSteps({
    def,
    state,
    dispatch,
    change,
    steps,
    plans,
    isWide,
    identifierRef,
    operatorRef,
  });

  // "Fetch & pay" from My Bills: once the link has filled the form, its bill is fetched (or, where the page needs
  // a bill to go on, Proceed is pressed for the customer).
  const fetchOnArrival = useEffectEvent(() => {
    if (state.values.identifier === '' || state.values.operator === '') return;
    dispatch({ type: 'arrivalFetchTaken' });
    void withBillSteps((billSteps) => (def.bill === 'required' ? billSteps.submit() : billSteps.fetchBill()));
  });
  const { fetchOnArrival: isFetchAsked } = state.repeat;
  useEffect(() => {
    if (isFetchAsked) fetchOnArrival();
  }, [isFetchAsked]);

  const { status } = state.messages;
  return {
    state,
    form: {
      operatorRef,
      circleRef,
      identifierRef,
      amountRef,
      submitRef,
      onChange: change,
      onBrowsePlans: planSteps.browsePlans,
      onFetchBill: () => void withBillSteps((billSteps) => billSteps.fetchBill()),
      onSubmit: () => void submit(),
      amountText: payable !== null ? format.inr(payable) : null,
      amountLimits,
      draftOffer: keptForm.offer
        ? { draft: keptForm.offer, onContinue: keptForm.takeOffer, onDismiss: keptForm.dismissOffer }
        : null,
    },
    summary: {
      headingRef: steps.summaryHeading,
      payRef: payButtonRef,
      chosenPlan,
      paymentsConfig,
      isFetchingBill: state.isFetchingBill,
      onFetchAgain: () => void withBillSteps((billSteps) => billSteps.fetchAgain()),
      payment,
      onEdit: planSteps.edit,
    },
    payable,
    payment,
    statusText: status ? stepStatusText({ def, status, i18n, format }) : null,
    recents,
    onChoosePlan: planSteps.choosePlan,
    onEdit: planSteps.edit,
  };
}
