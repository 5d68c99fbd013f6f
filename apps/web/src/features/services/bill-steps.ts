import {
  isPositiveAmount,
  normalizeIdentifier,
  validateServiceForm,
} from '@paywise/domain/catalogue/form-rules';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Dispatch, RefObject } from 'react';
import { errorMessage, hasErrorCode } from '../../lib/api-client';
import { fetchBill } from './api/fetch-bill';
import { amountLimitCheck, type AmountLimits } from './amount-limits';
import { collectBillerParams } from './biller-param-rules';
import { billAmountError } from './bill-rules';
import type { usePayOrder } from './payment/use-pay-order';
import type { FetchedBill, ServiceFormAction, ServiceFormState } from './service-form-state';
import { BILL_FETCH_FAILED } from './step-status';
import type { ServicePageSteps } from './use-service-page-steps';

const NO_BILL_DUE: MessageDescriptor = /*i18n*/ {
  id: 'services.page.noBillDue',
  message: 'No bill is due for this account.',
};

export interface BillStepsOptions {
  def: ServiceDefinition;
  state: ServiceFormState;
  dispatch: Dispatch<ServiceFormAction>;
  /** Where a step goes next: a failed check, the summary, focus (use-service-page-steps.ts). */
  steps: ServicePageSteps;
  payment: ReturnType<typeof usePayOrder>;
  i18n: I18n;
  amountRef: RefObject<HTMLInputElement | null>;
  /** The server's least and most amount of an order (GET /api/payments/config); null until known. */
  amountLimits: AmountLimits | null;
}

export interface BillSteps {
  /** Fetch Bill beside the identifier (a bill is optional on the page): needs the biller and the account only. */
  fetchBill(): Promise<void>;
  /** Proceed: the summary, with the bill fetched first where the page needs one. */
  submit(): Promise<void>;
  /** "Fetch again" on the summary: the bill as it is now, and a fresh summary (a new order) for it. */
  fetchAgain(): Promise<void>;
}

/**
 * A bill page's steps to the summary: Fetch Bill, Proceed (with the bill fetched first where the page needs one)
 * and "Fetch again" on the summary. What each step did is an event of the page's state (service-form-state.ts),
 * which says it. Loaded with the bill pages only (loadBillSteps, use-service-page.ts).
 */
export function createBillSteps({
  def,
  state,
  dispatch,
  steps,
  payment,
  i18n,
  amountRef,
  amountLimits,
}: BillStepsOptions): BillSteps {
  const { values } = state;

  /**
   * The bill of the account on the form. `fill`: its amount becomes the amount to pay (Fetch Bill); electricity's
   * empty amount stays empty ('Auto'). No bill due is neutral news beside the form, not an error. When there is
   * no bill to pay (none due, paid already, the fetch failed) the page says why, and so does `message`.
   */
  const fetchBillFor = async ({ fill = false } = {}): Promise<
    { bill: FetchedBill } | { message: string | null }
  > => {
    // A registry biller's other customer parameters, when it has fields under the account (docs/decisions/0031).
    const extra = collectBillerParams(state.billerParams);
    if (extra && 'problem' in extra) {
      dispatch({ type: 'paramInvalid', name: extra.problem.name, message: extra.problem.message });
      steps.focusAfterRender(() => document.getElementsByName(`param-${extra.problem.name}`)[0] ?? null);
      return { message: extra.problem.message };
    }
    dispatch({ type: 'billFetchStarted' });
    try {
      const bill = await fetchBill({
        type: def.orderType,
        operator: values.operator,
        accountNumber: normalizeIdentifier(def, values.identifier),
        ...extra,
      });
      dispatch({ type: 'billFetched', bill, fill });
      // Paid already: the page goes back to the form, where the paid bill and the status line say when.
      if (bill.paidAt) return { message: null };
      // Postpaid: the bill's amount is filled in to be paid as it is, or changed.
      if (def.amount.mode === 'billEditable') steps.focusAfterRender(() => amountRef.current);
      return { bill };
    } catch (caught) {
      const noBillDue = hasErrorCode(caught, 'NO_BILL_DUE');
      const message = errorMessage(caught, i18n._(noBillDue ? NO_BILL_DUE : BILL_FETCH_FAILED));
      dispatch({ type: 'billFetchFailed', message, noBillDue });
      return { message };
    }
  };

  const fetchBillStep = async () => {
    if (state.isFetchingBill) return;
    const failed = validateServiceForm(def, { ...values, amount: '1' });
    if (failed && failed.field !== 'amount') return steps.fail({ check: failed });
    await fetchBillFor({ fill: true });
  };

  const submit = async () => {
    if (state.isFetchingBill) return;
    steps.preloadSummary();
    const failed = validateServiceForm(def, values);
    // Broadband and postpaid: until a bill is fetched the button is Fetch Bill, which needs the operator and
    // account (number) only.
    const needsBill =
      (def.amount.mode === 'fetched' && values.amount === '') ||
      (def.amount.mode === 'billEditable' && !state.bill);
    if (needsBill && (!failed || failed.field === 'amount')) {
      await fetchBillFor();
      return;
    }
    if (failed) return steps.fail({ check: failed });
    const outOfLimits = amountLimitCheck({ i18n, limits: amountLimits, amount: values.amount });
    if (outOfLimits) return steps.fail({ check: outOfLimits });
    if (state.bill?.paidAt) return;
    // A fetched bill bounds the amount (the bill's own, or a part payment within the biller's limits); the
    // server checks again.
    if (state.bill && isPositiveAmount(values.amount)) {
      const outOfBounds = billAmountError(state.bill, Number(values.amount.trim()), def.amount.minRupees);
      if (outOfBounds) return steps.fail({ check: { field: 'amount', message: outOfBounds } });
    }
    // Electricity left empty: the amount due is fetched from the biller and the summary says 'Auto'.
    if (def.amount.mode === 'optional' && !isPositiveAmount(values.amount) && !state.bill) {
      const fetched = await fetchBillFor();
      if (!('bill' in fetched)) return;
      return steps.openSummary({ after: { kind: 'billFound', amount: fetched.bill.amount } });
    }
    steps.openSummary({ after: null });
  };

  const fetchAgain = async () => {
    if (state.isFetchingBill) return;
    payment.clearFailure();
    const fetched = await fetchBillFor({ fill: def.amount.mode !== 'optional' || values.amount !== '' });
    if (!('bill' in fetched)) {
      // What went wrong is said on the summary, where the customer is.
      if (fetched.message) payment.fail({ message: fetched.message });
      return;
    }
    steps.openSummary({ status: { kind: 'billFound', amount: fetched.bill.amount } });
  };

  return { fetchBill: fetchBillStep, submit, fetchAgain };
}
