import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../lib/i18n/format';
import { orderNoteText } from '../../../lib/order-notes';
import { cn } from '../../../components/ui/cn';
import type { ReactNode, Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { actionBarClass } from '../components/action-bar';
import type { ConvenienceFeeSlab } from '@paywise/domain/bbps';
import type { LastBillPayment } from '@paywise/domain/contracts/orders';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { PromoRule } from '@paywise/domain/payments';
import type { ServiceFormState } from '../service-form-state';
import { summaryAmounts, type SummaryAmounts } from './payment-rules';
import { summaryRowsOf } from './summary-rows';
import { RepeatQuestion } from './repeat-question';

/** Closing the payment is not failing: what the summary says then. */
export const PAYMENT_NOT_COMPLETED: MessageDescriptor = /*i18n*/ {
  id: 'services.summary.notCompleted',
  message: 'Payment not completed — no money was taken',
};

export interface SummaryRow {
  label: string;
  value: string;
  /** A number or account (may break anywhere when it cannot fit); names and labels wrap between words only. */
  isIdentifier?: boolean;
}

export interface PaymentFailure {
  message: string;
  /** The gateway's reason, when a payment was declined. */
  detail?: string | null;
  /** The bill changed (expired, paid already): offer to fetch it again. */
  fetchAgain?: boolean;
  /** The unverified customer's order limit: offer to verify the email there and then. */
  verify?: boolean;
}

export interface PaymentSummaryProps {
  headingRef?: Ref<HTMLHeadingElement>;
  /** The Pay button: where focus goes back to when the payment sheet closes. */
  payRef?: Ref<HTMLButtonElement>;
  /** The service and the form on screen: what is paid for (number, operator, ...); the amounts follow them. */
  def: ServiceDefinition;
  values: ServiceFormState['values'];
  /** The plan chosen (mobile, data card): what it gives (PlanFacts), before the customer pays. */
  planFacts?: ReactNode;
  /**
   * The amount (rupees) and what changes what is paid: the discount rule (GET /api/payments/config, undefined
   * while loading) and a fetched bill's convenience fee slabs. Order Amount, Discount and Amount Payable follow
   * (summaryAmounts, here so that its rules are not in the first page); the payable is what Pay says.
   */
  amount: number;
  promo: PromoRule | undefined;
  feeSlabs: readonly ConvenienceFeeSlab[] | undefined;
  /** Electricity left empty: the Order Amount is the fetched bill's, said so ('₹888 (Auto, from your bill)'). */
  isAuto: boolean;
  /** The fetched bill being paid, shown in full under the amounts. */
  billCard: ReactNode;
  isFetchingBill?: boolean;
  /** "Fetch again" beside a failure about the bill. */
  onFetchAgain?(): void;
  /** "Verify now" beside the order limit's message: the email code dialog, in place. */
  onVerifyNow?(): void;
  isPaying: boolean;
  /** False until the discount rule is known (GET /api/payments/config): Pay waits for it. */
  isReady: boolean;
  /** Why the last attempt could not pay (refused, not started), shown until the next attempt. */
  failure: PaymentFailure | null;
  /**
   * The payment sheet or Checkout was closed without paying (after a declined payment, its reason): not a
   * failure, said calmly, with the promise that matters.
   */
  notCompleted: { detail: string | null } | null;
  /** The account was paid recently (BILL_RECENTLY_PAID): that payment, while the summary asks "Pay again?". */
  repeatOf?: LastBillPayment | null;
  onPayAgain?(): void;
  onCancelRepeat?(): void;
  onPay(): void;
  onEdit(): void;
}

/** Order Amount, the biller's fee, Discount and Amount Payable. */
function AmountRows({ amounts, isAuto }: { amounts: SummaryAmounts; isAuto: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <div className="flex items-start justify-between gap-4 py-3">
        <dt className="text-muted">
          {i18n._({ id: 'services.summary.orderAmount', message: 'Order Amount' })}
        </dt>
        <dd className="text-right font-semibold text-ink">
          {format.paise(amounts.amountPaise)}
          {isAuto ? (
            <>
              {' '}
              <span className="block text-sm font-normal text-muted">
                {i18n._({ id: 'services.summary.autoFromBill', message: '(Auto, from your bill)' })}
              </span>
            </>
          ) : null}
        </dd>
      </div>
      {amounts.feePaise ? (
        <div className="flex items-start justify-between gap-4 py-3">
          <dt className="text-muted">{i18n._({ id: 'services.summary.fee', message: 'Convenience Fee' })}</dt>
          <dd className="text-right font-semibold text-ink">{format.paise(amounts.feePaise)}</dd>
        </div>
      ) : null}
      {amounts.discountPaise > 0 ? (
        <div className="flex items-start justify-between gap-4 py-3">
          <dt className="text-muted">{i18n._({ id: 'services.summary.discount', message: 'Discount' })}</dt>
          <dd className="text-right font-semibold text-green-800">{format.paise(-amounts.discountPaise)}</dd>
        </div>
      ) : null}
      <div className="flex items-start justify-between gap-4 py-3">
        <dt className="font-semibold text-ink">
          {i18n._({ id: 'services.summary.payable', message: 'Amount Payable' })}
        </dt>
        <dd className="text-right text-xl font-extrabold text-brand-700">
          {format.paise(amounts.payablePaise)}
        </dd>
      </div>
    </>
  );
}

export function PaymentSummary({
  headingRef,
  payRef,
  def,
  values,
  planFacts = null,
  amount,
  promo,
  feeSlabs,
  isAuto,
  billCard,
  isFetchingBill = false,
  onFetchAgain,
  onVerifyNow,
  isPaying,
  isReady,
  failure,
  notCompleted,
  repeatOf = null,
  onPayAgain,
  onCancelRepeat,
  onPay,
  onEdit,
}: PaymentSummaryProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const rows = summaryRowsOf(i18n, def, values);
  const amounts = summaryAmounts(amount, promo, feeSlabs);
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="summary-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {i18n._({ id: 'services.summary.title', message: 'Payment Summary' })}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200" data-testid="payment-summary">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start justify-between gap-4 py-3">
            <dt className="text-muted">{row.label}</dt>
            <dd
              className={cn(
                'text-right font-semibold text-ink',
                // An identifier keeps its line (the label wraps first), breaking anywhere only past 60 % of the row.
                row.isIdentifier ? 'max-w-[60%] shrink-0 [overflow-wrap:anywhere]' : 'min-w-0 break-words',
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
        {planFacts ? (
          <div className="py-3">
            <dt className="text-muted">
              {i18n._({ id: 'services.summary.planBenefits', message: 'Plan benefits' })}
            </dt>
            <dd className="mt-1">{planFacts}</dd>
          </div>
        ) : null}
        <AmountRows amounts={amounts} isAuto={isAuto} />
      </dl>
      {billCard}
      {notCompleted ? (
        <div
          role="status"
          className="mt-3 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-ink"
          data-testid="payment-not-completed"
        >
          <p className="font-semibold">{i18n._(PAYMENT_NOT_COMPLETED)}</p>
          {notCompleted.detail ? (
            <p className="mt-0.5 text-muted">{orderNoteText(i18n, notCompleted.detail)}</p>
          ) : null}
        </div>
      ) : null}
      {repeatOf && onPayAgain && onCancelRepeat ? (
        <RepeatQuestion
          lastPayment={repeatOf}
          isPaying={isPaying}
          onPayAgain={onPayAgain}
          onCancel={onCancelRepeat}
        />
      ) : null}
      {failure ? (
        <div
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="payment-failure"
        >
          <p className="font-semibold">{failure.message}</p>
          {failure.detail ? <p className="mt-0.5">{orderNoteText(i18n, failure.detail)}</p> : null}
          {failure.fetchAgain && onFetchAgain ? (
            <Button
              variant="secondary"
              onClick={onFetchAgain}
              disabled={isFetchingBill}
              aria-busy={isFetchingBill || undefined}
              className="mt-2"
            >
              {i18n._({ id: 'services.summary.fetchAgain', message: 'Fetch again' })}
            </Button>
          ) : null}
          {failure.verify && onVerifyNow ? (
            <Button variant="secondary" onClick={onVerifyNow} className="mt-2">
              {i18n._({ id: 'services.summary.verifyNow', message: 'Verify now' })}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onEdit} disabled={isPaying}>
          {i18n._({ id: 'services.summary.edit', message: 'Edit Details' })}
        </Button>
        {/* While paying the button stays focusable (aria-disabled, Pay ignores clicks meanwhile): focus comes
            back to it when the payment sheet closes. */}
        {/* On phones, Pay (with the amount) is the action bar above the bottom navigation. */}
        <div data-testid="action-bar" className={actionBarClass()}>
          <Button
            ref={payRef}
            onClick={onPay}
            disabled={!isReady}
            aria-disabled={isPaying || undefined}
            aria-busy={isPaying || undefined}
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-brand-300 sm:w-auto sm:min-w-40"
          >
            {isPaying
              ? i18n._({ id: 'services.summary.processing', message: 'Processing...' })
              : i18n._({
                  id: 'services.summary.pay',
                  message: 'Pay {amount}',
                  values: { amount: format.paise(amounts.payablePaise) },
                })}
          </Button>
        </div>
      </div>
    </section>
  );
}
