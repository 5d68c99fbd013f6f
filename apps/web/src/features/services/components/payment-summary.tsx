import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import type { FetchedBill } from '../service-form-state';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface PaymentSummaryProps {
  headingRef?: Ref<HTMLHeadingElement>;
  rows: SummaryRow[];
  /** Rupees actually charged. */
  payable: number;
  /** Electricity left empty: 'Auto', with the fetched bill shown for reference. */
  isAuto: boolean;
  bill: FetchedBill | null;
  isPaying: boolean;
  /** A declined payment's reason, shown until the next attempt. */
  failure: string | null;
  onPay(): void;
  onEdit(): void;
}

export function PaymentSummary({
  headingRef,
  rows,
  payable,
  isAuto,
  bill,
  isPaying,
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
          <dt className="font-semibold text-ink">Amount Payable</dt>
          <dd className="text-right text-xl font-extrabold text-brand-700">
            {isAuto ? 'Auto' : formatInr(payable)}
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
        <p className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{failure}</p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onEdit} disabled={isPaying}>
          Edit Details
        </Button>
        <Button onClick={onPay} disabled={isPaying} aria-busy={isPaying || undefined} className="sm:min-w-40">
          {isPaying ? 'Processing...' : `Pay ${formatInr(payable)}`}
        </Button>
      </div>
    </section>
  );
}
