import { searchPlans, type PlanFilters, type PlanSort } from '@paywise/domain/catalogue/plan-search';
import { PLAN_TABS, type Plan, type PlanCategory } from '@paywise/domain/catalogue/types';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PlanFacts } from '../../../components/plan-facts';
import { cn } from '../../../components/ui/cn';
import { Modal } from '../../../components/ui/modal';
import { ScrollRow } from '../../../components/ui/scroll-row';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { usePlans } from '../api/get-plans';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';

// Kept out of the first page's JavaScript (the page's budget): a line that is empty on the shipped catalogue.
const PlansUpdatedLine = lazy(() => import('./plans-updated'));

type FilterGroup = 'ott' | 'price' | 'validity' | 'data';
interface QuickFilter {
  id: string;
  group: FilterGroup;
  label: MessageDescriptor;
  filters: PlanFilters;
}

/** One-tap filters; one per group at a time (a second price range replaces the first). */
const QUICK_FILTERS: QuickFilter[] = [
  {
    id: 'ott',
    group: 'ott',
    label: /*i18n*/ { id: 'services.plans.filter.ott', message: 'With OTT' },
    filters: { ott: true },
  },
  {
    id: 'under-300',
    group: 'price',
    label: /*i18n*/ { id: 'services.plans.filter.under300', message: 'Under ₹300' },
    filters: { maxPrice: 299 },
  },
  {
    id: '300-800',
    group: 'price',
    label: /*i18n*/ { id: 'services.plans.filter.300to800', message: '₹300–₹800' },
    filters: { minPrice: 300, maxPrice: 800 },
  },
  {
    id: 'over-800',
    group: 'price',
    label: /*i18n*/ { id: 'services.plans.filter.over800', message: 'Above ₹800' },
    filters: { minPrice: 801 },
  },
  {
    id: '28-days',
    group: 'validity',
    label: /*i18n*/ { id: 'services.plans.filter.28days', message: '28+ days' },
    filters: { minValidityDays: 28 },
  },
  {
    id: '84-days',
    group: 'validity',
    label: /*i18n*/ { id: 'services.plans.filter.84days', message: '84+ days' },
    filters: { minValidityDays: 84 },
  },
  // Yearly packs are sold as 336 or 365 days.
  {
    id: 'yearly',
    group: 'validity',
    label: /*i18n*/ { id: 'services.plans.filter.yearly', message: 'Yearly' },
    filters: { minValidityDays: 336 },
  },
  {
    id: '1.5gb',
    group: 'data',
    label: /*i18n*/ { id: 'services.plans.filter.1_5gb', message: '1.5 GB/day+' },
    filters: { minDataPerDayGb: 1.5 },
  },
  {
    id: '2gb',
    group: 'data',
    label: /*i18n*/ { id: 'services.plans.filter.2gb', message: '2 GB/day+' },
    filters: { minDataPerDayGb: 2 },
  },
  {
    id: '3gb',
    group: 'data',
    label: /*i18n*/ { id: 'services.plans.filter.3gb', message: '3 GB/day+' },
    filters: { minDataPerDayGb: 3 },
  },
];

const SORT_OPTIONS: { value: '' | PlanSort; label: MessageDescriptor }[] = [
  { value: '', label: /*i18n*/ { id: 'services.plans.sort.recommended', message: 'Recommended' } },
  { value: 'price', label: /*i18n*/ { id: 'services.plans.sort.price', message: 'Price: low to high' } },
  { value: 'validity', label: /*i18n*/ { id: 'services.plans.sort.validity', message: 'Validity: longest' } },
  {
    value: 'dataPerDay',
    label: /*i18n*/ { id: 'services.plans.sort.dataPerDay', message: 'Data per day: most' },
  },
];

export interface PlanBrowserProps {
  /** The form's operator and circle: the plans are that operator's (and circle's). */
  operator: string;
  circle: string;
  /** e.g. '9876543210 · Airtel · Karnataka' */
  context: string;
  selectedPlanId: number | null;
  /** What the customer paid for this number last time (rupees): that plan is pinned on top. */
  lastAmount: number | null;
  onChoose(plan: Plan): void;
  /** The sheet (narrow screens) was closed without choosing. */
  onClose(): void;
}

