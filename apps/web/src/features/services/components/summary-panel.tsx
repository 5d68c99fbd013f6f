import { normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import { identifierLabelOf } from '@paywise/domain/catalogue/services';
import type { Plan } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { catalogueText } from '../../../lib/i18n/catalogue';
import type { usePaymentsConfig } from '../../../lib/payments-config';
import { useVerifyEmailDialog } from '../../../lib/verify-email-context';
import { PaymentSummary, type PaymentSummaryProps } from '../payment/payment-summary';
import type { usePayOrder } from '../payment/use-pay-order';
import { isAutoAmount, type ServiceFormState } from '../service-form-state';
import { BillCard } from './bill-card-lazy';

// What a plan gives (shared with the plan browser, so loaded by the time a plan is chosen there).
const PlanFacts = lazy(() =>
  import('../../../components/plan-facts').then((module) => ({ default: module.PlanFacts })),
);

type SummaryPanelProps = Pick<
  PaymentSummaryProps,
  'headingRef' | 'def' | 'amount' | 'isFetchingBill' | 'onFetchAgain' | 'onEdit'
> & {
  /** The Pay button: where focus goes back to when the payment sheet closes, or the email is verified. */
  payRef: { current: HTMLButtonElement | null };
  state: ServiceFormState;
  /** The plan chosen (mobile, data card), from the plans of the form's operator and circle. */
  chosenPlan: Plan | null;
  payment: ReturnType<typeof usePayOrder>;
  /** The discount rule (GET /api/payments/config): Pay waits for it. */
  paymentsConfig: ReturnType<typeof usePaymentsConfig>;
};

/**
 * The service page's summary (after Proceed): the order with Pay, what the chosen plan gives and the fetched
 * bill. Its code comes with the summary's (loadPaymentSummary), not with the first page.
 */
export function SummaryPanel({
  state,
  chosenPlan,
  payment,
  payRef,
  paymentsConfig,
  ...props
}: SummaryPanelProps) {
  const { def } = props;
  const { values } = state;
  const { i18n } = useLingui();
  const { openVerifyEmail } = useVerifyEmailDialog();
  const identifierLabel = identifierLabelOf(def, values.operator);
  return (
    <PaymentSummary
      {...props}
      payRef={payRef}
      values={values}
      promo={paymentsConfig.data?.promo}
      isReady={!paymentsConfig.isPending}
      planFacts={
        chosenPlan ? (
          <Suspense fallback={null}>
            <PlanFacts plan={chosenPlan} />
          </Suspense>
        ) : null
      }
      feeSlabs={state.bill?.convenienceFeeSlabs}
      isAuto={isAutoAmount(def, state)}
      billCard={
        state.bill ? (
          <BillCard
            bill={state.bill}
            biller={values.operator}
            identifier={{
              label: catalogueText(i18n, identifierLabel),
              value: normalizeIdentifier(def, values.identifier),
            }}
            headingLevel={3}
            testId="summary-bill"
            className="mt-3"
          />
        ) : null
      }
      onVerifyNow={() =>
        openVerifyEmail({
          // Verified: the limit no longer applies; Pay is ready, with focus on it.
          onVerified: () => {
            payment.clearFailure();
            payRef.current?.focus();
          },
        })
      }
      isPaying={payment.isPaying}
      failure={payment.failure}
      notCompleted={payment.notCompleted}
      repeatOf={payment.repeatOf}
      onPayAgain={payment.payAgain}
      onCancelRepeat={payment.cancelRepeat}
      onPay={() => void payment.pay()}
    />
  );
}
