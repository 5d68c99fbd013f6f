import { useLingui } from '@lingui/react';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** The order page's shape while it loads: the amount card, the summary and the payment details. */
export function OrderSkeleton() {
  const { i18n } = useLingui();
  return (
    <SkeletonGroup
      label={i18n._({ id: 'orders.page.loading', message: 'Loading order…' })}
      className="mx-auto max-w-2xl"
    >
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Skeleton className="mx-auto h-4 w-40" />
        <Skeleton className="mx-auto mt-3 h-10 w-32" />
        <Skeleton className="mx-auto mt-3 h-7 w-56" />
      </div>
      {[7, 5].map((rows, section) => (
        <div key={section} className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Skeleton className="h-6 w-36" />
          {Array.from({ length: rows }, (_, row) => (
            <div
              key={row}
              className="flex justify-between gap-4 border-b border-slate-100 py-3 last:border-b-0"
            >
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-4 w-32" />
            </div>
          ))}
        </div>
      ))}
    </SkeletonGroup>
  );
}