function PlanCard({
  plan,
  isSelected,
  showCategory,
  onChoose,
}: {
  plan: Plan;
  isSelected: boolean;
  showCategory: boolean;
  onChoose(plan: Plan): void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const price = format.inr(plan.price);
  return (
    // The whole card takes a tap; the button is the same action for keyboards and screen readers.
    <li
      onClick={() => onChoose(plan)}
      className={cn(
        'cursor-pointer rounded-xl border p-4 transition-colors hover:border-brand-300',
        isSelected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-2xl font-extrabold text-ink">{price}</p>
          {showCategory ? (
            <p className="text-xs font-semibold text-muted">{catalogueText(i18n, plan.category)}</p>
          ) : null}
        </div>
        <Button
          variant={isSelected ? 'primary' : 'secondary'}
          aria-pressed={isSelected}
          aria-label={i18n._({
            id: 'services.plans.selectAria',
            message: 'Select plan of {price}',
            values: { price },
          })}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(plan);
          }}
          className="shrink-0 px-4"
        >
          {isSelected
            ? i18n._({ id: 'services.plans.selected', message: 'Selected' })
            : i18n._({ id: 'services.plans.select', message: 'Select' })}
        </Button>
      </div>
      <PlanFacts plan={plan} className="mt-2" />
      <p className="mt-2 text-sm text-muted" data-testid="plan-details">
        {plan.details}
      </p>
    </li>
  );
}

/**
 * The plans of the number's operator and circle (GET /api/plans): category tabs, a search box and one-tap filters
 * (the same search the API runs), the customer's last plan for the number pinned on top. A tap on a plan chooses it.
 * Beside the form on wide screens; a whole-screen sheet on phones, so the list is the only thing that scrolls.
 */
export function PlanBrowser({
  operator,
  circle,
  context,
  selectedPlanId,
  lastAmount,
  onChoose,
  onClose,
}: PlanBrowserProps) {
  const isWide = useMediaQuery(WIDE_SCREEN);
  const { i18n } = useLingui();
  const tabs = PLAN_TABS.map((value) => ({ value, label: catalogueText(i18n, value) }));
  // Beside the form, focus goes to the heading when the plans open; the sheet takes it by itself.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isWide) headingRef.current?.focus();
  }, [isWide]);
  const [chosenCategory, setCategory] = useState<PlanCategory | null>(null);
  const [query, setQuery] = useState('');
  const [quick, setQuick] = useState<Partial<Record<FilterGroup, string>>>({});
  const [sort, setSort] = useState<'' | PlanSort>('');
  const searchId = useId();
  const sortId = useId();
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

  const card = (plan: Plan) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      isSelected={plan.id === selectedPlanId}
      showCategory={isSearching}
      onChoose={onChoose}
    />
  );

  const list = isPending ? (
    <p role="status" className="py-10 text-center text-muted">
      {i18n._({ id: 'services.plans.loading', message: 'Loading plans...' })}
    </p>
  ) : isError ? (
    <div role="alert" className="py-10 text-center">
      <p className="text-red-700">
        {i18n._({ id: 'services.plans.failed', message: 'Failed to fetch plans.' })}
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
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
      {shown.map(card)}
    </ul>
  );

  const body = (
    <>
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
            onChange={(event) => setQuery(event.target.value)}
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
            onChange={(event) => setSort(event.target.value as '' | PlanSort)}
            className="min-h-11 w-36 shrink-0 rounded-xl border border-slate-300 bg-white px-2 text-sm"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </select>
        </div>
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
                onClick={() => toggleQuick(filter)}
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
      </div>

      {isSearching ? (
        <div className="mt-3 flex items-center justify-between gap-3 border-b border-slate-200 pb-2">
          <p role="status" className="text-sm font-semibold text-muted">
            {plans
              ? i18n._({
                  id: 'services.plans.found',
                  message: '{count, plural, one {# plan found} other {# plans found}}',
                  values: { count: shown.length },
                })
              : ''}
          </p>
          <Button variant="secondary" onClick={clear} className="px-4">
            {i18n._({ id: 'services.plans.clear', message: 'Clear' })}
          </Button>
        </div>
      ) : null}

      {lastPlan ? (
        <section aria-labelledby={`${searchId}-last`} className="mt-4">
          <h3 id={`${searchId}-last`} className="mb-2 text-sm font-bold text-brand-700">
            {i18n._({ id: 'services.plans.last', message: 'Your last recharge' })}
          </h3>
          <ul aria-label={i18n._({ id: 'services.plans.last', message: 'Your last recharge' })}>
            {card(lastPlan)}
          </ul>
        </section>
      ) : null}

      {isSearching ? (
        list
      ) : (
        <>
          <Tabs<PlanCategory>
            label={i18n._({ id: 'services.plans.categories', message: 'Plan categories' })}
            idPrefix="plan-category"
            tabs={tabs}
            value={category}
            onChange={setCategory}
            className="mt-3"
          />
          <TabPanel idPrefix="plan-category" tabs={tabs} value={category}>
            {list}
          </TabPanel>
        </>
      )}
    </>
  );

  if (!isWide) {
    return (
      <Modal
        open
        variant="screen"
        onClose={onClose}
        title={i18n._({ id: 'services.plans.title', message: 'Browse Plans' })}
        subtitle={context || undefined}
      >
        {body}
      </Modal>
    );
  }
  return (
    <section
      aria-labelledby="plans-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="plans-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {i18n._({ id: 'services.plans.title', message: 'Browse Plans' })}
        </h2>
        {context ? <p className="text-sm font-semibold text-muted">{context}</p> : null}
      </div>
      {body}
    </section>
  );
}
