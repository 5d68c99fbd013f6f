import {
  isPositiveAmount,
  normalizeIdentifier,
  validateServiceForm,
} from '@paywise/domain/catalogue/form-rules';
import type { ServiceDefinition, ValidationCheck } from '@paywise/domain/catalogue/types';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Dispatch, RefObject } from 'react';
import { errorMessage, hasErrorCode } from '../../lib/api-client';
import { serviceText } from '../../lib/i18n/catalogue';
import type { useFormat } from '../../lib/i18n/format';
import { newIdempotencyKey } from './api/create-order';
import type { useFetchBill } from './api/fetch-bill';
import { amountLimitText, type AmountLimits } from './amount-limits';
import { billAmountError } from './bill-rules';
import type { BillerParamsSlot } from './components/biller-params';
import { preloadPayment, type usePayOrder } from './payment/use-pay-order';
import { loadPaymentSummary } from './service-page-chunks';
import type { FetchedBill, ServiceFormAction, ServiceFormState } from './service-form-state';
import type { useSummaryFocus } from './use-summary-focus';

const BILL_FETCH_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'services.page.billFetchFailed',
  message: 'Could not fetch your bill. Please try again.',
};
const NO_BILL_DUE: MessageDescriptor = /*i18n*/ {
  id: 'services.page.noBillDue',
  message: 'No bill is due for this account.',
};

type SetMessage = (message: string | null) => void;
type Focus = ReturnType<typeof useSummaryFocus>;

const isBill = (fetched: FetchedBill | { message: string }): fetched is FetchedBill => 'amount' in fetched;

/**
 * A service page's steps to the summary: Fetch Bill, Proceed (with the bill fetched first where the page needs
 * one) and "Fetch again" on the summary. Its arguments and result are positional (a tuple, minified; the first
 * page's size, bench/bundle-size.mjs): [onFetchBill, onSubmit, openSummary, onFetchAgain].
 */
export function useBillSteps(
  def: ServiceDefinition,
  state: ServiceFormState,
  dispatch: Dispatch<ServiceFormAction>,
  billFetch: ReturnType<typeof useFetchBill>,
  payment: ReturnType<typeof usePayOrder>,
  i18n: I18n,
  format: ReturnType<typeof useFormat>,
  setError: SetMessage,
  setBillNotice: SetMessage,
  setStepStatus: SetMessage,
  fail: (check: ValidationCheck) => void,
  focusAfterRender: Focus['focusAfterRender'],
  focusSummaryWhenDrawn: Focus['focusSummaryWhenDrawn'],
  amountRef: RefObject<HTMLInputElement | null>,
  options: {
    /** The server's least and most amount of an order (GET /api/payments/config); null until known. */
    amountLimits: AmountLimits | null;
  },
) {
  const { values } = state;
  const billFound = (amount: number) =>
    i18n._({
      id: 'services.page.billFound',
      message: 'Bill found! Amount due: {amount}',
      values: { amount: format.inr(amount) },
    });

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
    // The server's limits: said under the field before the summary, never a refusal after Pay.
    const { amountLimits } = options;
    const outOfLimits =
      amountLimits && isPositiveAmount(values.amount)
        ? amountLimitText(i18n, amountLimits, Number(values.amount.trim()))
        : null;
    if (outOfLimits) return fail({ field: 'amount', message: outOfLimits });
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

  return [onFetchBill, onSubmit, openSummary, onFetchAgain] as const;
}
