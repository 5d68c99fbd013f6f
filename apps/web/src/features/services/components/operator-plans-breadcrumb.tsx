import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { slugOf, type OperatorPlanPage } from '../operator-plan-pages';
import { operatorPlansLabel } from '../operator-plans-texts';

/** Mobile Recharge › {operator} plans [› {circle}] */
export function OperatorPlansBreadcrumb({ page }: { page: OperatorPlanPage }) {
  const { i18n } = useLingui();
  const plansOf = (name: string) => operatorPlansLabel(i18n, name);
  return (
    <nav
      aria-label={i18n._({ id: 'services.operatorPlans.breadcrumb', message: 'Breadcrumb' })}
      className="text-sm text-muted"
    >
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={paths.recharge.mobile.getHref()} className="font-semibold text-brand-700 hover:underline">
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
  );
}
