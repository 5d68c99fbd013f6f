import type { PlanSort } from '@paywise/domain/catalogue/plan-search';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ScrollRow } from '../../../components/ui/scroll-row';
import { QUICK_FILTERS, SORT_OPTIONS, type FilterGroup, type QuickFilter } from './plan-filters';

// Kept out of the first page's JavaScript (the page's budget): a line that is empty on the shipped catalogue.
const PlansUpdatedLine = lazy(() => import('./plans-updated'));

/** The plan browser's search box, sort and one-tap filters (one per group at a time). */
export function PlanSearchControls({
  operator,
  circle,
  searchId,
  query,
  onQueryChange,
  sort,
  onSortChange,
  quick,
  onToggleQuick,
}: {
  operator: string;
  circle: string;
  searchId: string;
  query: string;
  onQueryChange(query: string): void;
  sort: '' | PlanSort;
  onSortChange(sort: '' | PlanSort): void;
  quick: Partial<Record<FilterGroup, string>>;
  onToggleQuick(filter: QuickFilter): void;
}) {
  const { i18n } = useLingui();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Suspense fallback={null}>
        <PlansUpdatedLine operator={operator} circle={circle} />
      </Suspense>
      <div className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {i18n._({ id: 'services.plans.search', message: 'Search plans' })}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={i18n._({
            id: 'services.plans.searchPlaceholder',
            message: 'Search: 84 days, netflix, 2GB, 299',
          })}
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base placeholder:text-slate-500 focus:border-brand-600"
        />
        <label htmlFor={sortId} className="sr-only">
          {i18n._({ id: 'services.plans.sort', message: 'Sort plans' })}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as '' | PlanSort)}
          className="min-h-11 w-36 shrink-0 rounded-xl border border-slate-300 bg-white px-2 text-sm"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </select>
      </div>
      <PlanQuickFilters quick={quick} onToggle={onToggleQuick} />
    </div>
  );
}

/** The one-tap filters: one per group at a time (a second price range replaces the first). */
function PlanQuickFilters({
  quick,
  onToggle,
}: {
  quick: Partial<Record<FilterGroup, string>>;
  onToggle(filter: QuickFilter): void;
}) {
  const { i18n } = useLingui();
  return (
    <ScrollRow
      className="gap-2"
      rowProps={{
        role: 'group',
        'aria-label': i18n._({ id: 'services.plans.quickFilters', message: 'Quick filters' }),
      }}
    >
      {QUICK_FILTERS.map((filter) => {
        const isOn = quick[filter.group] === filter.id;
        return (
          <button
            key={filter.id}
            type="button"
            aria-pressed={isOn}
            onClick={() => onToggle(filter)}
            className={cn(
              'min-h-11 shrink-0 whitespace-nowrap rounded-full border px-3 text-sm font-semibold',
              isOn
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-ink hover:border-brand-600',
            )}
          >
            {i18n._(filter.label)}
          </button>
        );
      })}
    </ScrollRow>
  );
}

/** While searching: how many plans match, and a button that clears the search and the filters. */
export function PlanSearchSummary({
  count,
  onClear,
}: {
  /** null while the plans load. */
  count: number | null;
  onClear(): void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="mt-3 flex items-center justify-between gap-3 border-b border-slate-200 pb-2">
      <p role="status" className="text-sm font-semibold text-muted">
        {count !== null
          ? i18n._({
              id: 'services.plans.found',
              message: '{count, plural, one {# plan found} other {# plans found}}',
              values: { count },
            })
          : ''}
      </p>
      <Button variant="secondary" onClick={onClear} className="px-4">
        {i18n._({ id: 'services.plans.clear', message: 'Clear' })}
      </Button>
    </div>
  );
}
