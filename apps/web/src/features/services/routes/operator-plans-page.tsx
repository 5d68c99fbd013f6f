import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { OperatorLinks } from '../components/operator-links';
import { OperatorPlanGroups } from '../components/operator-plan-groups';
import { OperatorPlansBreadcrumb } from '../components/operator-plans-breadcrumb';
import { OperatorPlansNotFound } from '../components/operator-plans-not-found';
import { findOperatorPlanPage, type OperatorPlanPage } from '../operator-plan-pages';
import { operatorDescription } from '../operator-plans-texts';

/** The operator plans page's title (the tab's), for an operator, an operator in a circle, or neither found. */
function operatorPlansTitle(i18n: I18n, page: OperatorPlanPage | undefined): string {
  return !page
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
}

/** /recharge/mobile/plans/{operator}[/{circle}]: an operator's prepaid plans by category, each a tap from recharging. */
export default function OperatorPlansPage() {
  const { operator = '', circle } = useParams();
  const page = findOperatorPlanPage(operator, circle);
  const { i18n } = useLingui();
  usePageTitle(operatorPlansTitle(i18n, page));

  if (!page) return <OperatorPlansNotFound />;

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <OperatorPlansBreadcrumb page={page} />
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
      <OperatorPlanGroups page={page} />
    </article>
  );
}
