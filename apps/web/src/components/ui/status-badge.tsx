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
 * Processing and Refunded grey.
 */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  return (
    <StatusBadge tone={statusTone(status)} className={className}>
      {displayStatus(status)}
    </StatusBadge>
  );
}
