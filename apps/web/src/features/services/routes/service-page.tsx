import {
  isPositiveAmount,
  normalizeIdentifier,
  validateServiceForm,
} from '@paywise/domain/catalogue/form-rules';
import { readPrefill } from '@paywise/domain/catalogue/repeat-link';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { FormField, Plan, ServiceSlug, ValidationCheck } from '@paywise/domain/catalogue/types';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { usePaymentsConfig } from '../../../lib/payments-config';
import { useSession } from '../../../lib/session';
import { buildOrderBody, newIdempotencyKey } from '../api/create-order';
import { useFetchBill } from '../api/fetch-bill';
import type { BillerParamsSlot } from '../components/biller-params';
import { billAmountError } from '../bill-rules';
import { loadBillCard } from '../components/bill-card-lazy';
import { SERVICE_PAGE_BAR_ROOM } from '../components/action-bar';
import { useMyNumbers } from '../api/get-my-numbers';
import { usePlans } from '../api/get-plans';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { catalogueText, serviceText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { ServiceArticleBelow } from '../components/service-article-below';
import { ServiceForm } from '../components/service-form';
import { loadPaymentSheet, preloadPayment, usePayOrder } from '../payment/use-pay-order';
import {
  initialServiceFormState,
  payableAmount,
  serviceFormReducer,
  type FetchedBill,
  type ServiceFormAction,
} from '../service-form-state';
import { useKeptForm } from '../use-kept-form';
import { useNumberDetection } from '../use-number-detection';
import { useSummaryFocus } from '../use-summary-focus';
import { useOperators } from '../operators';

const BILL_FETCH_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'services.page.billFetchFailed',
  message: 'Could not fetch your bill. Please try again.',
};
const NO_BILL_DUE: MessageDescriptor = /*i18n*/ {
  id: 'services.page.noBillDue',
  message: 'No bill is due for this account.',
};
const PLAN_GONE: MessageDescriptor = /*i18n*/ {
  id: 'services.page.planGone',
  message: 'The plan you bought last time is no longer offered. Choose a plan.',
};

// The summary comes after Proceed: its code (with the page's wiring of it, summary-panel.tsx) is not in the first
// page (bench/bundle-size.mjs), fetched on the first Proceed (or when a restored summary needs it) and focused when
// it has arrived (focusSummaryWhenDrawn).
// The promo beside the form: a prerendered page has its HTML and hydrates it when the chunk arrives.
const PromoBanner = lazy(() =>
  import('../components/promo-banner').then((module) => ({ default: module.PromoBanner })),
);
const loadPaymentSummary = () => import('../components/summary-panel');
const SummaryPanel = lazy(() => loadPaymentSummary().then((module) => ({ default: module.SummaryPanel })));
const PaymentSheet = lazy(loadPaymentSheet);
// The plan browser (and the plan search in it) comes when Browse Plans is first pressed.
const loadPlanBrowser = () => import('../components/plans-panel');
const PlansPanel = lazy(() => loadPlanBrowser().then((module) => ({ default: module.PlansPanel })));

