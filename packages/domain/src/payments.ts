/**
 * Payment facts shared by server and web without zod (the web's first page imports them, and zod is loaded only
 * with the forms that need it): the gateways, the payment methods, the sandbox's test instruments (Razorpay's
 * documented ones), the card and UPI checks the payment sheet and the sandbox both use, and the one discount rule.
 */
import { formatPaise } from './money';

/** The payment gateways the server can be configured with. */
export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** What customers see on every page while the sandbox gateway takes the payments. */
export const SANDBOX_RIBBON_TEXT = 'Sandbox payments: no real money moves';

/** How an order was paid (stored on the order, shown on the order page, receipt, history and admin list). */
export const PAYMENT_METHODS = ['UPI', 'CARD', 'NETBANKING', 'WALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  CARD: 'Card',
  NETBANKING: 'Net banking',
  WALLET: 'Wallet',
};

/** Razorpay's method names (payment entity `method`) to ours; anything else (emi, paylater, ...) is null. */
export function paymentMethodOf(gatewayMethod: string | null | undefined): PaymentMethod | null {
  switch (gatewayMethod) {
    case 'upi':
      return 'UPI';
    case 'card':
    case 'emi':
      return 'CARD';
    case 'netbanking':
      return 'NETBANKING';
    case 'wallet':
      return 'WALLET';
    default:
      return null;
  }
}

/** The payment sheet's net banking list (bank code → name; codes as Razorpay's netbanking `bank` values). */
export const NETBANKING_BANKS = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'PUNB_R', name: 'Punjab National Bank' },
  { code: 'BARB_R', name: 'Bank of Baroda' },
  { code: 'YESB', name: 'Yes Bank' },
] as const;
/** The payment sheet's wallets (Razorpay's wallet codes). */
export const WALLETS = [
  { code: 'paytm', name: 'Paytm' },
  { code: 'phonepe', name: 'PhonePe' },
  { code: 'amazonpay', name: 'Amazon Pay' },
  { code: 'mobikwik', name: 'MobiKwik' },
  { code: 'freecharge', name: 'Freecharge' },
] as const;
export type BankCode = (typeof NETBANKING_BANKS)[number]['code'];
export type WalletCode = (typeof WALLETS)[number]['code'];

/** Razorpay's documented test instruments, which the sandbox honours the same way. */
export const SANDBOX_UPI_SUCCESS = 'success@razorpay';
export const SANDBOX_UPI_FAILURE = 'failure@razorpay';
export const SANDBOX_CARD_SUCCESS = '4111111111111111';

/** A UPI id (VPA): `name@handle`, as NPCI allows (letters, digits, . - _ before the @, letters after). */
export const VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const VPA_MESSAGE = 'Enter a valid UPI ID like name@bank';

/** Digits only, spaces and dashes removed. */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNetwork = 'Visa' | 'Mastercard' | 'RuPay' | 'American Express' | 'Diners Club' | 'Maestro';

/** The card network from the number's first digits (IIN ranges), null while unknown. */
export function cardNetwork(digits: string): CardNetwork | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^(60|65|81|82|508|353|356)/.test(digits)) return 'RuPay';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'Diners Club';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'Maestro';
  return null;
}

/** MM/YY not in the past (a card is valid to the end of its month). */
export function isExpiryValid(text: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/**
 * The instant discount: `percent` % of the order amount, at most `maxDiscountPaise`, in whole paise (rounded
 * down). One rule, computed by the server; the browser shows the same figure from the rule it is given.
 */
export interface PromoRule {
  percent: number;
  maxDiscountPaise: number;
}

export function discountPaise(amountPaise: number, rule: PromoRule): number {
  if (rule.percent <= 0 || rule.maxDiscountPaise <= 0) return 0;
  const raw = Math.floor((amountPaise * rule.percent) / 100);
  // Never the whole amount: a gateway cannot take a payment of ₹0.
  return Math.max(0, Math.min(raw, rule.maxDiscountPaise, amountPaise - 100));
}

export const isPromoOn = (rule: PromoRule) => rule.percent > 0 && rule.maxDiscountPaise > 0;

/**
 * The rule's values as its sentence names them: the percent and the largest discount, formatted for `locale`
 * (the web app's message "{percent} % off, up to {max}" says them in the language on screen).
 */
export function promoRuleValues(rule: PromoRule, locale?: string): { percent: string; max: string } {
  return { percent: String(rule.percent), max: formatPaise(rule.maxDiscountPaise, locale) };
}

/** The rule in words, e.g. "2 % off, up to ₹100". */
export function promoRuleText(rule: PromoRule): string {
  const { percent, max } = promoRuleValues(rule);
  return `${percent} % off, up to ${max}`;
}

/**
 * A UPI ID as lists show it: the first two characters of the name, then '***', then the bank's handle
 * ('rahul.k@okaxis' → 'ra***@okaxis'). Anything that is not a UPI ID is masked whole.
 */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  if (at < 1) return '***';
  return `${vpa.slice(0, Math.min(2, at - 1))}***${vpa.slice(at)}`;
}
