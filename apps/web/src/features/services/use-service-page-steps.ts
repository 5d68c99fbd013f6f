import type { FormField, ValidationCheck } from '@paywise/domain/catalogue/types';
import type { I18n } from '@lingui/core';
import type { Dispatch, RefObject } from 'react';
import { catalogueText } from '../../lib/i18n/catalogue';
import { newIdempotencyKey } from './api/create-order';
import { preloadPayment } from './payment/use-pay-order';
import { loadPaymentSummary } from './service-page-chunks';
import type { ServiceFormAction, StepDone, StepStatus } from './service-form-state';
import { useSummaryFocus } from './use-summary-focus';

/** The form's controls a failed check focuses (the submit button when the field is not on screen). */
export interface FieldRefs {
  operator: RefObject<HTMLSelectElement | HTMLInputElement | null>;
  circle: RefObject<HTMLSelectElement | null>;
  identifier: RefObject<HTMLInputElement | null>;
  amount: RefObject<HTMLInputElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
}

/** What every step of a service page may do next: fail a check, open the summary, move focus. */
export interface ServicePageSteps {
  /** A failed check: its message under its field, which is scrolled to and focused. `status`: a step taken anyway. */
  fail(failure: { check: ValidationCheck; status?: StepStatus }): void;
  /**
   * The summary, with a new Idempotency-Key (one order per summary). `after`: the step that opened it ('Bill
   * found! ... Proceeding to payment...'); `status`: what the status line says instead.
   */
  openSummary(opening: { after: StepDone | null } | { status: StepStatus }): void;
  /** The summary was opened by an event the page did not start (a link's plan arrived): focus and preload as above. */
  summaryOpened(): void;
  /** Focus goes to this element once React has drawn it. */
  focusAfterRender(target: () => HTMLElement | null): void;
  /** Proceed is likely next: the summary's code is fetched now. */
  preloadSummary(): void;
  /** The summary heading's ref: it takes focus when drawn after `openSummary`. */
  summaryHeading(element: HTMLHeadingElement | null): void;
}

export function useServicePageSteps({
  dispatch,
  fieldRefs,
  i18n,
}: {
  dispatch: Dispatch<ServiceFormAction>;
  fieldRefs: FieldRefs;
  i18n: I18n;
}): ServicePageSteps {
  const { focusAfterRender, focusSummaryWhenDrawn, summaryHeading } = useSummaryFocus();

  const fieldElement = (field: FormField): HTMLElement | null =>
    fieldRefs[field].current ?? fieldRefs.submit.current;

  // Inline only: the message goes under the field itself (tied by aria-describedby), and the field is scrolled
  // into the middle of the screen (clear of the phone's action bar) and focused.
  const fail: ServicePageSteps['fail'] = ({ check, status }) => {
    dispatch({ type: 'invalid', field: check.field, message: catalogueText(i18n, check.message), status });
    focusAfterRender(() => {
      const element = fieldElement(check.field);
      element?.scrollIntoView?.({ block: 'center' });
      return element;
    });
  };

  const summaryOpened = () => {
    focusSummaryWhenDrawn();
    // Pay is likely next: fetch its code (the payment sheet, what Pay does) now so it opens at once.
    preloadPayment();
  };

  const openSummary: ServicePageSteps['openSummary'] = (opening) => {
    const status: StepStatus =
      'status' in opening ? opening.status : { kind: 'proceed', after: opening.after };
    dispatch({ type: 'showSummary', idempotencyKey: newIdempotencyKey(), status });
    summaryOpened();
  };

  return {
    fail,
    openSummary,
    summaryOpened,
    focusAfterRender,
    preloadSummary: () => void loadPaymentSummary().catch(() => undefined),
    summaryHeading,
  };
}
