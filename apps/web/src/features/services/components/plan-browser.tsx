import { PLAN_TABS, type Plan, type PlanCategory } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { usePlanBrowser } from '../use-plan-browser';
import { PlanBrowserFrame } from './plan-browser-frame';
import { PlanCard } from './plan-card';
import { LastPlanSection, PlanList } from './plan-list';
import { PlanSearchControls, PlanSearchSummary } from './plan-search-controls';

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
  const searchId = useId();
  const browser = usePlanBrowser({ operator, circle, lastAmount });
  const { category, isSearching } = browser;

  const card = (plan: Plan) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      isSelected={plan.id === selectedPlanId}
      showCategory={isSearching}
      onChoose={onChoose}
    />
  );

  const list = (
    <PlanList
      isPending={browser.isPending}
      isError={browser.isError}
      onRetry={() => void browser.refetch()}
      shown={browser.shown}
      isSearching={isSearching}
      category={category}
      renderCard={card}
    />
  );

  return (
    <PlanBrowserFrame isWide={isWide} context={context} onClose={onClose}>
      <PlanSearchControls
        operator={operator}
        circle={circle}
        searchId={searchId}
        query={browser.query}
        onQueryChange={browser.setQuery}
        sort={browser.sort}
        onSortChange={browser.setSort}
        quick={browser.quick}
        onToggleQuick={browser.toggleQuick}
      />

      {isSearching ? (
        <PlanSearchSummary count={browser.plans ? browser.shown.length : null} onClear={browser.clear} />
      ) : null}

      {browser.lastPlan ? (
        <LastPlanSection headingId={`${searchId}-last`} card={card(browser.lastPlan)} />
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
            onChange={browser.setCategory}
            className="mt-3"
          />
          <TabPanel idPrefix="plan-category" tabs={tabs} value={category}>
            {list}
          </TabPanel>
        </>
      )}
    </PlanBrowserFrame>
  );
}
