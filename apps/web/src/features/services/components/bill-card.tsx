import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/i18n/format';
import { dueInText, partPaymentText, type DueTone } from '../bill-texts';
import type { FetchedBill } from '../service-form-state';

const DUE_TONE: Record<DueTone | 'paid', string> = {
  paid: 'bg-green-100 text-green-800',
  upcoming: 'bg-slate-100 text-slate-800',
  soon: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-800',
};

export interface BillCardProps {
  bill: FetchedBill;
  /** The biller (operator) the bill is from. */
  biller: string;
  /** The identifier's one label ('Consumer Number') and its value. */
  identifier: { label: string; value: string };
  /** Something under the details, e.g. the amount rule of the page. */
  footer?: ReactNode;
  className?: string;
  testId?: string;
  /** h2 on the form, h3 inside the payment summary. */
  headingLevel?: 2 | 3;
}

/**
 * A fetched bill, in full, before anything is paid: from whom, for whom, which bill, when it is due (and how soon),
 * and how much, with the part-payment rule when the biller allows one.
 */
export function BillCard({
  bill,
  biller,
  identifier,
  footer,
  className,
  testId = 'bill-details',
  headingLevel = 2,
}: BillCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  const format = useFormat();
  // Paid already (through PayWise): when, instead of how soon it is due.
  const due = bill.paidAt
    ? {
        text: i18n._({
          id: 'services.bill.paidOn',
          message: 'Paid on {date}',
          values: { date: format.date(bill.paidAt) },
        }),
        tone: 'paid' as const,
      }
    : dueInText(bill.dueDate, new Date());
  const partPayment = partPaymentText(bill);
  const rows: { label: string; value: ReactNode; isIdentifier?: boolean }[] = [
    { label: i18n._({ id: 'services.bill.biller', message: 'Biller' }), value: biller },
    {
      label: i18n._({ id: 'services.bill.customerName', message: 'Customer Name' }),
      value: bill.customerName,
    },
    { label: identifier.label, value: identifier.value, isIdentifier: true },
    {
      label: i18n._({ id: 'services.bill.billNumber', message: 'Bill Number' }),
      value: bill.billNumber,
      isIdentifier: true,
    },
    ...(bill.billDate
      ? [
          {
            label: i18n._({ id: 'services.bill.billDate', message: 'Bill Date' }),
            value: format.date(bill.billDate),
          },
        ]
      : []),
    {
      label: i18n._({ id: 'services.bill.dueDate', message: 'Due Date' }),
      value: (
        <>
          {format.date(bill.dueDate)}
          {due ? (
            <span
              className={cn(
                'ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                DUE_TONE[due.tone],
              )}
            >
              {due.text}
            </span>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <section
      aria-label={i18n._({ id: 'services.bill.yours', message: 'Your bill' })}
      className={cn('rounded-xl border border-slate-200 bg-slate-50 px-4 py-3', className)}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
        <Heading className="text-base font-bold text-ink">
          {i18n._({ id: 'services.bill.yours', message: 'Your bill' })}
        </Heading>
        <p className="text-sm text-muted">
          {bill.paidAt
            ? i18n._({ id: 'services.bill.billAmount', message: 'Bill amount' })
            : i18n._({ id: 'services.bill.amountDue', message: 'Amount due' })}{' '}
          <span className="text-xl font-extrabold text-ink">{format.inr(bill.amount)}</span>
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-muted">{row.label}</dt>
            <dd
              className={cn(
                'font-semibold text-ink',
                row.isIdentifier ? '[overflow-wrap:anywhere]' : 'break-words',
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {partPayment && !bill.paidAt ? (
        <p className="mt-2 text-sm font-semibold text-ink">{partPayment}</p>
      ) : null}
      {/* Bharat Connect's name where its guides put the logo (a text mark: we may not ship the logo file). */}
      <p className="mt-2 text-xs text-muted" data-testid="bharat-connect-mark">
        <Trans
          id="services.bill.bharatConnect"
          message="<0>Bharat Connect</0> · bills fetched and paid through BBPS"
          components={[<span className="font-bold text-ink" />]}
        />
      </p>
      {footer}
    </section>
  );
}
