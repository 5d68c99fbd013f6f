import { findCircle } from './circles';
import { findOperator } from './operators';
import { OPERATOR_PLAN_ROWS, type PlanRow, type PlanSetOperator } from './operator-plans-data';
import { planFacts } from './plan-search';
import type { Circle, Operator, Plan } from './types';

/**
 * The built-in list of 41 mobile and data card plans (docs/product.md#numbers). Whole rupees, 20 to 3499.
 * Every tab category has at least two plans; COMBO and VALIDITY exist without a tab.
 */
// One plan per line reads as a table; wrapped by the formatter it would be 300 lines of single fields.
// prettier-ignore
const ROWS: PlanRow[] = [
  ['POPULAR', 199, '1.5 GB/day', '100/day', '28 days', 'Unlimited calls on any network, 1.5 GB data per day.'],
  ['POPULAR', 299, '2 GB/day', '100/day', '28 days', 'Unlimited calls, 2 GB data per day, free caller tunes.'],
  ['POPULAR', 479, '1.5 GB/day', '100/day', '56 days', 'Unlimited calls and 1.5 GB per day for two months.'],
  ['POPULAR', 719, '1.5 GB/day', '100/day', '84 days', 'Unlimited calls and 1.5 GB per day for three months.'],
  ['POPULAR', 859, '2 GB/day', '100/day', '84 days', 'Unlimited calls, 2 GB per day and unlimited night data.'],
  ['POPULAR', 1799, '24 GB', '3600', '365 days', 'Unlimited calls for a year with 24 GB total data.'],
  ['HERO UNLIMITED', 349, '2.5 GB/day', '100/day', '28 days', 'Unlimited calls, 2.5 GB per day and weekend data rollover.'],
  ['HERO UNLIMITED', 409, '2.5 GB/day', '100/day', '28 days', 'Unlimited 5G data where available, plus 2.5 GB per day.'],
  ['HERO UNLIMITED', 579, '1.5 GB/day', '100/day', '56 days', 'Unlimited 5G data where available, data rollover on weekends.'],
  ['HERO UNLIMITED', 979, '2 GB/day', '100/day', '84 days', 'Unlimited 5G data, 2 GB per day and free night data (12 AM-6 AM).'],
  ['HERO UNLIMITED', 3499, '3 GB/day', '100/day', '365 days', 'Unlimited calls and 5G data for a full year, 3 GB per day.'],
  ['UNLIMITED', 155, '2 GB', '300', '24 days', 'Unlimited calls with 2 GB total data.'],
  ['UNLIMITED', 189, '2 GB', '300', '28 days', 'Unlimited calls with 2 GB total data for a month.'],
  ['UNLIMITED', 249, '1 GB/day', '100/day', '24 days', 'Unlimited calls with 1 GB data per day.'],
  ['UNLIMITED', 449, '3 GB/day', '100/day', '28 days', 'Unlimited calls with 3 GB data per day.'],
  ['UNLIMITED', 1199, '2.5 GB/day', '100/day', '84 days', 'Unlimited calls with 2.5 GB per day for three months.'],
  ['UNLIMITED', 2999, '2.5 GB/day', '100/day', '365 days', 'Unlimited calls with 2.5 GB per day for a year.'],
  ['DATA ADD ON', 22, '1 GB', 'NA', '1 day', 'Add 1 GB of high-speed data to your active plan.'],
  ['DATA ADD ON', 29, '2 GB', 'NA', '1 day', 'Add 2 GB of high-speed data for the day.'],
  ['DATA ADD ON', 49, '6 GB', 'NA', '1 day', 'Add 6 GB of data for a day of heavy streaming.'],
  ['DATA ADD ON', 69, '6 GB', 'NA', 'Existing plan', 'Add 6 GB valid until your current plan ends.'],
  ['DATA ADD ON', 139, '12 GB', 'NA', 'Existing plan', 'Add 12 GB valid until your current plan ends.'],
  ['OTT PLANS', 449, '2 GB/day', '100/day', '28 days', 'Unlimited calls, 2 GB per day and a JioHotstar Mobile subscription.'],
  ['OTT PLANS', 599, '3 GB/day', '100/day', '28 days', 'Unlimited calls, 3 GB per day and Amazon Prime Lite.'],
  ['OTT PLANS', 838, '3 GB/day', '100/day', '56 days', 'Unlimited calls, 3 GB per day, SonyLIV and ZEE5 access.'],
  ['OTT PLANS', 1029, '2 GB/day', '100/day', '84 days', 'Unlimited calls, 2 GB per day and Netflix Basic.'],
  ['OTT PLANS', 3359, '2.5 GB/day', '100/day', '365 days', 'Unlimited calls, 2.5 GB per day and a yearly JioHotstar pass.'],
  ['DATA ONLY', 181, '30 GB', 'NA', '30 days', '30 GB of data for a month; no calling benefits.'],
  ['DATA ONLY', 301, '50 GB', 'NA', '30 days', '50 GB of data for a month; ideal for a dongle or hotspot.'],
  ['DATA ONLY', 361, '50 GB', 'NA', 'Existing plan', '50 GB of data valid until your current plan ends.'],
  ['DATA ONLY', 2999, '365 GB', 'NA', '365 days', '365 GB of data for a year for data cards and hotspots.'],
  ['COMBO VALIDITY', 99, '200 MB', 'NA', '14 days', 'Talktime of ₹99 with 200 MB data and 14 days service validity.'],
  ['COMBO VALIDITY', 179, '2 GB', '300', '28 days', 'Unlimited calls with 2 GB data and 28 days validity.'],
  ['COMBO VALIDITY', 1999, '24 GB', '3600', '336 days', 'Unlimited calls, 24 GB data and long validity.'],
  ['TOP UP', 20, 'NA', 'NA', 'NA', 'Talktime of ₹14.95; no change in validity.'],
  ['TOP UP', 50, 'NA', 'NA', 'NA', 'Talktime of ₹39.37; no change in validity.'],
  ['TOP UP', 100, 'NA', 'NA', 'NA', 'Talktime of ₹81.75; no change in validity.'],
  ['TOP UP', 500, 'NA', 'NA', 'NA', 'Talktime of ₹423.73; no change in validity.'],
  ['COMBO', 395, '6 GB', '1000', '70 days', 'Unlimited calls, 6 GB total data and 1000 SMS.'],
  ['COMBO', 1559, '24 GB', '3600', '336 days', 'Unlimited calls, 24 GB total data and 3600 SMS.'],
  ['VALIDITY', 111, 'NA', 'NA', '30 days', 'Keeps your number active for 30 days; calls charged per second.'],
];

