import { ORDER_NOTES } from '@paywise/domain/order-notes';

/** What the customer reads when a Setu BBPS fetch or payment does not go through. */
export const SETU_MESSAGES = {
  billerDown: ORDER_NOTES.BILLER_DOWN,
  invalidAccount: ORDER_NOTES.BILLER_INVALID_ACCOUNT,
  alreadyPaid: ORDER_NOTES.BILLER_ALREADY_PAID,
  unavailable: 'Bills cannot be fetched right now. Please try again in a few minutes.',
  mobileRequired:
    'Bharat Connect needs your mobile number to fetch this bill: add it in Profile, or sign in with your mobile.',
  notConfigured: 'Bills of this biller cannot be paid through PayWise yet.',
  paymentFailed: ORDER_NOTES.BILLER_PAYMENT_FAILED,
  fetchAgain: 'This bill must be fetched again before it can be paid.',
  notABill: ORDER_NOTES.BILLER_NOT_A_BILL,
} as const;

/**
 * Setu's failure codes we recognise → what the customer reads, and whether asking again may help. Codes not
 * listed fall back to the generic wording (and are logged with their traceId). The OpenAPI file names few codes
 * (ERR001, ERR004, BRR005, duplicate-ref-id, validation-error); this table grows as production shows more.
 */
export const FAILURE_CODES: Record<string, { message: string; retry: boolean }> = {
  BRR005: { message: SETU_MESSAGES.billerDown, retry: true },
  ERR004: { message: SETU_MESSAGES.invalidAccount, retry: false },
  'bill-not-found': { message: SETU_MESSAGES.invalidAccount, retry: false },
  'bill-already-paid': { message: SETU_MESSAGES.alreadyPaid, retry: false },
  'biller-unavailable': { message: SETU_MESSAGES.billerDown, retry: true },
};

/** The known failure of an async answer's `failureReason`, or null. */
export const failureOf = (reason: { code: string; message: string } | undefined) =>
  (reason && FAILURE_CODES[reason.code]) ?? null;
