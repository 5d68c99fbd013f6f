import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import type { ServiceFormState } from '../service-form-state';
import { actionBarClass } from './action-bar';
import { BillNotice } from './bill-notice';

/** Under the fields: the bill notice, the alert of the last failed check, and Proceed (or Fetch Bill). */
export function ServiceFormActions({
  def,
  state,
  amountText,
  submitRef,
}: {
  def: ServiceDefinition;
  /** Its messages (the bill notice, the alert) and whether a bill fetch is on its way. */
  state: ServiceFormState;
  amountText: string | null;
  submitRef: Ref<HTMLButtonElement>;
}) {
  const { values, isFetchingBill } = state;
  const { error, billNotice } = state.messages;
  const { i18n } = useLingui();
  const fetchBillText = i18n._({ id: 'services.form.fetchBill', message: 'Fetch Bill' });
  const proceedToPayText = i18n._({ id: 'services.form.proceedToPay', message: 'Proceed to Pay' });
  let submitLabel = i18n._({ id: 'services.form.proceed', message: 'Proceed' });
  if (def.amount.mode === 'fetched') submitLabel = values.amount ? proceedToPayText : fetchBillText;
  if (def.amount.mode === 'billEditable') submitLabel = state.bill ? proceedToPayText : fetchBillText;

  return (
    <div className="flex flex-col gap-2">
      {def.bill !== 'none' ? <BillNotice message={billNotice} /> : null}
      {/* Always in the page, so screen readers announce each new message placed in it. */}
      <p role="alert" className="text-sm font-semibold text-red-700">
        {error ?? ''}
      </p>
      {/* One primary button per screen: once the summary shows Pay, Proceed steps back (hidden on phones,
          where Pay takes the action bar; secondary from 640 px up). While the plans cover the form on a
          phone, choosing a plan is the step's action. */}
      {/* A bill paid already offers nothing to pay: a new account or biller brings the button back. */}
      {state.bill?.paidAt ? null : (
        <div
          data-testid={state.step === 'form' ? 'action-bar' : undefined}
          className={actionBarClass(state.step !== 'form' ? 'max-sm:hidden' : undefined)}
        >
          {amountText ? (
            <p className="shrink-0 text-sm text-muted sm:hidden">
              <Trans
                id="services.form.amountBar"
                message="Amount <0>{amount}</0>"
                values={{ amount: amountText }}
                components={[<span className="block text-base font-bold text-ink" />]}
              />
            </p>
          ) : null}
          <Button
            ref={submitRef}
            type="submit"
            block
            variant={state.step === 'summary' ? 'secondary' : 'primary'}
            disabled={isFetchingBill}
            aria-busy={isFetchingBill || undefined}
            className="text-lg"
          >
            {submitLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