const toPlan = ([category, price, data, sms, validity, details, circles]: PlanRow, id: number): Plan => ({
  id,
  category,
  price,
  data,
  sms,
  validity,
  details,
  ...planFacts({ data, validity, details }),
  ...(circles ? { circles: [...circles] } : {}),
});

/** The default 41 plans: the plan set of any operator without its own (MTNL), and of GET /api/plans alone. */
export const PLANS: Plan[] = ROWS.map((row, index) => toPlan(row, index + 1));

/** Ids of an operator's own plans start at 1001, 2001, ... so a plan id is unique across every set. */
const ID_BASE: Record<PlanSetOperator, number> = { Jio: 1000, Airtel: 2000, Vi: 3000, BSNL: 4000 };

/** Jio, Airtel, Vi and BSNL prepaid plans (operator-plans-data.ts), each with its own ids. */
export const OPERATOR_PLANS: Record<PlanSetOperator, Plan[]> = Object.fromEntries(
  (Object.keys(ID_BASE) as PlanSetOperator[]).map((operator) => [
    operator,
    OPERATOR_PLAN_ROWS[operator].map((row, index) => toPlan(row, ID_BASE[operator] + index + 1)),
  ]),
) as Record<PlanSetOperator, Plan[]>;

const hasOwnSet = (name: string): name is PlanSetOperator => Object.hasOwn(OPERATOR_PLANS, name);

/**
 * The plans a number with this operator and circle can take: the operator's own set (its circle-only plans when
 * the circle is one of theirs), or the default list for an operator without one. No operator: that list.
 */
export function plansFor(operator?: Operator, circle?: Circle): Plan[] {
  if (!operator || !hasOwnSet(operator.name)) return PLANS;
  return OPERATOR_PLANS[operator.name].filter(
    (plan) => !plan.circles || (circle !== undefined && plan.circles.includes(circle.name)),
  );
}

/** plansFor by names, as the API and the pages spell them (case-insensitive). */
export function plansForNames(operatorName: string, circleName = ''): Plan[] {
  return plansFor(findOperator('MOBILE', operatorName), findCircle(circleName));
}

/** What an order says of the plan it buys: its id, for the operator, circle and amount of the order. */
export interface PlanChoice {
  operator: string;
  circle: string | null;
  planId: number;
  amountPaise: number;
}

/**
 * The catalogue plan an order buys, checked: one of the plans of the order's operator and circle, at the order's
 * amount. A string says why not (the server's 400 on `planId`).
 */
export function checkedOrderPlan(choice: PlanChoice): Plan | string {
  const plan = plansForNames(choice.operator, choice.circle ?? '').find(
    (known) => known.id === choice.planId,
  );
  if (!plan)
    return `is not one of the plans of ${choice.operator}${choice.circle ? ` in ${choice.circle}` : ''}`;
  if (plan.price * 100 !== choice.amountPaise) return `costs ₹${plan.price}, not the order's amount`;
  return plan;
}
