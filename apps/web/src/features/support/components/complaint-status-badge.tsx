import type { ComplaintStatus } from '@paywise/domain/contracts/support';
import { useLingui } from '@lingui/react';
import { cn } from '../../../components/ui/cn';
import { STATUS_TEXTS } from '../texts';

const TONES: Record<ComplaintStatus, string> = {
  Open: 'bg-amber-100 text-amber-900 ring-amber-300',
  'In progress': 'bg-sky-100 text-sky-900 ring-sky-300',
  Resolved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', TONES[status])}
    >
      {i18n._(STATUS_TEXTS[status])}
    </span>
  );
}
