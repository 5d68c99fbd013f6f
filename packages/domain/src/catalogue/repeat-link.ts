import { findCircle } from './circles';
import { filterAmount, identifierRuleError, isPositiveAmount, normalizeIdentifier } from './form-rules';
import { identifierLabelFor, identifierLabelOf, SERVICE_LIST } from './services';
import type { Operator, ServiceDefinition } from './types';

/**
 * "Recharge again" / "Pay again" and the number chips: a service page opened or filled with an earlier order's
 * details. The link carries them as query parameters (`number` on the mobile and data card pages, `account` on
 * the others, then `operator`, `circle`, `amount`), and the page reads them back through the same catalogue
 * rules an order must meet; a value that fails its rule is left out, the rest still fill.
 */
export interface Prefill {
  identifier?: string;
  operator?: string;
  circle?: string;
  amount?: string;
  /**
   * The plan bought before (mobile, data card: "Recharge again"): the page checks it is still offered for the
   * operator and circle, then opens the summary ready to pay; if not, the form stays with a short note.
   */
  planId?: number;
}

/** A page's query string, read (URLSearchParams in the browser). */
export interface QueryParams {
  get(name: string): string | null;
}

/** What an order says, as read (OrderDto's fields). */
export interface RepeatableOrder {
  type: string;
  operator: string;
  mobile: string | null;
  accountNumber: string | null;
  circle: string | null;
  amount: number;
  /** The plan the order bought (orders.plan), when it bought one. */
  plan?: { id: number } | null;
}

/** The query parameter carrying the identifier on a page. */
const identifierParam = (def: ServiceDefinition) =>
  def.identifier.orderField === 'number' ? 'number' : 'account';

/**
 * Whether the page takes an earlier amount as a suggestion: recharges (a plan's price, a top-up) do; a bill is
 * another amount each time (electricity fetches it, broadband and postpaid too), so bill pages leave it empty.
 */
export const suggestsLastAmount = (def: ServiceDefinition): boolean =>
  def.group === 'recharge' && def.amount.mode !== 'fetched' && def.amount.mode !== 'billEditable';

/** The page an order was placed on, by its read label (MOBILE, DATACARD, POSTPAID, CYLINDER, ELECTRICITY, ...). */
export function serviceOfOrder(order: Pick<RepeatableOrder, 'type'>): ServiceDefinition | undefined {
  const label = order.type.trim().toUpperCase();
  return SERVICE_LIST.find((service) => service.displayType === label);
}

/**
 * The label of an order's identifier: the one its page's form shows ('Consumer Number', 'Account/Directory
 * Number', a DTH operator's own 'Subscriber ID'), so the order page and the receipt say what the form said; the
 * label by type (docs/product.md#orders) for a type no page takes any more.
 */
export function orderIdentifierLabel(order: Pick<RepeatableOrder, 'type' | 'operator'>): string {
  const def = serviceOfOrder(order);
  return def ? identifierLabelOf(def, order.operator) : identifierLabelFor(order.type);
}

/** The service page filled with an order's details, or null when no page takes that order any more. */
export function repeatOrderHref(order: RepeatableOrder): string | null {
  const def = serviceOfOrder(order);
  const identifier = def && (def.identifier.orderField === 'number' ? order.mobile : order.accountNumber);
  if (!def || !identifier) return null;
  const params: [string, string][] = [
    [identifierParam(def), identifier],
    ['operator', order.operator],
  ];
  if (def.hasCircle && order.circle) params.push(['circle', order.circle]);
  if (suggestsLastAmount(def) && order.amount > 0) params.push(['amount', String(order.amount)]);
  if (def.amount.mode === 'plans' && order.plan) params.push(['plan', String(order.plan.id)]);
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${def.route}?${query}`;
}

/**
 * A page's address carrying an identifier typed on another page (the Prepaid/Postpaid switch carries the number),
 * when it meets this page's rule; the bare route otherwise.
 */
export function identifierHref(def: ServiceDefinition, identifier: string): string {
  if (identifierRuleError(def, identifier) !== null) return def.route;
  return `${def.route}?${identifierParam(def)}=${encodeURIComponent(normalizeIdentifier(def, identifier))}`;
}

/**
 * A page's query parameters as values for its form, each checked by the page's own rule; nothing when none pass.
 * `operators` is the page's operator list (OPERATORS[def.operatorList]): given, so the web app's first page need not
 * carry every list (operators-light.ts).
 */
export function readPrefill(
  def: ServiceDefinition,
  params: QueryParams,
  operators: readonly Operator[],
): Prefill | null {
  const prefill: Prefill = {};
  const identifier = params.get(identifierParam(def));
  if (identifier !== null && identifierRuleError(def, identifier) === null) {
    prefill.identifier = normalizeIdentifier(def, identifier);
  }
  // As findOperator (operators.ts): the name ignoring case and surrounding spaces.
  const wanted = (params.get('operator') ?? '').trim().toLowerCase();
  const operator = wanted ? operators.find((known) => known.name.toLowerCase() === wanted) : undefined;
  if (operator) prefill.operator = operator.name;
  const circle = def.hasCircle ? findCircle(params.get('circle') ?? '') : undefined;
  if (circle) prefill.circle = circle.name;
  const amount = params.get('amount');
  if (
    amount !== null &&
    suggestsLastAmount(def) &&
    filterAmount(def.amount.mode, amount) === amount &&
    isPositiveAmount(amount)
  ) {
    prefill.amount = amount;
  }
  const plan = params.get('plan');
  if (def.amount.mode === 'plans' && plan !== null && /^[1-9]\d{0,8}$/.test(plan))
    prefill.planId = Number(plan);
  return Object.keys(prefill).length > 0 ? prefill : null;
}
