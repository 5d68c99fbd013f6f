import { formatInr } from '@paywise/domain/money';
import { PLAN_TABS, type Plan, type PlanCategory } from '@paywise/domain/catalogue/types';
import { useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { usePlans } from '../api/get-plans';

const TABS = PLAN_TABS.map((category) => ({ value: category, label: category as string }));

export interface PlanBrowserProps {
  headingRef?: Ref<HTMLHeadingElement>;
  /** e.g. 'Airtel · Karnataka' */
  context: string;
  selectedPlanId: number | null;
  onChoose(plan: Plan): void;
  onProceed(): void;
}

function PlanRow({
  plan,
  isSelected,
  onChoose,
}: {
  plan: Plan;
  isSelected: boolean;
  onChoose(plan: Plan): void;
}) {
  const price = formatInr(plan.price);
  return (
    <li
      className={cn(
        'rounded-xl border p-4 transition-colors',
        isSelected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-2xl font-extrabold text-ink">{price}</p>
        <Button
          variant={isSelected ? 'primary' : 'secondary'}
          aria-pressed={isSelected}
          aria-label={`Select plan of ${price}`}
          onClick={() => onChoose(plan)}
          className="shrink-0 px-4"
        >
          {isSelected ? 'Selected' : 'Select'}
        </Button>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
        <div>
          <dt className="text-muted">Data</dt>
          <dd className="font-semibold">{plan.data}</dd>
        </div>
        <div>
          <dt className="text-muted">Validity</dt>
          <dd className="font-semibold">{plan.validity}</dd>
        </div>
        <div>
          <dt className="text-muted">SMS</dt>
          <dd className="font-semibold">{plan.sms}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted">{plan.details}</p>
    </li>
  );
}

/** Mobile and data card plans from GET /api/plans, by category tab, in a 450 px scrolling list. */
export function PlanBrowser({ headingRef, context, selectedPlanId, onChoose, onProceed }: PlanBrowserProps) {
  const [category, setCategory] = useState<PlanCategory>(PLAN_TABS[0]);
  const { data: plans, isPending, isError, refetch } = usePlans();
  const shown = plans?.filter((plan) => plan.category === category) ?? [];
  const selected = plans?.find((plan) => plan.id === selectedPlanId);

  return (
    <section
      aria-labelledby="plans-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="plans-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Browse Plans
        </h2>
        {context ? <p className="text-sm font-semibold text-muted">{context}</p> : null}
      </div>
      <Tabs<PlanCategory>
        label="Plan categories"
        idPrefix="plan-category"
        tabs={TABS}
        value={category}
        onChange={setCategory}
        className="mt-3"
      />
      <TabPanel idPrefix="plan-category" tabs={TABS} value={category}>
        {isPending ? (
          <p role="status" className="py-10 text-center text-muted">
            Loading plans...
          </p>
        ) : isError ? (
          <div role="alert" className="py-10 text-center">
            <p className="text-red-700">Failed to fetch plans.</p>
            <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-10 text-center text-muted">No plans in this category.</p>
        ) : (
          <ul
            aria-label={`${category} plans`}
            className="mt-3 max-h-[450px] space-y-3 overflow-y-auto overscroll-contain pr-1"
          >
            {shown.map((plan) => (
              <PlanRow
                key={plan.id}
                plan={plan}
                isSelected={plan.id === selectedPlanId}
                onChoose={onChoose}
              />
            ))}
          </ul>
        )}
      </TabPanel>
      {selected ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <p className="font-semibold">
            Selected plan: <span className="text-brand-700">{formatInr(selected.price)}</span>
          </p>
          <Button onClick={onProceed}>Proceed with this plan</Button>
        </div>
      ) : null}
    </section>
  );
}
