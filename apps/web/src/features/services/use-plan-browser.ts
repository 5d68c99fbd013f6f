import { searchPlans, type PlanFilters, type PlanSort } from '@paywise/domain/catalogue/plan-search';
import { PLAN_TABS, type PlanCategory } from '@paywise/domain/catalogue/types';
import { useState } from 'react';
import { usePlans } from './api/get-plans';
import { QUICK_FILTERS, type FilterGroup, type QuickFilter } from './components/plan-filters';

/**
 * The plan browser's state: the operator's and circle's plans, the tab, the search box, the one-tap filters and the
 * sort, and the plans they leave (the customer's last plan for the number apart, pinned on top).
 */
export function usePlanBrowser({
  operator,
  circle,
  lastAmount,
}: {
  operator: string;
  circle: string;
  lastAmount: number | null;
}) {
  const [chosenCategory, setCategory] = useState<PlanCategory | null>(null);
  const [query, setQuery] = useState('');
  const [quick, setQuick] = useState<Partial<Record<FilterGroup, string>>>({});
  const [sort, setSort] = useState<'' | PlanSort>('');
  const { data: plans, isPending, isError, refetch } = usePlans({ operator, circle });
  // The first tab with plans until the customer picks one (a provider's live plans may have no POPULAR ones).
  const category =
    chosenCategory ?? PLAN_TABS.find((tab) => plans?.some((plan) => plan.category === tab)) ?? PLAN_TABS[0];

  const quickFilters = QUICK_FILTERS.filter((filter) => quick[filter.group] === filter.id);
  const isSearching = query.trim() !== '' || quickFilters.length > 0;
  const filters: PlanFilters = Object.assign(
    { q: query.trim() || undefined, sort: sort || undefined },
    ...quickFilters.map((filter) => filter.filters),
  );
  const shown = plans ? searchPlans(plans, isSearching ? filters : { ...filters, category }) : [];
  const lastPlan =
    !isSearching && lastAmount !== null ? plans?.find((plan) => plan.price === lastAmount) : undefined;

  const toggleQuick = (filter: QuickFilter) =>
    setQuick((current) => ({
      ...current,
      [filter.group]: current[filter.group] === filter.id ? undefined : filter.id,
    }));
  const clear = () => {
    setQuery('');
    setQuick({});
  };

  return {
    plans,
    isPending,
    isError,
    refetch,
    category,
    setCategory,
    query,
    setQuery,
    quick,
    toggleQuick,
    sort,
    setSort,
    clear,
    isSearching,
    shown,
    lastPlan,
  };
}
