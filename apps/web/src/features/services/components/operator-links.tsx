import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { circlesWithOwnPlans, slugOf, type OperatorPlanPage } from '../operator-plan-pages';

export const PILL =
  'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold transition-colors hover:border-brand-300';

/** Links to every operator's plans, and to this operator's circle pages. */
export function OperatorLinks({ page }: { page: OperatorPlanPage }) {
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
