import {
  isPositiveAmount,
  normalizeIdentifier,
  validateServiceForm,
} from '@paywise/domain/catalogue/form-rules';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { FormField, Plan, ServiceSlug, ValidationCheck } from '@paywise/domain/catalogue/types';
import { formatInr } from '@paywise/domain/money';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoginModal } from '../../../app/login-modal-context';
import { paths } from '../../../app/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { buildOrderBody, newIdempotencyKey, useCreateOrder } from '../api/create-order';
import { useFetchBill } from '../api/fetch-bill';
import { PaymentSummary, type SummaryRow } from '../components/payment-summary';
import { PlanBrowser } from '../components/plan-browser';
import { PromoBanner } from '../components/promo-banner';
import { ServiceArticle } from '../components/service-article';
import { ServiceForm } from '../components/service-form';
import {
  initialServiceFormState,
  isAutoAmount,
  payableAmount,
  serviceFormReducer,
  type FetchedBill,
  type ServiceFormAction,
} from '../service-form-state';

const BILL_FETCH_FAILED = 'Could not fetch your bill. Please try again.';

/** Any of the twenty service pages, rendered from its catalogue definition. */
export function ServicePage({ slug }: { slug: ServiceSlug }) {
  const def = SERVICES[slug];
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof initialServiceFormState>, action: ServiceFormAction) =>
      serviceFormReducer(def, current, action),
    undefined,
    initialServiceFormState,
  );
  const [error, setError] = useState<string | null>(null);
  const [paymentFailure, setPaymentFailure] = useState<string | null>(null);
  const session = useSession();
  const { openLogin } = useLoginModal();
  const navigate = useNavigate();
  const billFetch = useFetchBill();
  const orderCreation = useCreateOrder();
  const isPaying = useRef(false);

  const operatorRef = useRef<HTMLSelectElement>(null);
  const circleRef = useRef<HTMLSelectElement>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const plansHeadingRef = useRef<HTMLHeadingElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves after React has drawn the element it goes to.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    document.title = `${def.pageTitle} | PayWise`;
  }, [def.pageTitle]);

  useEffect(() => {
    const target = focusNext.current?.();
    focusNext.current = null;
    target?.focus();
  });

  const { values } = state;

  const change = (action: ServiceFormAction) => {
    setError(null);
    setPaymentFailure(null);
    dispatch(action);
  };

  const fieldElement = (field: FormField): HTMLElement | null =>
    ({ operator: operatorRef, circle: circleRef, identifier: identifierRef, amount: amountRef })[field]
      .current ?? submitRef.current;

  const fail = (check: ValidationCheck) => {
    notifyError(check.message);
    setError(check.message);
    dispatch({ type: 'invalid', field: check.field });
    focusNext.current = () => fieldElement(check.field);
  };

  const fetchBillFor = async (): Promise<FetchedBill | null> => {
    notifySuccess('Fetching your bill details...');
    try {
      const bill = await billFetch.mutateAsync({
        type: def.orderType,
        operator: values.operator,
        accountNumber: normalizeIdentifier(def, values.identifier),
      });
      dispatch({ type: 'billFetched', bill });
      return bill;
    } catch (caught) {
      const message = errorMessage(caught, BILL_FETCH_FAILED);
      notifyError(message);
      setError(message);
      return null;
    }
  };

  const openSummary = () => {
    dispatch({ type: 'showSummary', idempotencyKey: newIdempotencyKey() });
    notifySuccess(def.messages.proceed);
    focusNext.current = () => summaryHeadingRef.current;
  };

  const onSubmit = async () => {
    if (billFetch.isPending) return;
    setError(null);
    const failed = validateServiceForm(def, values);
    // Broadband: until a bill is fetched the button is Fetch Bill, which needs the operator and account only.
    if (def.amount.mode === 'fetched' && values.amount === '' && (!failed || failed.field === 'amount')) {
      const bill = await fetchBillFor();
      if (bill) notifySuccess(`Bill found! Amount due: ${formatInr(bill.amount)}`);
      return;
    }
    if (failed) return fail(failed);
    // Electricity left empty: the amount due is fetched from the biller and the summary says 'Auto'.
    if (def.amount.mode === 'optional' && !isPositiveAmount(values.amount) && !state.bill) {
      if (!(await fetchBillFor())) return;
    }
    openSummary();
  };

  const onBrowsePlans = () => {
    setError(null);
    if (!def.identifier.pattern.test(values.identifier)) {
      return fail({ field: 'identifier', message: def.messages.browsePlans ?? def.checks[0].message });
    }
    dispatch({ type: 'openPlans' });
    focusNext.current = () => plansHeadingRef.current;
  };

  const onChoosePlan = (plan: Plan) => {
    change({ type: 'choosePlan', plan });
    notifySuccess(`Selected plan of ${formatInr(plan.price)}`);
  };

  const onEdit = () => {
    dispatch({ type: 'edit' });
    focusNext.current = () =>
      (def.identifier.orderField === 'number' ? identifierRef.current : operatorRef.current) ?? null;
  };

  const payable = payableAmount(def, state);

  const onPay = () => {
    if (isPaying.current || payable === null || !state.idempotencyKey) return;
    if (!session.token) {
      notifyError('Please login to continue.');
      openLogin();
      return;
    }
    isPaying.current = true;
    setPaymentFailure(null);
    const body = buildOrderBody(def, {
      operator: values.operator,
      identifier: values.identifier,
      circle: values.circle,
      amount: payable,
    });
    orderCreation.mutate(
      { body, idempotencyKey: state.idempotencyKey },
      {
        onSuccess: (order) => {
          if (order.status === 'Failed') {
            notifyError(def.messages.paymentFailed);
            setPaymentFailure(order.failureReason || def.messages.paymentFailed);
            // The declined order is final; trying again is a new payment with a new key.
            dispatch({ type: 'showSummary', idempotencyKey: newIdempotencyKey() });
            return;
          }
          // Every other outcome is told on the order page: Completed; Refunded (paid, the operator failed, the
          // money went back: the page says so, with the amount); or still in progress (Payment Pending,
          // Processing), which the page follows until the order is final.
          navigate(paths.order.getHref(order.id));
        },
        onError: (caught) => {
          console.error(def.messages.paymentFailed, caught);
          const message = errorMessage(caught, def.messages.paymentFailed);
          notifyError(message);
          if (caught instanceof ApiError && caught.status === 401) openLogin();
          // Refused before any payment (verify your email first, too many orders): the reason stays on the
          // summary, next to the Pay button, after the notification fades.
          if (caught instanceof ApiError && (caught.status === 403 || caught.status === 429)) {
            setPaymentFailure(message);
          }
        },
        onSettled: () => {
          isPaying.current = false;
        },
      },
    );
  };

  const summaryRows: SummaryRow[] =
    def.identifier.orderField === 'number'
      ? [
          { label: 'Mobile Number', value: values.identifier },
          { label: 'Operator', value: values.operator },
          { label: 'Circle', value: values.circle },
          { label: 'Order Amount', value: formatInr(payable ?? 0) },
        ]
      : [
          { label: def.operatorLabel, value: values.operator },
          { label: def.identifier.summaryLabel, value: normalizeIdentifier(def, values.identifier) },
        ];

  let sidePanel;
  if (state.step === 'summary' && payable !== null) {
    sidePanel = (
      <PaymentSummary
        headingRef={summaryHeadingRef}
        rows={summaryRows}
        payable={payable}
        isAuto={isAutoAmount(def, state)}
        bill={state.bill}
        isPaying={orderCreation.isPending}
        failure={paymentFailure}
        onPay={onPay}
        onEdit={onEdit}
      />
    );
  } else if (state.step === 'plans') {
    sidePanel = (
      <PlanBrowser
        headingRef={plansHeadingRef}
        context={[values.identifier, values.operator, values.circle].filter(Boolean).join(' · ')}
        selectedPlanId={state.selectedPlanId}
        onChoose={onChoosePlan}
        onProceed={() => void onSubmit()}
      />
    );
  } else {
    sidePanel = <PromoBanner def={def} />;
  }

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:pt-8">
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
          <ServiceForm
            def={def}
            state={state}
            error={error}
            isFetchingBill={billFetch.isPending}
            operatorRef={operatorRef}
            circleRef={circleRef}
            identifierRef={identifierRef}
            amountRef={amountRef}
            submitRef={submitRef}
            onChange={change}
            onBrowsePlans={onBrowsePlans}
            onSubmit={() => void onSubmit()}
          />
          <div>{sidePanel}</div>
        </div>
      </div>
      <ServiceArticle def={def} />
    </>
  );
}
