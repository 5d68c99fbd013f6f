import { formatInr } from '../money';
import { mobileInputValue, normaliseIndianMobile } from './mobile-number';
import type { AmountMode, IdentifierFilter, ServiceDefinition, ValidationCheck } from './types';

/** Cleans a typed identifier as the user types (docs/product.md#services). Shared by browser and server. */
export function filterIdentifier(filter: IdentifierFilter, raw: string): string {
  switch (filter) {
    case 'none':
      return raw;
    case 'digits':
      return raw.replace(/\D/g, '');
    case 'digits10':
      return mobileInputValue(raw);
    case 'vehicle':
      return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
    case 'upper':
      return raw.toUpperCase();
  }
}

/**
 * What an identifier field shows: cleaned, then cut to the field's length like an input's maxLength, except a
 * mobile number, which is never cut (cut, it is somebody else's number): too many digits stay for the check to refuse.
 */
export function identifierInputValue(def: ServiceDefinition, raw: string): string {
  const cleaned = filterIdentifier(def.identifier.filter, raw);
  return def.identifier.filter === 'digits10' ? cleaned : cleaned.slice(0, def.identifier.maxLength);
}

/**
 * Rupee digits an amount field takes before the dot (up to ₹99,99,99,99,999), like an input's maxLength: far above
 * any real payment, and short enough that the amount stays an exact number that formats as rupees, not as 1e+40.
 */
export const MAX_AMOUNT_DIGITS = 11;

/**
 * Cleans a typed amount. 'typedWhole' keeps digits only; every other mode keeps digits and one dot with at most
 * two decimals. Everything from a second dot on is dropped, so '12.5.3' becomes '12.5' rather than '12.53'.
 */
export function filterAmount(mode: AmountMode, raw: string): string {
  if (mode === 'typedWhole') return raw.replace(/\D/g, '').slice(0, MAX_AMOUNT_DIGITS);
  const [whole = '', decimals] = raw.replace(/[^\d.]/g, '').split('.');
  const rupees = whole.slice(0, MAX_AMOUNT_DIGITS);
  return decimals === undefined ? rupees : `${rupees}.${decimals.slice(0, 2)}`;
}

/**
 * The identifier as the server stores it: cleaned like the input does, then trimmed. It never truncates: an
 * 11-digit mobile number must be rejected, not silently cut to a different number. A mobile number is the
 * national number of the mobile number rule ('+91 98450 12345' is 9845012345), else its digits, for the check.
 */
export function normalizeIdentifier(def: ServiceDefinition, raw: string): string {
  if (def.identifier.filter !== 'digits10') return filterIdentifier(def.identifier.filter, raw).trim();
  const mobile = normaliseIndianMobile(raw);
  return mobile.ok ? mobile.number : filterIdentifier('digits', raw);
}

/**
 * The server rule for an identifier: the normalized value must be non-empty, at most maxLength long and match
 * the pattern. Returns the 400 message, or null when the identifier is acceptable.
 */
export function identifierRuleError(def: ServiceDefinition, raw: string): string | null {
  const value = normalizeIdentifier(def, raw);
  if (value === '') {
    return (
      def.checks.find((check) => check.field === 'identifier')?.message ??
      `${def.identifier.label} is required.`
    );
  }
  if (value.length > def.identifier.maxLength || !def.identifier.pattern.test(value)) {
    return `${def.identifier.label} must be ${def.identifier.ruleText}.`;
  }
  return null;
}

/** A typed amount that is a positive decimal number ('12', '12.5', '.5'); no signs, exponents or hex. */
export function isPositiveAmount(raw: string): boolean {
  const value = raw.trim();
  return /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value) && Number(value) > 0;
}

export interface ServiceFormValues {
  identifier: string;
  operator: string;
  circle?: string;
  amount: string;
}

function passes(def: ServiceDefinition, check: ValidationCheck, values: ServiceFormValues): boolean {
  switch (check.field) {
    case 'identifier':
      // Mobile and data card need exactly 10 digits, a subscription number at most 10 (its field never cuts);
      // every other page only needs something typed.
      return def.identifier.orderField === 'number' || def.identifier.filter === 'digits10'
        ? def.identifier.pattern.test(values.identifier.trim())
        : values.identifier.trim() !== '';
    case 'operator':
      return values.operator.trim() !== '';
    case 'circle':
      return (values.circle ?? '').trim() !== '';
    case 'amount':
      // A page with a least amount tells an empty field from a too-small one (amountFloorCheck).
      return def.amount.minRupees === undefined
        ? isPositiveAmount(values.amount)
        : values.amount.trim() !== '';
  }
}

/**
 * The least an order may be, in rupees, unless MIN_ORDER_AMOUNT sets more (a service's catalogue entry may set
 * more still): Razorpay's minimum payment is ₹1.
 */
export const MIN_ORDER_AMOUNT_RUPEES = 1;

/**
 * The most an order may be, in rupees, unless MAX_ORDER_AMOUNT sets another (the server's config default). The
 * browser is told the limit in force by GET /api/payments/config (`amountLimits`) and says it under the amount.
 */
export const MAX_ORDER_AMOUNT_RUPEES = 100_000;

/** The least a page's amount may be: its catalogue minimum or MIN_ORDER_AMOUNT_RUPEES, the higher. */
export const leastAmountRupees = (def: ServiceDefinition): number =>
  Math.max(def.amount.minRupees ?? 0, MIN_ORDER_AMOUNT_RUPEES);

/**
 * A typed amount below the page's least amount (₹1, or the catalogue's own minimum), as the failed check; null
 * when it is enough. The server refuses the same (validateOrderInput).
 */
export function amountFloorCheck(def: ServiceDefinition, amount: string): ValidationCheck | null {
  const minRupees = leastAmountRupees(def);
  return isPositiveAmount(amount) && Number(amount.trim()) >= minRupees
    ? null
    : { field: 'amount', message: `Amount must be at least ${formatInr(minRupees)}.` };
}

/** Runs the page's checks in order and returns the first that fails, or null when the form may proceed. */
export function validateServiceForm(
  def: ServiceDefinition,
  values: ServiceFormValues,
): ValidationCheck | null {
  for (const check of def.checks) {
    if (!passes(def, check, values)) return check;
    const floor = check.field === 'amount' ? amountFloorCheck(def, values.amount) : null;
    if (floor) return floor;
  }
  // An optional amount (electricity: empty means the fetched bill's) has no check, but one typed is held to it.
  if (!def.checks.some((check) => check.field === 'amount') && isPositiveAmount(values.amount)) {
    return amountFloorCheck(def, values.amount);
  }
  return null;
}
