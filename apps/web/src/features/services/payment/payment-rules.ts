/**
 * The payment step's rules as pure functions (no React, no zod), fetched with the summary, not with the first
 * page: the amounts the summary shows, what the payment sheet's fields accept, the UPI intent, and what Pay does
 * with the order the server answers (use-pay-order.ts, pay-steps.ts).
 * The checks themselves (VPA pattern, Luhn, expiry, card network, discount) are the domain's, shared with the
 * server's sandbox.
 */
import { convenienceFeePaise, type ConvenienceFeeSlab } from '@paywise/domain/bbps';
import { rupeesToPaise } from '@paywise/domain/money';
import type { ErrorCode } from '@paywise/domain/contracts/errors';
import type { CreatedOrderDto, LastBillPayment } from '@paywise/domain/contracts/orders';
import type { OrderStatus } from '@paywise/domain/order-states';
import { hasErrorCode } from '../../../lib/api-client';
import type { PaymentFailure } from './pay-order-state';
import {
  cardDigits,
  cardNetwork,
  discountPaise,
  isExpiryValid,
  isLuhnValid,
  VPA_MESSAGE,
  VPA_PATTERN,
  type CardNetwork,
  type PromoRule,
} from '@paywise/domain/payments';

export interface SummaryAmounts {
  /** The order's value (what the operator or biller receives). */
  amountPaise: number;
  /** The instant discount (0 when the rule is off or not known yet). */
  discountPaise: number;
  /** What the customer pays. */
  payablePaise: number;
  /** The biller's customer convenience fee (Bharat Connect), when it charges one; included in payablePaise. */
  feePaise?: number;
}

/**
 * Order Amount, Discount and Amount Payable of a summary, by the same rule the server applies (GET
 * /api/payments/config). Without the rule (still loading, or not reachable) no discount is shown: the server's
 * answer to POST /orders then says what is really charged.
 */
export function summaryAmounts(
  amountRupees: number,
  rule: PromoRule | undefined,
  feeSlabs: readonly ConvenienceFeeSlab[] = [],
): SummaryAmounts {
  const amountPaise = rupeesToPaise(amountRupees) ?? 0;
  const discount = rule ? discountPaise(amountPaise, rule) : 0;
  // The server's own rule (domain), on the amount paid: a part payment pays the fee of its amount.
  const fee = convenienceFeePaise(feeSlabs, amountPaise);
  return {
    amountPaise,
    discountPaise: discount,
    payablePaise: amountPaise - discount + fee,
    ...(fee > 0 ? { feePaise: fee } : {}),
  };
}

/** The payee of the sandbox's UPI QR code and intent (the sandbox takes no real UPI payment). */
export const SANDBOX_UPI_PAYEE = 'paywise@razorpay';

/**
 * The UPI deep link (NPCI's `upi://pay` intent) a QR code or a phone's UPI app opens: payee, name, amount in
 * rupees with two decimals, currency and the gateway's order id as the transaction reference.
 */
export function upiIntentUrl(payee: string, amountPaise: number, gatewayOrderId: string): string {
  const params = new URLSearchParams({
    pa: payee,
    pn: 'PayWise',
    am: (amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: gatewayOrderId,
  });
  return `upi://pay?${params}`;
}

/** A card number as typed: digits only (at most 19), in groups of four. */
export function formatCardNumberInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as typed, MM/YY: digits only, the slash added after the month, and a single digit above 1 is a
 * month (5 → 05/). `previous` is the value before this keystroke: while deleting, no slash is added back.
 */
export function formatExpiryInput(text: string, previous = ''): string {
  const isDeleting = text.length < previous.length;
  let digits = text.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits) && !isDeleting) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** American Express has a 4-digit security code, every other network 3. */
export const cvvLength = (network: CardNetwork | null) => (network === 'American Express' ? 4 : 3);

export const UPI_REQUIRED = 'Please enter your UPI ID.';
export const CARD_NUMBER_REQUIRED = 'Please enter your card number.';
export const CARD_NUMBER_INVALID = 'Please enter a valid card number.';
export const CARD_EXPIRY_INVALID = 'Please enter a valid expiry date (MM/YY), not in the past.';
export const cardCvvInvalid = (length: number) => `Please enter the ${length}-digit CVV.`;
export const BANK_REQUIRED = 'Please choose your bank.';
export const WALLET_REQUIRED = 'Please choose your wallet.';

/** The message for a UPI ID, or null when it may be sent. */
export function checkVpa(vpa: string): string | null {
  const text = vpa.trim();
  if (!text) return UPI_REQUIRED;
  return VPA_PATTERN.test(text) ? null : VPA_MESSAGE;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** The messages of the card form, field by field; empty when it may be sent. */
export function checkCard(card: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = CARD_NUMBER_REQUIRED;
  else if (!isLuhnValid(digits)) errors.number = CARD_NUMBER_INVALID;
  if (!isExpiryValid(card.expiry, now)) errors.expiry = CARD_EXPIRY_INVALID;
  const length = cvvLength(cardNetwork(digits));
  if (!new RegExp(`^\\d{${length}}$`).test(card.cvv)) errors.cvv = cardCvvInvalid(length);
  return errors;
}

/**
 * Pay again on a summary whose order was placed before (the sheet or Checkout closed, a payment declined), by the
 * order's status as the server answers it now: 'pay' opens the same order's payment again; 'show' goes to the
 * order (paid meanwhile, e.g. in another tab: never a second payment); 'new' places a new order, since this one can
 * no longer be paid (its payment expired).
 */
export function payAgainStep(status: OrderStatus): 'pay' | 'show' | 'new' {
  if (status === 'Payment Pending') return 'pay';
  if (status === 'Failed') return 'new';
  return 'show';
}

/**
 * What follows POST /orders: a final order (its payment expired) is a failure and a new summary; an order paid
 * already (a replayed key) is shown; an order without a gateway order cannot be paid (not started); else pay.
 */
export function afterPlacing(order: CreatedOrderDto): 'failed' | 'show' | 'notStarted' | 'pay' {
  if (order.status === 'Failed') return 'failed';
  if (order.status !== 'Payment Pending') return 'show';
  if (!order.payment) return 'notStarted';
  return 'pay';
}

/**
 * A refusal of POST /orders that stays on the summary beside Pay after its notification fades (by its code): the
 * customer's limits (verify your email first, not allowed, too many orders), and a bill that changed under the
 * summary (expired, paid already, another amount due: fetch it again). Any other refusal is only notified.
 */
export function refusalToKeep(
  code: ErrorCode | undefined,
  message: string,
  context: { hasBill: boolean; isEmailUnverified: boolean },
): PaymentFailure | null {
  if (code === 'ORDER_LIMIT_UNVERIFIED' || code === 'FORBIDDEN' || code === 'RATE_LIMITED') {
    // The unverified customer's order limit: "Verify now" opens the email code dialog in place.
    return { message, verify: code === 'ORDER_LIMIT_UNVERIFIED' && context.isEmailUnverified };
  }
  const isBillChanged =
    code === 'BILL_FETCH_EXPIRED' || code === 'BILL_ALREADY_PAID' || code === 'VALIDATION';
  return context.hasBill && isBillChanged ? { message, fetchAgain: true } : null;
}

/**
 * The payment a refused order would repeat (409 BILL_RECENTLY_PAID: a typed amount for an account paid in the last
 * few days): the summary asks whether to pay again. Null for any other refusal.
 */
export function repeatOf(caught: unknown): LastBillPayment | null {
  return hasErrorCode(caught, 'BILL_RECENTLY_PAID') ? (caught.lastPayment ?? null) : null;
}
