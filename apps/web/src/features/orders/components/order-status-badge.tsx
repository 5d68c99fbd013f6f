import { useLingui } from '@lingui/react';
import { statusTone, type StatusTone } from '@paywise/domain/format';
import { cn } from '../../../components/ui/cn';
import { statusText } from '../order-texts';

const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/30',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  danger: 'bg-red-100 text-red-800 ring-red-600/30',
  neutral: 'bg-slate-200 text-slate-800 ring-slate-500/30',
};

/** Section 4: Completed green, Payment Pending yellow, Failed red, Processing and Refunded grey; anything else Completed. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE_CLASSES[statusTone(status)],
        className,
      )}
    >
      {statusText(i18n, status)}
    </span>
  );
}
