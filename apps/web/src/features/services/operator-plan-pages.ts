import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { plansFor } from '@paywise/domain/catalogue/plans';
import {
  PLAN_CATEGORIES,
  type Circle,
  type Operator,
  type Plan,
  type PlanCategory,
} from '@paywise/domain/catalogue/types';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { paths } from '../../config/paths';

/**
 * The operator plan pages (/recharge/mobile/plans/{operator} and /{operator}/{circle} where an operator has plans
 * of a circle's own): the plans come from the catalogue the plan browser and GET /api/plans use (`plansFor`), never
 * a copy. Prerendered at build (entry-server.tsx) and listed in the sitemap.
 */
/** 'Jio' → 'jio', 'Andhra Pradesh & Telangana' → 'andhra-pradesh-and-telangana'. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface OperatorPlanPage {
  path: string;
  operator: Operator;
  circle?: Circle;
  /** "Jio prepaid recharge plans" (and "in Kerala" on a circle's page): the page's heading. */
  heading: string;
  plans: Plan[];
}

const page = (operator: Operator, circle?: Circle): OperatorPlanPage => ({
  path: paths.operatorPlans.getHref(slugOf(operator.name), circle && slugOf(circle.name)),
  operator,
  circle,
  heading: `${operator.name} prepaid recharge plans${circle ? ` in ${circle.name}` : ''}`,
  plans: plansFor(operator, circle),
});

/** The circles with plans of their own for an operator (where a circle's page adds something). */
export function circlesWithOwnPlans(operator: Operator): Circle[] {
  return CIRCLES.filter((circle) =>
    plansFor(operator, circle).some((plan) => plan.circles?.includes(circle.name)),
  );
}

/** Every operator plan page: each mobile operator's, then its circles' where it has circle-only plans. */
export function operatorPlanPages(): OperatorPlanPage[] {
  return OPERATORS.MOBILE.flatMap((operator) => [
    page(operator),
    ...circlesWithOwnPlans(operator).map((circle) => page(operator, circle)),
  ]);
}

/** The page of an operator (and circle) by their slugs in the address; none for an unknown one. */
export function findOperatorPlanPage(
  operatorSlug: string,
  circleSlug?: string,
): OperatorPlanPage | undefined {
  const operator = OPERATORS.MOBILE.find((candidate) => slugOf(candidate.name) === operatorSlug);
  if (!operator) return undefined;
  if (circleSlug === undefined) return page(operator);
  const circle = circlesWithOwnPlans(operator).find((candidate) => slugOf(candidate.name) === circleSlug);
  return circle ? page(operator, circle) : undefined;
}

/** The plans in the order of the plan browser's tabs (then the categories without a tab), each group non-empty. */
export function plansByCategory(plans: readonly Plan[]): { category: PlanCategory; plans: Plan[] }[] {
  return PLAN_CATEGORIES.map((category) => ({
    category,
    plans: plans.filter((plan) => plan.category === category).sort((a, b) => a.price - b.price),
  })).filter((group) => group.plans.length > 0);
}

/** The mobile recharge page with the operator, the circle and the plan's amount chosen; the number still to type. */
export function rechargeHref(operator: Operator, plan: Plan, circle?: Circle): string {
  const params = new URLSearchParams({ operator: operator.name });
  if (circle) params.set('circle', circle.name);
  params.set('amount', String(plan.price));
  return `${SERVICES.mobile.route}?${params.toString()}`;
}
