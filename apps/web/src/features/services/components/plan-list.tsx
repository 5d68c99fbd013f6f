import type { Plan, PlanCategory } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { catalogueText } from '../../../lib/i18n/catalogue';

/** The plans the tab or the search leaves, or why there are none (loading, failed, nothing matches). */
export function PlanList({
  isPending,
  isError,
  onRetry,
  shown,
  isSearching,
  category,
  renderCard,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry(): void;
  shown: Plan[];
  isSearching: boolean;
  category: PlanCategory;
  renderCard(plan: Plan): ReactNode;
}) {
  const { i18n } = useLingui();
  return isPending ? (
    <p role="status" className="py-10 text-center text-muted">
      {i18n._({ id: 'services.plans.loading', message: 'Loading plans...' })}
    </p>
  ) : isError ? (
    <div role="alert" className="py-10 text-center">
      <p className="text-red-700">
        {i18n._({ id: 'services.plans.failed', message: 'Failed to fetch plans.' })}
      </p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {i18n._({ id: 'services.plans.tryAgain', message: 'Try again' })}
      </Button>
    </div>
  ) : shown.length === 0 ? (
    <p className="py-10 text-center text-muted">
      {isSearching
        ? i18n._({
            id: 'services.plans.noMatch',
            message: 'No plans match. Try other words or clear the filters.',
          })
        : i18n._({ id: 'services.plans.emptyCategory', message: 'No plans in this category.' })}
    </p>
  ) : (
    <ul
      aria-label={
        isSearching
          ? i18n._({ id: 'services.plans.matching', message: 'Matching plans' })
          : i18n._({
              id: 'services.plans.categoryList',
              message: '{category} plans',
              values: { category: catalogueText(i18n, category) },
            })
      }
      className="mt-3 space-y-3"
    >
      {shown.map(renderCard)}
    </ul>
  );
}

/** The plan the customer paid for this number last time, pinned above the tabs. */
export function LastPlanSection({ headingId, card }: { headingId: string; card: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="mb-2 text-sm font-bold text-brand-700">
        {i18n._({ id: 'services.plans.last', message: 'Your last recharge' })}
      </h3>
      <ul aria-label={i18n._({ id: 'services.plans.last', message: 'Your last recharge' })}>{card}</ul>
    </section>
  );
}
