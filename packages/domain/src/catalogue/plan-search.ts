import type { Plan, PlanCategory } from './types';

/**
 * What a plan offers, read from its text columns, and the one search and filter of plans: GET /api/plans answers
 * with it and the plan browser narrows the same list with it as the customer types. No plan data here (the
 * browser bundles this file, not the plan lists).
 */

/** Streaming and app benefits a plan's details may name, longest first so 'Amazon Prime Lite' wins over 'Amazon Prime'. */
export const KNOWN_OTT = [
  'Netflix',
  'JioHotstar',
  'Disney+ Hotstar',
  'Amazon Prime Lite',
  'Amazon Prime',
  'SonyLIV',
  'ZEE5',
  'JioCinema',
  'JioTV',
  'JioCloud',
  'JioSaavn',
  'Airtel Xstream Play',
  'Apple Music',
  'Vi Movies & TV',
  'SunNXT',
  'Lionsgate Play',
  'Fancode',
  'Perplexity Pro',
  'Google One',
] as const;

const BY_LENGTH = [...KNOWN_OTT].sort((a, b) => b.length - a.length);

/** The benefits named in a plan's details, each once, in KNOWN_OTT order. */
export function ottOf(details: string): string[] {
  let rest = details.toLowerCase();
  const found = new Set<string>();
  for (const name of BY_LENGTH) {
    const needle = name.toLowerCase();
    if (rest.includes(needle)) {
      found.add(name);
      rest = rest.split(needle).join(' ');
    }
  }
  return KNOWN_OTT.filter((name) => found.has(name));
}

/** '28 days' → 28, '1 day' → 1; 'Existing plan', 'NA' → null. */
export function validityDaysOf(validity: string): number | null {
  const match = /^(\d+)\s*days?$/i.exec(validity.trim());
  return match ? Number(match[1]) : null;
}

/** '1.5 GB/day' → 1.5, '500 MB/day' → 0.5; a total ('6 GB') or none → null. */
export function dataPerDayGbOf(data: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(GB|MB)\s*\/\s*day$/i.exec(data.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2].toUpperCase() === 'MB' ? amount / 1000 : amount;
}

/** The derived fields of a plan from its text columns. */
export function planFacts(
  plan: Pick<Plan, 'data' | 'validity' | 'details'>,
): Pick<Plan, 'validityDays' | 'dataPerDayGb' | 'ott'> {
  return {
    validityDays: validityDaysOf(plan.validity),
    dataPerDayGb: dataPerDayGbOf(plan.data),
    ott: ottOf(plan.details),
  };
}

export const PLAN_SORTS = ['price', 'validity', 'dataPerDay'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

export interface PlanFilters {
  category?: PlanCategory;
  /** Words to find: a price ('299'), a validity ('84 days'), data ('2GB', '2 GB'), a benefit ('netflix'). */
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  minValidityDays?: number;
  minDataPerDayGb?: number;
  /** Only plans with a streaming or app benefit. */
  ott?: boolean;
  /** price: cheapest first; validity: longest first; dataPerDay: most per day first. Catalogue order otherwise. */
  sort?: PlanSort;
}

/**
 * Lower-cased words of a text, with a number joined to the unit after it ('84 days' → '84days', '2 GB/day' →
 * '2gb', 'day'), so that a query and a plan spell the same thing the same way.
 */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/₹|\brs\.?(?=\s*\d)/g, ' ')
    .replace(/(\d)\s+(gb|mb|days?|months?|sms)\b/g, '$1$2')
    .split(/[^a-z0-9.+&]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word !== '');
}

const planWords = new WeakMap<Plan, string[]>();
function wordsOf(plan: Plan): string[] {
  let cached = planWords.get(plan);
  if (!cached) {
    cached = words(
      [String(plan.price), plan.data, plan.validity, plan.category, plan.details, ...plan.ott].join(' '),
    );
    planWords.set(plan, cached);
  }
  return cached;
}

/** Whether every word of the query starts one of the plan's words ('2gb' finds '2 GB/day', not '12 GB'). */
export function matchesQuery(plan: Plan, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const own = wordsOf(plan);
  return wanted.every((token) => own.some((word) => word.startsWith(token)));
}

const SORTERS: Record<PlanSort, (a: Plan, b: Plan) => number> = {
  price: (a, b) => a.price - b.price,
  validity: (a, b) => (b.validityDays ?? -1) - (a.validityDays ?? -1) || a.price - b.price,
  dataPerDay: (a, b) => (b.dataPerDayGb ?? -1) - (a.dataPerDayGb ?? -1) || a.price - b.price,
};

/** The plans that pass every filter given, sorted as asked (stable: catalogue order among equals). */
export function searchPlans(plans: readonly Plan[], filters: PlanFilters): Plan[] {
  const found = plans.filter(
    (plan) =>
      (filters.category === undefined || plan.category === filters.category) &&
      (filters.minPrice === undefined || plan.price >= filters.minPrice) &&
      (filters.maxPrice === undefined || plan.price <= filters.maxPrice) &&
      (filters.minValidityDays === undefined ||
        (plan.validityDays !== null && plan.validityDays >= filters.minValidityDays)) &&
      (filters.minDataPerDayGb === undefined ||
        (plan.dataPerDayGb !== null && plan.dataPerDayGb >= filters.minDataPerDayGb)) &&
      (!filters.ott || plan.ott.length > 0) &&
      (filters.q === undefined || matchesQuery(plan, filters.q)),
  );
  return filters.sort ? found.sort(SORTERS[filters.sort]) : found;
}
