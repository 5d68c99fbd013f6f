import { createHash } from 'node:crypto';
import { planFacts } from '@paywise/domain/catalogue/plan-search';
import type { Plan, PlanCategory } from '@paywise/domain/catalogue/types';
import { SETU_CIRCLE_OF, SETU_OPERATOR_OF } from './setu-circles';
import type { SetuPlan, SetuPrepaidClient } from './setu-prepaid-client';

/**
 * Setu's `fetch-plans` in the catalogue's Plan shape (decision 0022). Setu answers a name, a free-text description,
 * a validity and an amount in paise; the columns the plan browser shows are read from the description:
 * - price: the amount in whole rupees (a plan of paise-odd amount is left out: orders are whole rupees);
 * - data: '1.5 GB/day' (per day) or '6 GB' (total), else 'NA'; sms: '100/day' or '300', else 'NA';
 * - validity: '28 days' / '1 day' from '28 Days', else Setu's text ('NA' when empty);
 * - category: TOP UP (talktime or top-up), DATA ADD ON / DATA ONLY (data packs up to a week / longer), OTT PLANS (a
 *   streaming benefit named), VALIDITY, UNLIMITED (unlimited calls), else POPULAR;
 * - id: a hash of operator, amount, name, validity and description, from 1,000,000 up (catalogue ids are below
 *   5,000): the same plan keeps its id across refreshes, and a plan whose price or text changed gets a new one,
 *   so an order for the old one is refused rather than charged at the old price.
 */
export const LIVE_PLAN_ID_BASE = 1_000_000;

const text = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);

function dataOf(description: string): string {
  const perDay = /(\d+(?:\.\d+)?)\s*(GB|MB)\s*(?:\/|per)\s*day/i.exec(description);
  if (perDay) return `${perDay[1]} ${perDay[2].toUpperCase()}/day`;
  const total = /(\d+(?:\.\d+)?)\s*(GB|MB)\b/i.exec(description);
  return total ? `${total[1]} ${total[2].toUpperCase()}` : 'NA';
}

function smsOf(description: string): string {
  const perDay = /(\d+)\s*SMS\s*(?:\/|per)\s*day/i.exec(description);
  if (perDay) return `${perDay[1]}/day`;
  const total = /(\d+)\s*SMS/i.exec(description);
  return total ? total[1] : 'NA';
}

function validityOf(validity: string): string {
  const days = /^(\d+)\s*days?$/i.exec(validity.trim());
  if (days) return Number(days[1]) === 1 ? '1 day' : `${Number(days[1])} days`;
  return text(validity, 40) || 'NA';
}

function categoryOf(plan: SetuPlan, facts: Pick<Plan, 'validityDays' | 'ott'>, data: string): PlanCategory {
  const name = plan.plan_name.toLowerCase();
  const description = plan.plan_description.toLowerCase();
  if (/top ?up|talk ?time/.test(name)) return 'TOP UP';
  if (/data/.test(name) && !/unlimited/.test(description) && data !== 'NA') {
    return facts.validityDays === null || facts.validityDays <= 7 ? 'DATA ADD ON' : 'DATA ONLY';
  }
  if (facts.ott.length > 0) return 'OTT PLANS';
  if (/validity/.test(name)) return 'VALIDITY';
  if (/unlimited/.test(`${name} ${description}`)) return 'UNLIMITED';
  return 'POPULAR';
}

function planIdOf(operator: string, plan: SetuPlan): number {
  const digest = createHash('sha256')
    .update(JSON.stringify([operator, plan.amount, plan.plan_name, plan.validity, plan.plan_description]))
    .digest();
  return LIVE_PLAN_ID_BASE + (digest.readUInt32BE(0) % 2_000_000_000);
}

/** Setu's plans of a catalogue operator as catalogue plans (left out: amounts not in whole rupees, duplicates). */
export function toCataloguePlans(operator: string, plans: readonly SetuPlan[]): Plan[] {
  const seen = new Set<number>();
  const out: Plan[] = [];
  for (const plan of plans) {
    if (!Number.isInteger(plan.amount) || plan.amount <= 0 || plan.amount % 100 !== 0) continue;
    const id = planIdOf(operator, plan);
    if (seen.has(id)) continue;
    seen.add(id);
    const details = text(plan.plan_description, 500) || text(plan.plan_name, 500);
    const data = dataOf(plan.plan_description);
    const validity = validityOf(plan.validity);
    const facts = planFacts({ data, validity, details });
    out.push({
      id,
      category: categoryOf(plan, facts, data),
      price: plan.amount / 100,
      data,
      sms: smsOf(plan.plan_description),
      validity,
      details,
      ...facts,
    });
  }
  return out;
}

/** Where live plans come from: the plans of a catalogue operator and circle, asked with a number of that pair. */
export interface PlanSource {
  /** Whether the source covers this catalogue operator and circle. */
  covers(operator: string, circle: string): boolean;
  /** Throws when the source does not answer. */
  fetch(operator: string, circle: string, mobile: string): Promise<Plan[]>;
}

export function createSetuPlanSource(client: Pick<SetuPrepaidClient, 'fetchPlans'>): PlanSource {
  return {
    covers: (operator, circle) =>
      Object.hasOwn(SETU_OPERATOR_OF, operator) && Object.hasOwn(SETU_CIRCLE_OF, circle),
    async fetch(operator, circle, mobile) {
      const { data } = await client.fetchPlans({
        mobile,
        operator: SETU_OPERATOR_OF[operator],
        location: SETU_CIRCLE_OF[circle],
      });
      if (!Array.isArray(data)) throw new Error('Setu answered fetch-plans without a list');
      return toCataloguePlans(operator, data);
    },
  };
}
