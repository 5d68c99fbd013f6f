import { formatDate } from '@paywise/domain/format';
import { formatInr, formatPaise } from '@paywise/domain/money';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import type { SummaryAmounts } from '../payment-rules';
import type { FetchedBill } from '../service-form-state';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface PaymentFailure {
  message: string;
  /** The gateway's reason, when a payment was declined. */
  detail?: string | null;
}

export interface PaymentSummaryProps {
  headingRef?: Ref<HTMLHeadingElement>;
  /** What is paid for (number, operator, ...); the amounts follow them. */
  rows: SummaryRow[];
  /** Order Amount, Discount and Amount Payable (the payable is what the Pay button says). */
  amounts: SummaryAmounts;
  /** Electricity left empty: the Order Amount says 'Auto', with the fetched bill shown for reference. */
  isAuto: boolean;
  bill: FetchedBill | null;
  isPaying: boolean;
  /** False until the discount rule is known (GET /api/payments/config): Pay waits for it. */
  isReady: boolean;
  /** Why the last attempt did not pay (declined, closed, refused), shown until the next attempt. */
  failure: PaymentFailure | null;
  onPay(): void;
  onEdit(): void;
}

export function PaymentSummary({
  headingRef,
  rows,
  amounts,
  isAuto,
  bill,
  isPaying,
  isReady,
  failure,
  onPay,
  onEdit,
}: PaymentSummaryProps) {
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="summary-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        Payment Summary
      </h2>
      <dl className="mt-4 divide-y divide-slate-200" data-testid="payment-summary">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start justify-between gap-4 py-3">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-semibold break-all text-ink">{row.value}</dd>
          </div>
        ))}
        <div className="flex items-start justify-between gap-4 py-3">
          <dt className="text-muted">Order Amount</dt>
          <dd className="text-right font-semibold text-ink">
            {isAuto ? 'Auto' : formatPaise(amounts.amountPaise)}
          </dd>
        </div>
        {amounts.discountPaise > 0 ? (
          <div className="flex items-start justify-between gap-4 py-3">
            <dt className="text-muted">Discount</dt>
            <dd className="text-right font-semibold text-green-800">{formatPaise(-amounts.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex items-start justify-between gap-4 py-3">
          <dt className="font-semibold text-ink">Amount Payable</dt>
          <dd className="text-right text-xl font-extrabold text-brand-700">
            {formatPaise(amounts.payablePaise)}
          </dd>
        </div>
      </dl>
      {bill ? (
        <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm text-muted">
          Bill {bill.billNumber} for {bill.customerName}: {formatInr(bill.amount)} due on{' '}
          {formatDate(bill.dueDate)}.
        </p>
      ) : null}
      {failure ? (
        <div
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="payment-failure"
        >
          <p className="font-semibold">{failure.message}</p>
          {failure.detail ? <p className="mt-0.5">{failure.detail}</p> : null}
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onEdit} disabled={isPaying}>
          Edit Details
        </Button>
        {/* While paying the button stays focusable (aria-disabled, Pay ignores clicks meanwhile): the payment
            sheet gives focus back to it when it closes. */}
        <Button
          onClick={onPay}
          disabled={!isReady}
          aria-disabled={isPaying || undefined}
          aria-busy={isPaying || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:bg-brand-300 sm:min-w-40"
        >
          {isPaying ? 'Processing...' : `Pay ${formatPaise(amounts.payablePaise)}`}
        </Button>
      </div>
    </section>
  );
}
