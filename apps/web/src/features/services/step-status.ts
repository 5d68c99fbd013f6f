import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { serviceText } from '../../lib/i18n/catalogue';
import type { useFormat } from '../../lib/i18n/format';
import type { StepDone, StepStatus } from './service-form-state';

/** A bill fetch that failed (or whose code could not be fetched): said under the form. */
export const BILL_FETCH_FAILED: MessageDescriptor = /*i18n*/ {
  id: 'services.page.billFetchFailed',
  message: 'Could not fetch your bill. Please try again.',
};

interface StepStatusTextOptions {
  def: ServiceDefinition;
  status: StepStatus;
  i18n: I18n;
  format: ReturnType<typeof useFormat>;
}

function stepDoneText({
  step,
  i18n,
  format,
}: { step: StepDone } & Omit<StepStatusTextOptions, 'def' | 'status'>) {
  if (step.kind === 'billFound') {
    return i18n._({
      id: 'services.page.billFound',
      message: 'Bill found! Amount due: {amount}',
      values: { amount: format.inr(step.amount) },
    });
  }
  return i18n._({
    id: 'services.page.planChosen',
    message: 'Selected plan of {price}',
    values: { price: format.inr(step.price) },
  });
}

/** The status line beside the form, in the language on screen (the state keeps what happened, not its words). */
export function stepStatusText({ def, status, i18n, format }: StepStatusTextOptions): string {
  switch (status.kind) {
    case 'billFound':
    case 'planChosen':
      return stepDoneText({ step: status, i18n, format });
    case 'fetchingBill':
      return i18n._({ id: 'services.page.fetchingBill', message: 'Fetching your bill details...' });
    case 'billPaid':
      // Paid already: the card and the status line say when; nothing is offered to pay it again.
      return i18n._({
        id: 'services.page.billPaidOn',
        message: 'Paid on {date}. Nothing is due now.',
        values: { date: format.date(status.paidAt) },
      });
    case 'proceed': {
      const proceed = serviceText(i18n, def, 'messages.proceed');
      if (!status.after) return proceed;
      return i18n._({
        id: 'services.page.stepThenProceed',
        message: '{step}. {proceed}',
        values: { step: stepDoneText({ step: status.after, i18n, format }), proceed },
      });
    }
  }
}
