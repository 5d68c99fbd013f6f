import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The fetched bill's card (bill-card.tsx), from a chunk of its own: a bill is never on the first page (the mobile
 * recharge page has none), so its code is not in it (docs/decisions/0026). A bill page fetches it as it opens
 * (service-page.tsx), before any bill can be fetched.
 */
export const loadBillCard = () => import('./bill-card');
const LazyBillCard = lazy(() => loadBillCard().then((module) => ({ default: module.BillCard })));

export function BillCard(props: ComponentProps<typeof LazyBillCard>) {
  return (
    <Suspense fallback={null}>
      <LazyBillCard {...props} />
    </Suspense>
  );
}
