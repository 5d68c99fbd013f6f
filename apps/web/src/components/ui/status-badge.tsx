import type { ComplaintStatus } from '@paywise/domain/contracts/support';
import { displayStatus, statusTone, type StatusTone } from '@paywise/domain/format';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/30',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  danger: 'bg-red-100 text-red-800 ring-red-600/30',
  neutral: 'bg-slate-200 text-slate-800 ring-slate-500/30',
};

/** A coloured pill; every tone keeps AA contrast between text and background. */
export function StatusBadge({
  tone,
  className,
  children,
}: {
  tone: StatusTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * An order's status as listed (docs/product.md#orders): Completed green, Payment Pending yellow, Failed red,
 * Processing and Refunded grey. The customer's pages give `label`, the status in the language on screen
 * (features/orders/order-texts.ts); the back office shows the domain's English.
 */
export function OrderStatusBadge({
  status,
  label,
  className,
}: {
  status: string | null | undefined;
  label?: string;
  className?: string;
}) {
  return (
    <StatusBadge tone={statusTone(status)} className={className}>
      {label ?? displayStatus(status)}
    </StatusBadge>
  );
}

const COMPLAINT_TONES: Record<ComplaintStatus, string> = {
  Open: 'bg-amber-100 text-amber-900 ring-amber-300',
  'In progress': 'bg-sky-100 text-sky-900 ring-sky-300',
  Resolved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

/**
 * A complaint's status (Open amber, In progress blue, Resolved green), the customer's colours on both sides. The
 * customer's pages give `label` in the language on screen; the back office shows the English status.
 */
export function ComplaintStatusBadge({
  status,
  label,
  className,
}: {
  status: ComplaintStatus;
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        COMPLAINT_TONES[status],
        className,
      )}
    >
      {label ?? status}
    </span>
  );
}
