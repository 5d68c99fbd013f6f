import type { Plan } from './types';

/**
 * What a plan gives, as the customer reads it before paying, on the order page and on the receipt: validity,
 * data, calls, SMS and the streaming benefits. One wording everywhere (PlanFacts in the web app, the PDF receipt).
 * No plan data here: the browser bundles this file, not the plan lists.
 */

/**
 * The calls a plan's details promise: 'Unlimited', '200 minutes', 'None', or null when the details do not say
 * (talktime top-ups, validity vouchers).
 */
export function callsOf(details: string): string | null {
  if (/unlimited (?:local[^.,]*?)?(?:voice )?calls/i.test(details)) return 'Unlimited';
  const minutes = /(\d[\d,]*) minutes of calls/i.exec(details);
  if (minutes) return `${minutes[1]} minutes`;
  if (/\bno call(?:s|ing)\b/i.test(details)) return 'None';
  return null;
}

/**
 * The plan an order bought, as stored with the order when it is placed (orders.plan) so that a later change of
 * the catalogue never rewrites what a customer bought. Price in whole rupees, as in the catalogue.
 */
export interface OrderPlan {
  id: number;
  category: string;
  price: number;
  validity: string;
  data: string;
  calls: string | null;
  sms: string;
  ott: string[];
  details: string;
}

/** The facts of a catalogue plan, as an order stores them. */
export function orderPlanOf(plan: Plan): OrderPlan {
  return {
    id: plan.id,
    category: plan.category,
    price: plan.price,
    validity: plan.validity,
    data: plan.data,
    calls: callsOf(plan.details),
    sms: plan.sms,
    ott: [...plan.ott],
    details: plan.details,
  };
}

/** A fact the catalogue has no value for ('NA'): not shown. */
export const hasFact = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '' && value.trim().toUpperCase() !== 'NA';

/**
 * The facts in the one order every screen shows them (Validity, Data, Calls, SMS): label and value, those with no
 * value left out. The OTT benefits follow them (chips on screen, a line of their own on the receipt).
 */
export function planFactRows(
  plan: Pick<OrderPlan, 'validity' | 'data' | 'calls' | 'sms'>,
): [string, string][] {
  const rows: [string, string][] = [];
  if (hasFact(plan.validity)) rows.push(['Validity', plan.validity]);
  if (hasFact(plan.data)) rows.push(['Data', plan.data]);
  if (hasFact(plan.calls)) rows.push(['Calls', plan.calls]);
  if (hasFact(plan.sms)) rows.push(['SMS', plan.sms]);
  return rows;
}

/**
 * A fact's value read into its parts, so that the web app can say it in the language on screen ('28 days' →
 * "28 दिन"): a number of days, an amount per day ('1.5 GB/day', '100/day'), minutes of calls, or one of the words
 * the catalogue uses. Anything else (a total such as '24 GB', a count of SMS) is `text`, shown as it is.
 */
export type PlanFactValue =
  | { kind: 'days'; count: number }
  | { kind: 'perDay'; amount: string }
  | { kind: 'minutes'; minutes: string }
  | { kind: 'unlimited' }
  | { kind: 'none' }
  | { kind: 'existingPlan' }
  | { kind: 'text'; text: string };

export function planFactValue(value: string): PlanFactValue {
  const days = /^(\d+) days?$/.exec(value);
  if (days) return { kind: 'days', count: Number(days[1]) };
  const perDay = /^(\S(?:.*\S)?)\/day$/.exec(value);
  if (perDay?.[1]) return { kind: 'perDay', amount: perDay[1] };
  const minutes = /^(\d[\d,]*) minutes$/.exec(value);
  if (minutes?.[1]) return { kind: 'minutes', minutes: minutes[1] };
  if (value === 'Unlimited') return { kind: 'unlimited' };
  if (value === 'None') return { kind: 'none' };
  if (value === 'Existing plan') return { kind: 'existingPlan' };
  return { kind: 'text', text: value };
}
