import type { I18n } from '@lingui/core';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { PlanFacts } from '../../../components/plan-facts';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import {
  circlesWithOwnPlans,
  findOperatorPlanPage,
  plansByCategory,
  rechargeHref,
  slugOf,
  type OperatorPlanPage,
} from '../operator-plan-pages';

const PILL =
  'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold transition-colors hover:border-brand-300';

/** A line about each operator, above its plans (issue 29: in the language on screen, brand names kept). */
function operatorDescription(i18n: I18n, operator: string): string {
  switch (operator) {
    case 'Jio':
      return i18n._({
        id: 'services.operatorPlans.description.jio',
        message:
          'Reliance Jio is India’s largest mobile operator, with 4G across the country and true 5G in most cities. Its prepaid plans come with JioTV and JioCloud, and many with unlimited 5G data.',
      });
    case 'Airtel':
      return i18n._({
        id: 'services.operatorPlans.description.airtel',
        message:
          'Bharti Airtel runs 4G and 5G Plus networks across India. Its prepaid plans range from talktime top-ups to yearly unlimited packs, several with streaming subscriptions included.',
      });
    case 'Vi':
      return i18n._({
        id: 'services.operatorPlans.description.vi',
        message:
          'Vi (Vodafone Idea) serves every circle of India with 4G. Its Hero Unlimited plans add night-time unlimited data, weekend data rollover and data delight on many packs.',
      });
    case 'BSNL':
      return i18n._({
        id: 'services.operatorPlans.description.bsnl',
        message:
          'BSNL is India’s state-owned operator, with the widest rural reach and long-validity vouchers at low prices; some vouchers are sold only in particular circles.',
      });
    case 'MTNL':
      return i18n._({
        id: 'services.operatorPlans.description.mtnl',
        message:
          'MTNL is the state-owned operator of Delhi and Mumbai. Its prepaid customers recharge with the common plans below.',
      });
    default:
      return '';
  }
}

/** Links to every operator's plans, and to this operator's circle pages. */
function OperatorLinks({ page }: { page: OperatorPlanPage }) {
  const circles = circlesWithOwnPlans(page.operator);
  const { i18n } = useLingui();
  return (
    <nav
      aria-label={i18n._({ id: 'services.operatorPlans.others', message: 'Plans of other operators' })}
      className="mt-5"
    >
      <ul className="flex flex-wrap gap-2">
        {OPERATORS.MOBILE.map((operator) => {
          const current = operator.name === page.operator.name && !page.circle;
          return (
            <li key={operator.id}>
              <Link
                to={paths.operatorPlans.getHref(slugOf(operator.name))}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  PILL,
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-200 bg-white text-brand-700',
                )}
              >
                {i18n._({
                  id: 'services.operatorPlans.link',
                  message: '{operator} plans',
                  values: { operator: operator.name },
                })}
              </Link>
            </li>
          );
        })}
      </ul>
      {circles.length > 0 ? (
        <p className="mt-3 text-sm text-muted">
          {i18n._({
            id: 'services.operatorPlans.circles',
            message: '{operator} plans sold only in some circles:',
            values: { operator: page.operator.name },
          })}{' '}
          {circles.map((circle, index) => (
            <span key={circle.id}>
              {index > 0 ? ', ' : null}
              <Link
                to={paths.operatorPlans.getHref(slugOf(page.operator.name), slugOf(circle.name))}
                aria-current={circle.id === page.circle?.id ? 'page' : undefined}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {circle.name}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </nav>
  );
}

/** /recharge/mobile/plans/{operator}[/{circle}]: an operator's prepaid plans by category, each a tap from recharging. */
export default function OperatorPlansPage() {
  const { operator = '', circle } = useParams();
  const page = findOperatorPlanPage(operator, circle);
  const { i18n } = useLingui();
  const format = useFormat();
  const plansOf = (name: string) =>
    i18n._({ id: 'services.operatorPlans.link', message: '{operator} plans', values: { operator: name } });
  const title = !page
    ? i18n._({ id: 'services.operatorPlans.titleNone', message: 'Plans' })
    : page.circle
      ? i18n._({
          id: 'services.operatorPlans.titleInCircle',
          message: '{operator} Prepaid Recharge Plans in {circle}',
          values: { operator: page.operator.name, circle: page.circle.name },
        })
      : i18n._({
          id: 'services.operatorPlans.title',
          message: '{operator} Prepaid Recharge Plans',
          values: { operator: page.operator.name },
        });
  usePageTitle(title);

  if (!page) {
    return (
      <section className="mx-auto w-full max-w-4xl px-4 py-10">
        <h1 className="text-2xl font-bold text-ink">
          {i18n._({ id: 'services.operatorPlans.notFound', message: 'No plans found for this operator' })}
        </h1>
        <p className="mt-2 text-muted">
          {i18n._({
            id: 'services.operatorPlans.choose',
            message: 'Choose an operator to see its prepaid plans.',
          })}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {OPERATORS.MOBILE.map((candidate) => (
            <li key={candidate.id}>
              <Link
                to={paths.operatorPlans.getHref(slugOf(candidate.name))}
                className={cn(PILL, 'border-slate-200 bg-white text-brand-700')}
              >
                {plansOf(candidate.name)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const groups = plansByCategory(page.plans);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <nav
        aria-label={i18n._({ id: 'services.operatorPlans.breadcrumb', message: 'Breadcrumb' })}
        className="text-sm text-muted"
      >
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={paths.recharge.mobile.getHref()}
              className="font-semibold text-brand-700 hover:underline"
            >
              {catalogueText(i18n, 'Mobile Recharge')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          {page.circle ? (
            <>
              <li>
                <Link
                  to={paths.operatorPlans.getHref(slugOf(page.operator.name))}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {plansOf(page.operator.name)}
                </Link>
              </li>
              <li aria-hidden="true">›</li>
              <li aria-current="page">{page.circle.name}</li>
            </>
          ) : (
            <li aria-current="page">{plansOf(page.operator.name)}</li>
          )}
        </ol>
      </nav>
      <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">
        {page.circle
          ? i18n._({
              id: 'services.operatorPlans.headingInCircle',
              message: '{operator} prepaid recharge plans in {circle}',
              values: { operator: page.operator.name, circle: page.circle.name },
            })
          : i18n._({
              id: 'services.operatorPlans.heading',
              message: '{operator} prepaid recharge plans',
              values: { operator: page.operator.name },
            })}
      </h1>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted" data-testid="operator-description">
        {operatorDescription(i18n, page.operator.name)}
      </p>
      <OperatorLinks page={page} />

      {groups.map((group) => {
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
              {group.plans.map((plan) => {
                const price = format.inr(plan.price);
                return (
                  <li
                    key={plan.id}
                    className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
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
              })}
            </ul>
          </section>
        );
      })}
    </article>
  );
}
