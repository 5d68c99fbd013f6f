import { displayStatus, statusTone, type StatusTone } from '@paywise/domain/format';
import { cn } from '../../../components/ui/cn';

const TONES: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  neutral: 'bg-slate-200 text-slate-800',
};

/** Completed green, Payment Pending yellow, Failed red, Processing grey (section 4). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        TONES[statusTone(status)],
      )}
    >
      {displayStatus(status)}
    </span>
  );
}
