/**
 * The stable `code` of every error answer of the API (decision 0028): one per meaning, whatever the HTTP status
 * and whatever the message says. The web branches on these, never on the status or the message's text; the
 * message stays the English sentence shown to the customer. A code is never renamed or reused for another
 * meaning: add a new one. No zod here: the web's API client imports this file, and zod stays out of the first
 * page's JavaScript (the schemas are in common.ts).
 */
export const ERROR_CODES = [
  // The request itself
  'VALIDATION',
  'INVALID_JSON',
  'EMPTY_BODY',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_CONTENT_LENGTH',
  'INVALID_ADDRESS',
  'INVALID_HTTP',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'BAD_REQUEST',
  'ROUTE_NOT_FOUND',
  // Who is asking
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  // Limits and availability
  'RATE_LIMITED',
  'CODE_RESEND_TOO_SOON',
  'DAILY_LIMIT_REACHED',
  'SERVER_BUSY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // What the database refused
  'DUPLICATE_RECORD',
  'REFERENCE_MISSING',
  'INVALID_VALUE',
  // Accounts, codes and phones
  'EMAIL_TAKEN',
  'INVALID_LOGIN',
  'PASSWORD_TOO_COMMON',
  'WRONG_PASSWORD',
  'CODE_INVALID',
  'CODE_NOT_SENT',
  'EMAIL_ALREADY_VERIFIED',
  'NO_EMAIL',
  'SIGN_IN_NUMBER_INVALID',
  'LAST_ADMIN',
  'ADMIN_NEEDS_PASSWORD',
  'ADMIN_CANNOT_BE_DELETED',
  'ADMIN_SMS_SIGN_IN',
  'PHONE_SIGN_IN_UNAVAILABLE',
  'MOBILE_ALREADY_YOURS',
  'MOBILE_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'SIGN_IN_NUMBER_LOCKED',
  'NO_VERIFIED_MOBILE',
  'LINK_INVALID',
  'EXPORT_LINK_EXPIRED',
  // Two-step sign-in (decision 0047)
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_ALREADY_ON',
  'TWO_FACTOR_NOT_STARTED',
  'TWO_FACTOR_NOT_ON',
  'TWO_FACTOR_USE_PASSWORD',
  'TWO_FACTOR_NEEDS_PASSWORD',
  'ADMIN_2FA_REQUIRED',
  // Orders
  'ORDER_LIMIT_UNVERIFIED',
  'ORDER_NOT_FOUND',
  'IDEMPOTENCY_KEY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  'PLAN_UNAVAILABLE',
  'PROVIDER_REFUSED',
  'PAYMENT_NOT_STARTED',
  'RECONCILIATION_GATEWAY_DOWN',
  'SAVED_NUMBER_EXISTS',
  'OPERATOR_UNKNOWN',
  'LIVE_PLANS_OFF',
  // Bills
  'NO_BILL_DUE',
  'BILL_FETCH_EXPIRED',
  'BILL_ALREADY_PAID',
  'BILL_RECENTLY_PAID',
  'BILLER_NOT_CONFIGURED',
  'BILLER_UNAVAILABLE',
  'BILL_FETCH_REFUSED',
  'BILLER_WEBHOOK_UNAUTHORIZED',
  // Bharat Connect categories and amount choices (decision 0043)
  'CATEGORY_UNKNOWN',
  'BILLER_UNKNOWN',
  'AMOUNT_NOT_ALLOWED',
  'PAYMENT_OPTION_UNKNOWN',
  'SEARCH_QUERY_INVALID',
  // Complaints
  'COMPLAINT_TOO_EARLY',
  // Payments
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_NOT_FOUND_AT_GATEWAY',
  'PAYMENT_FAILED',
  'PAYMENT_NOT_CAPTURED',
  'NO_PAYMENT_TO_CONFIRM',
  'ORDER_NOT_PAYABLE',
  'ORDER_ALREADY_PAID',
  'PAYMENT_NOT_ACCEPTED',
  'WEBHOOK_BODY_INVALID',
  'WEBHOOK_SIGNATURE_INVALID',
  // Web push
  'PUSH_ENDPOINT_REFUSED',
  'PUSH_SUBSCRIPTION_TAKEN',
  // Uploads
  'FILE_TOO_LARGE',
  'MULTIPART_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why one field of a request is not valid, next to its message in `fields` (`fieldCodes: { mobileNumber:
 * 'INVALID_FORMAT' }`). Same rules as ErrorCode: stable, added to, never renamed.
 */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'INVALID_FORMAT',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_LARGE',
  'NOT_ALLOWED',
  'NOT_FOUND',
  'LOGIN_REQUIRED',
  'WRONG',
  'INVALID',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
