import type { Plan } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PlanFacts } from '../../../components/plan-facts';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { plansByCategory, rechargeHref, slugOf, type OperatorPlanPage } from '../operator-plan-pages';

/** The page's plans, a section per category, each plan a tap from recharging. */
export function OperatorPlanGroups({ page }: { page: OperatorPlanPage }) {
  const { i18n } = useLingui();
  const groups = plansByCategory(page.plans);
  return groups.map((group) => {
    const headingId = `plans-${slugOf(group.category)}`;
    return (
      <section key={group.category} aria-labelledby={headingId} className="mt-8">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {catalogueText(i18n, group.category)}{' '}
          <span className="text-base font-medium text-muted">
            {i18n._({
              id: 'services.operatorPlans.count',
              message: '({count, plural, one {# plan} other {# plans}})',
              values: { count: group.plans.length },
            })}
          </span>
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {group.plans.map((plan) => (
            <OperatorPlanCard key={plan.id} page={page} plan={plan} />
          ))}
        </ul>
      </section>
    );
  });
}

function OperatorPlanCard({ page, plan }: { page: OperatorPlanPage; plan: Plan }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const price = format.inr(plan.price);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-2xl font-extrabold text-ink">{price}</p>
        <Link
          to={rechargeHref(page.operator, plan, page.circle)}
          aria-label={i18n._({
            id: 'services.operatorPlans.rechargeAria',
            message: 'Recharge {operator} plan of {price}',
            values: { operator: page.operator.name, price },
          })}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {i18n._({ id: 'services.operatorPlans.recharge', message: 'Recharge' })}
        </Link>
      </div>
      <PlanFacts plan={plan} className="mt-2" />
      <p className="mt-2 text-sm text-muted" data-testid="plan-details">
        {plan.details}
      </p>
    </li>
  );
}
