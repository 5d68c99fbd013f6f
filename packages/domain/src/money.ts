/**
 * Money is integer paise in storage and arithmetic; rupees appear only at the edges (JSON `amount`, display).
 * Conversions parse the decimal text instead of multiplying floats, so '0.29' is 29 paise, never 28.
 */

const RUPEES_TEXT = /^(\d*)(?:\.(\d{0,2}))?$/;

/**
 * Rupees (number or decimal text) to integer paise. Null unless the value is a finite number >= 0 with at most
 * two decimals whose paise fit in a safe integer. Surrounding spaces in text are ignored; '5.' and '.5' are accepted.
 */
export function rupeesToPaise(value: number | string): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // String(19.99) is '19.99': the shortest text that round-trips, so the decimals read are the ones written.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = RUPEES_TEXT.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const paise = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Integer paise to rupees (1999 -> 19.99). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * Locale of the people-facing formats: 'en-IN' unless a language is given ('hi-IN', 'ta-IN': the web's language,
 * docs/decisions/0026). Every Indian locale groups digits the Indian way (₹1,00,000).
 */
export const DEFAULT_FORMAT_LOCALE = 'en-IN';

const formatters = new Map<
  string,
  { whole: Intl.NumberFormat; paise: Intl.NumberFormat; count: Intl.NumberFormat }
>();

/** Indian rupees with the Indian digit grouping (1234567 -> '₹12,34,567'): whole amounts, then with paise. */
function formattersFor(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
      paise: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }),
      count: new Intl.NumberFormat(locale),
    };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * Rupees as shown to people: '₹1,23,456.50', '₹499', '₹10,00,000', '₹0.50'.
 * Whole amounts have no decimals, others exactly two (rounded to the paisa). `locale`: see DEFAULT_FORMAT_LOCALE.
 */
export function formatInr(rupees: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (!Number.isFinite(rupees)) return '₹0';
  // Rounded to whole paise first, so the decimals shown are the paise stored (1.005 is ₹1, as 100 paise).
  const paise = Math.round(Math.abs(rupees) * 100);
  const signed = rupees < 0 && paise > 0 ? -paise : paise;
  const { whole, paise: withPaise } = formattersFor(locale);
  return (paise % 100 === 0 ? whole : withPaise).format(signed / 100);
}

/** Integer paise as shown to people (12345650 -> '₹1,23,456.50'). */
export function formatPaise(paise: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatInr(paiseToRupees(paise), locale);
}

/** A count as shown to people, with the Indian grouping (100000 -> '1,00,000'). */
export function formatCount(value: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formattersFor(locale).count.format(value);
}

/**
 * Integer paise as rupees with exactly two decimals and no grouping (100010 -> '1000.10'), for files such as the
 * CSV export: computed from the integers, never through a float.
 */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
