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