/** Any of the twenty service pages, rendered from its catalogue definition. */
export function ServicePage({ slug }: { slug: ServiceSlug }) {
  const def = SERVICES[slug];
  // A list not in the first page suspends the page until it is here (features/services/operators.ts).
  const operators = useOperators(def.operatorList);
  // A page whose billers present bills fetches the bill card's code while the form is filled in.
  useEffect(() => {
    if (def.bill !== 'none') void loadBillCard().catch(() => undefined);
  }, [def.bill]);
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof initialServiceFormState>, action: ServiceFormAction) =>
      serviceFormReducer(def, current, action),
    undefined,
    initialServiceFormState,
  );
  const [error, setError] = useState<string | null>(null);
  /** Neutral news of the last bill fetch ('No bill is due for this account.'): information, not an error. */
  const [billNotice, setBillNotice] = useState<string | null>(null);
  /** The step just taken ('Proceeding to payment...', 'Bill found! ...'): a status line, not a notification. */
  const [stepStatus, setStepStatus] = useState<string | null>(null);
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
  const billFound = (amount: number) =>
    i18n._({
      id: 'services.page.billFound',
      message: 'Bill found! Amount due: {amount}',
      values: { amount: format.inr(amount) },
    });
  const planChosen = (price: number) =>
    i18n._({
      id: 'services.page.planChosen',
      message: 'Selected plan of {price}',
      values: { price: format.inr(price) },
    });

  usePageTitle(serviceText(i18n, def, 'pageTitle'));

  const { focusAfterRender, focusSummaryWhenDrawn, summaryHeading } = useSummaryFocus();

  // "Recharge again" / "Pay again": the link's details fill the form, each only if it meets the page's rule.
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();

  const forgetKeptForm = useKeptForm(def, operators, state, dispatch);
  // "Fetch & pay" (My Bills) adds fetch=1: the bill of the biller and account it fills is fetched at once.
  const fetchOnArrival = useRef(false);
  /**
   * "Recharge again" with the plan bought before: once the plans of the operator and circle are known, the plan
   * (still offered, same price) opens the ready summary; a plan no longer offered leaves the form with a note.
   */
  const [wantedPlan, setWantedPlan] = useState<{ id: number; amount: string | undefined } | null>(null);
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
  }, [def, query, operators]);

  const { values } = state;
  useNumberDetection(def, values.identifier, dispatch);
  // The plan bought last for the number on the form is pinned on top of the plans.
  const { recents } = useMyNumbers(def.slug, session.status === 'signedIn');
  const isWide = useMediaQuery(WIDE_SCREEN);
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

  // Inline only: the form's alert under the fields says it, and focus goes to the field.
  const fail = (check: ValidationCheck) => {
    setStepStatus(null);
    setError(catalogueText(i18n, check.message));
    dispatch({ type: 'invalid', field: check.field });
    focusAfterRender(() => fieldElement(check.field));
  };

  /**
   * The bill of the account on the form. `fill`: its amount becomes the amount to pay (Fetch Bill); electricity's
   * empty amount stays empty ('Auto'). No bill due is neutral news beside the form, not an error.
   */
  const fetchBillFor = async (fill = false): Promise<FetchedBill | { message: string }> => {
    // A registry biller's other customer parameters, when it has fields under the account (docs/decisions/0031).
    const extra = document.querySelector<BillerParamsSlot>('[data-biller-params]')?.collect?.();
    if (extra && 'problem' in extra) {
      setStepStatus(null);
      setError(extra.problem);
      return { message: extra.problem };
    }
    setBillNotice(null);
    setStepStatus(i18n._({ id: 'services.page.fetchingBill', message: 'Fetching your bill details...' }));
    try {
      const bill = await billFetch.mutateAsync({
        type: def.orderType,
        operator: values.operator,
        accountNumber: normalizeIdentifier(def, values.identifier),
        ...extra,
      });
      dispatch({ type: 'billFetched', bill, fill });
      if (bill.paidAt) {
        // Paid already: the card and the status line say when; nothing is offered to pay it again.
        const message = i18n._({
          id: 'services.page.billPaidOn',
          message: 'Paid on {date}. Nothing is due now.',
          values: { date: format.date(bill.paidAt) },
        });
        setStepStatus(message);
        return { message };
      }
      // Postpaid: the bill's amount is filled in to be paid as it is, or changed.
      if (def.amount.mode === 'billEditable') focusAfterRender(() => amountRef.current);
      return bill;
    } catch (caught) {
      setStepStatus(null);
      if (hasErrorCode(caught, 'NO_BILL_DUE')) {
        const message = errorMessage(caught, i18n._(NO_BILL_DUE));
        setBillNotice(message);
        return { message };
      }
      const message = errorMessage(caught, i18n._(BILL_FETCH_FAILED));
      setError(message);
      return { message };
    }
  };
  const isBill = (fetched: FetchedBill | { message: string }): fetched is FetchedBill => 'amount' in fetched;

  /** Fetch Bill beside the identifier (a bill is optional on the page): needs the biller and the account only. */
  const onFetchBill = async () => {
    if (billFetch.isPending) return;
    setError(null);
    const failed = validateServiceForm(def, { ...values, amount: '1' });
    if (failed && failed.field !== 'amount') return fail(failed);
    const fetched = await fetchBillFor(true);
    if (isBill(fetched)) setStepStatus(billFound(fetched.amount));
  };

  const openSummary = (before?: string) => {
    dispatch({ type: 'showSummary', idempotencyKey: newIdempotencyKey() });
    const proceed = serviceText(i18n, def, 'messages.proceed');
    setStepStatus(
      before
        ? i18n._({
            id: 'services.page.stepThenProceed',
            message: '{step}. {proceed}',
            values: { step: before, proceed },
          })
        : proceed,
    );
    focusSummaryWhenDrawn();
    // Pay is likely next: fetch its code (the payment sheet, what Pay does) now so it opens at once.
    preloadPayment();
  };

  const onSubmit = async () => {
    if (billFetch.isPending) return;
    void loadPaymentSummary().catch(() => undefined);
    setError(null);
    const failed = validateServiceForm(def, values);
    // Broadband and postpaid: until a bill is fetched the button is Fetch Bill, which needs the operator and
    // account (number) only.
    const needsBill =
      (def.amount.mode === 'fetched' && values.amount === '') ||
      (def.amount.mode === 'billEditable' && !state.bill);
    if (needsBill && (!failed || failed.field === 'amount')) {
      const fetched = await fetchBillFor();
      if (isBill(fetched)) setStepStatus(billFound(fetched.amount));
      return;
    }
    if (failed) return fail(failed);
    if (state.bill?.paidAt) return;
    // A fetched bill bounds the amount (the bill's own, or a part payment within the biller's limits); the
    // server checks again.
    if (state.bill && isPositiveAmount(values.amount)) {
      const outOfBounds = billAmountError(state.bill, Number(values.amount.trim()), def.amount.minRupees);
      if (outOfBounds) return fail({ field: 'amount', message: outOfBounds });
    }
    // Electricity left empty: the amount due is fetched from the biller and the summary says 'Auto'.
    if (def.amount.mode === 'optional' && !isPositiveAmount(values.amount) && !state.bill) {
      const fetched = await fetchBillFor();
      if (!isBill(fetched)) return;
      return openSummary(billFound(fetched.amount));
    }
    openSummary();
  };

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

  // Once per wanted plan (it is cleared first), when the plans of the filled operator and circle are known.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs after every render like fetchOnArrival's below
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

  useEffect(() => {
    if (!fetchOnArrival.current || values.identifier === '' || values.operator === '') return;
    fetchOnArrival.current = false;
    void (def.bill === 'required' ? onSubmit() : onFetchBill());
  });

  /** "Fetch again" on the summary: the bill as it is now, and a fresh summary (a new order) for it. */
  const onFetchAgain = async () => {
    if (billFetch.isPending) return;
    payment.clearFailure();
    const fetched = await fetchBillFor(def.amount.mode !== 'optional' || values.amount !== '');
    if (!isBill(fetched)) {
      payment.fail({ message: fetched.message });
      return;
    }
    dispatch({ type: 'showSummary', idempotencyKey: newIdempotencyKey() });
    setStepStatus(billFound(fetched.amount));
    focusSummaryWhenDrawn();
  };

  let sidePanel;
  if (state.step === 'summary' && payable !== null) {
    sidePanel = (
      <Suspense fallback={null}>
        <SummaryPanel
          headingRef={summaryHeading}
          payRef={payButtonRef}
          def={def}
          state={state}
          chosenPlan={chosenPlan}
          amount={payable}
          paymentsConfig={paymentsConfig}
          isFetchingBill={billFetch.isPending}
          onFetchAgain={() => void onFetchAgain()}
          payment={payment}
          onEdit={onEdit}
        />
      </Suspense>
    );
  } else if (state.step === 'plans') {
    sidePanel = (
      <Suspense
        fallback={
          <p role="status" className="py-10 text-center text-muted">
            {i18n._({ id: 'services.plans.loading', message: 'Loading plans...' })}
          </p>
        }
      >
        <PlansPanel state={state} recents={recents} onChoose={onChoosePlan} onClose={onEdit} />
      </Suspense>
    );
  } else {
    sidePanel = (
      <Suspense fallback={null}>
        <PromoBanner def={def} />
      </Suspense>
    );
  }

  return (
    <>
      <div className={`mx-auto max-w-6xl px-4 pt-6 sm:pt-8 ${SERVICE_PAGE_BAR_ROOM}`}>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
          <ServiceForm
            def={def}
            state={state}
            error={error}
            isFetchingBill={billFetch.isPending}
            billNotice={billNotice}
            operatorRef={operatorRef}
            circleRef={circleRef}
            identifierRef={identifierRef}
            amountRef={amountRef}
            submitRef={submitRef}
            onChange={change}
            onBrowsePlans={onBrowsePlans}
            onFetchBill={() => void onFetchBill()}
            onSubmit={() => void onSubmit()}
            amountText={payable !== null ? format.inr(payable) : null}
          />
          <div>
            <p
              role="status"
              data-testid="step-status"
              className={
                stepStatus
                  ? 'mb-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900'
                  : 'sr-only'
              }
            >
              {stepStatus ?? ''}
            </p>
            {planGone && state.step !== 'summary' ? (
              <p
                data-testid="plan-gone"
                className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
              >
                {i18n._(PLAN_GONE)}
              </p>
            ) : null}
            {sidePanel}
          </div>
        </div>
      </div>
      <ServiceArticleBelow slug={def.slug} />
      {payment.sheet ? (
        <Suspense fallback={null}>
          <PaymentSheet
            key={payment.sheet.order.id}
            open={payment.sheet.open}
            orderId={payment.sheet.order.id}
            payment={payment.sheet.payment}
            serviceName={serviceText(i18n, def, 'pageTitle')}
            onPaid={payment.sheet.onPaid}
            onClose={payment.sheet.onClose}
            onNotPayable={payment.sheet.onNotPayable}
          />
        </Suspense>
      ) : null}
    </>
  );
}
