import type {
  FormField,
  Operator,
  ServiceDefinition,
  ValidationCheck,
} from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentProps, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { catalogueText, serviceText } from '../../lib/i18n/catalogue';
import { useFormat } from '../../lib/i18n/format';
import { usePaymentsConfig } from '../../lib/payments-config';
import { useSession } from '../../lib/session';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useFetchBill } from './api/fetch-bill';
import { useMyNumbers } from './api/get-my-numbers';
import type { ServiceFormProps } from './components/service-form';
import type { SummaryPanel } from './components/summary-panel';
import type { ServiceFormAction, ServiceFormState } from './service-form-state';
import { useBillSteps } from './use-bill-steps';
import { useKeptForm } from './use-kept-form';
import { useNumberDetection } from './use-number-detection';
import { usePlanSteps } from './use-plan-steps';
import { useRepeatLink } from './use-repeat-link';
import { useServiceOrder } from './use-service-order';
import { useSummaryFocus } from './use-summary-focus';

type SetMessage = (message: string | null) => void;

/**
 * A service page's wiring of the form (`state`, its messages) to the bill fetch, the plans, the summary and Pay.
 * Returns a tuple (its positions are minified; the first page's size, bench/bundle-size.mjs): the form's props
 * and the summary's (named as the components name them), then [payable, payment, planGone, recents,
 * onChoosePlan, onEdit].
 */
export function useServicePage(
  def: ServiceDefinition,
  operators: readonly Operator[],
  state: ServiceFormState,
  dispatch: Dispatch<ServiceFormAction>,
  setError: SetMessage,
  setBillNotice: SetMessage,
  setStepStatus: SetMessage,
) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paymentsConfig = usePaymentsConfig();
  const billFetch = useFetchBill();

  const operatorRef = useRef<HTMLSelectElement | HTMLInputElement>(null);
  const circleRef = useRef<HTMLSelectElement>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);

  const { i18n } = useLingui();
  const format = useFormat();

  usePageTitle(serviceText(i18n, def, 'pageTitle'));

  const { focusAfterRender, focusSummaryWhenDrawn, summaryHeading } = useSummaryFocus();

  // "Recharge again" / "Pay again": the link's details fill the form, each only if it meets the page's rule.
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();

  const keptForm = useKeptForm(def, operators, state, dispatch);
  const forgetKeptForm = keptForm.forget;
  const [wantedPlan, setWantedPlan, planGone, setPlanGone, fetchOnArrivalRef] = useRepeatLink(
    def,
    operators,
    query,
    dispatch,
  );

  const { values } = state;
  useNumberDetection(def, values.identifier, dispatch);
  // The plan bought last for the number on the form is pinned on top of the plans.
  const { recents } = useMyNumbers(def.slug, session.status === 'signedIn');
  const isWide = useMediaQuery(WIDE_SCREEN);
  const [plans, chosenPlan, payable, payment] = useServiceOrder(
    def,
    state,
    dispatch,
    wantedPlan,
    payButtonRef,
    queryClient,
    navigate,
    forgetKeptForm,
  );
  const change = (action: ServiceFormAction) => {
    setError(null);
    setBillNotice(null);
    setStepStatus(null);
    payment.clear();
    setPlanGone(false);
    dispatch(action);
  };

  const fieldElement = (field: FormField): HTMLElement | null =>
    ({ operator: operatorRef, circle: circleRef, identifier: identifierRef, amount: amountRef })[field]
      .current ?? submitRef.current;

  // Inline only: the message goes under the field itself (tied by aria-describedby), and the field is scrolled
  // into the middle of the screen (clear of the phone's action bar) and focused.
  const fail = (check: ValidationCheck) => {
    setStepStatus(null);
    setError(null);
    dispatch({ type: 'invalid', field: check.field, message: catalogueText(i18n, check.message) });
    focusAfterRender(() => {
      const element = fieldElement(check.field);
      element?.scrollIntoView?.({ block: 'center' });
      return element;
    });
  };
  const amountLimits = paymentsConfig.data?.amountLimits ?? null;

  const [onFetchBill, onSubmit, openSummary, onFetchAgain] = useBillSteps(
    def,
    state,
    dispatch,
    billFetch,
    payment,
    i18n,
    format,
    setError,
    setBillNotice,
    setStepStatus,
    fail,
    focusAfterRender,
    focusSummaryWhenDrawn,
    amountRef,
    { amountLimits },
  );
  const [onBrowsePlans, onChoosePlan, onEdit] = usePlanSteps(
    def,
    values,
    dispatch,
    plans,
    wantedPlan,
    setWantedPlan,
    setPlanGone,
    isWide,
    i18n,
    format,
    setError,
    setStepStatus,
    change,
    fail,
    openSummary,
    focusAfterRender,
    identifierRef,
    operatorRef,
  );

  useEffect(() => {
    if (!fetchOnArrivalRef.current || values.identifier === '' || values.operator === '') return;
    fetchOnArrivalRef.current = false;
    void (def.bill === 'required' ? onSubmit() : onFetchBill());
  });

  const formProps: Omit<ServiceFormProps, 'def' | 'state' | 'error' | 'billNotice'> = {
    isFetchingBill: billFetch.isPending,
    operatorRef,
    circleRef,
    identifierRef,
    amountRef,
    submitRef,
    onChange: change,
    onBrowsePlans,
    onFetchBill: () => void onFetchBill(),
    onSubmit: () => void onSubmit(),
    amountText: payable !== null ? format.inr(payable) : null,
    amountLimits,
    draftOffer: keptForm.offer
      ? { draft: keptForm.offer, onContinue: keptForm.takeOffer, onDismiss: keptForm.dismissOffer }
      : null,
  };
  const summaryProps: Omit<ComponentProps<typeof SummaryPanel>, 'def' | 'state' | 'amount'> = {
    headingRef: summaryHeading,
    payRef: payButtonRef,
    chosenPlan,
    paymentsConfig,
    isFetchingBill: billFetch.isPending,
    onFetchAgain: () => void onFetchAgain(),
    payment,
    onEdit,
  };
  return [formProps, summaryProps, payable, payment, planGone, recents, onChoosePlan, onEdit] as const;
}
