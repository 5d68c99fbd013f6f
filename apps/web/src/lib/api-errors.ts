/**
 * The API's error codes the web shows in the customer's language (errorMessage() in api-client.ts): one message
 * per code, id `error.<CODE>`, English as the server writes it (a code with several messages, or one with a number or
 * a name in it, has one general sentence true of all of them: the translation has no placeholders). Codes only the
 * back office, a webhook or a broken client meets are left out (their English shows). This list is read by `lingui extract` (its
 * translations are in lib/locales/<code>.po) and is never imported: English shows the server's own message, so no
 * error text is in the first page. Add a code here when the server starts sending it (docs/architecture.md,
 * "Languages"); a code not listed shows the server's message in every language.
 */
export const API_ERROR_MESSAGES = [
  /*i18n*/ {
    id: 'error.ORDER_LIMIT_UNVERIFIED',
    message:
      'Please verify your email to place more orders: open Profile, choose Verify next to your email and enter the code we send you.',
  },
  /*i18n*/ {
    id: 'error.VALIDATION',
    message: 'Some of the details are not valid. Please check them and try again.',
  },
  /*i18n*/ { id: 'error.UNAUTHENTICATED', message: 'Please login to continue.' },
  /*i18n*/ { id: 'error.SESSION_EXPIRED', message: 'Your session has ended. Please login again.' },
  /*i18n*/ { id: 'error.FORBIDDEN', message: 'You do not have permission to do this.' },
  /*i18n*/ { id: 'error.NOT_FOUND', message: 'This could not be found.' },
  /*i18n*/ { id: 'error.RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
  /*i18n*/ {
    id: 'error.CODE_RESEND_TOO_SOON',
    message: 'Please wait a few seconds before asking for a new code.',
  },
  /*i18n*/ {
    id: 'error.DAILY_LIMIT_REACHED',
    message: 'You have asked for the most verification emails allowed today. Please try again later.',
  },
  /*i18n*/ { id: 'error.SERVER_BUSY', message: 'The server is busy. Please try again in a moment.' },
  /*i18n*/ {
    id: 'error.SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  /*i18n*/ { id: 'error.INTERNAL', message: 'Something went wrong. Please try again.' },
  /*i18n*/ { id: 'error.DUPLICATE_RECORD', message: 'This record already exists.' },
  /*i18n*/ { id: 'error.EMAIL_TAKEN', message: 'An account with this email already exists.' },
  /*i18n*/ { id: 'error.INVALID_LOGIN', message: 'Invalid email or password.' },
  /*i18n*/ {
    id: 'error.PASSWORD_TOO_COMMON',
    message: 'This password is too common and easy to guess. Please choose a different one.',
  },
  /*i18n*/ { id: 'error.WRONG_PASSWORD', message: 'The password is not correct.' },
  /*i18n*/ {
    id: 'error.CODE_INVALID',
    message: 'This code is not correct or has expired. Please check it, or ask for a new one.',
  },
  /*i18n*/ {
    id: 'error.CODE_NOT_SENT',
    message: 'We could not send the code. Please try again in a moment.',
  },
  /*i18n*/ { id: 'error.EMAIL_ALREADY_VERIFIED', message: 'Your email is already verified.' },
  /*i18n*/ { id: 'error.NO_EMAIL', message: 'Your account has no email address yet.' },
  /*i18n*/ {
    id: 'error.SIGN_IN_NUMBER_INVALID',
    message: 'You sign in with this mobile number: to change it, verify the new number with a code.',
  },
  /*i18n*/ {
    id: 'error.PHONE_SIGN_IN_UNAVAILABLE',
    message: 'Sign in with a mobile number is not available right now. Please use your email and password.',
  },
  /*i18n*/ {
    id: 'error.MOBILE_ALREADY_YOURS',
    message: 'This mobile number is already verified on your account.',
  },
  /*i18n*/ {
    id: 'error.MOBILE_TAKEN',
    message:
      'This mobile number is already verified on another PayWise account. Sign in with it, or use another number.',
  },
  /*i18n*/ {
    id: 'error.EMAIL_NOT_VERIFIED',
    message:
      'Verify your email first: a sign-in number can only be added to an account with a verified email.',
  },
  /*i18n*/ {
    id: 'error.SIGN_IN_NUMBER_LOCKED',
    message:
      'Your mobile number is how you sign in to this account, so it cannot be changed here. Please contact support to change it.',
  },
  /*i18n*/ { id: 'error.NO_VERIFIED_MOBILE', message: 'Your account has no verified mobile number.' },
  /*i18n*/ {
    id: 'error.TWO_FACTOR_CODE_INVALID',
    message:
      'This code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  },
  /*i18n*/ {
    id: 'error.TWO_FACTOR_CHALLENGE_INVALID',
    message: 'Your sign-in has expired. Please enter your email and password again.',
  },
  /*i18n*/ {
    id: 'error.TWO_FACTOR_USE_PASSWORD',
    message:
      'Two-step sign-in is on for this account: sign in with your email, your password and the code of your authenticator app.',
  },
  /*i18n*/ { id: 'error.TWO_FACTOR_ALREADY_ON', message: 'Two-step sign-in is already on.' },
  /*i18n*/ {
    id: 'error.TWO_FACTOR_NOT_STARTED',
    message: 'Start again: choose "Turn on two-step sign-in" and scan the new code.',
  },
  /*i18n*/ {
    id: 'error.ADMIN_2FA_REQUIRED',
    message: 'Turn on two-step sign-in in your profile (Two-step sign-in) before using the back office.',
  },
  /*i18n*/ { id: 'error.LINK_INVALID', message: 'This link is not valid.' },
  /*i18n*/ {
    id: 'error.EXPORT_LINK_EXPIRED',
    message: 'This download link has expired. Please export again.',
  },
  /*i18n*/ { id: 'error.ORDER_NOT_FOUND', message: 'Recharge not found.' },
  /*i18n*/ {
    id: 'error.IDEMPOTENCY_KEY_IN_FLIGHT',
    message: 'A request with this Idempotency-Key is still being processed.',
  },
  /*i18n*/ {
    id: 'error.IDEMPOTENCY_KEY_REUSED',
    message: 'This Idempotency-Key was already used with a different request.',
  },
  /*i18n*/ {
    id: 'error.PLAN_UNAVAILABLE',
    message: 'This plan is no longer available. Please choose another plan.',
  },
  /*i18n*/ {
    id: 'error.PROVIDER_REFUSED',
    message: 'This recharge cannot be done right now. Please try again later.',
  },
  /*i18n*/ {
    id: 'error.PAYMENT_NOT_STARTED',
    message: 'The payment could not be started. Please try again.',
  },
  /*i18n*/ {
    id: 'error.SAVED_NUMBER_EXISTS',
    message: 'This is already saved, or you have saved as many numbers and billers as allowed.',
  },
  /*i18n*/ {
    id: 'error.OPERATOR_UNKNOWN',
    message: 'We could not tell the operator of this number. Please choose it.',
  },
  /*i18n*/ { id: 'error.NO_BILL_DUE', message: 'No bill is due for this account.' },
  /*i18n*/ { id: 'error.BILL_FETCH_EXPIRED', message: 'This bill has expired. Please fetch it again.' },
  /*i18n*/ { id: 'error.BILL_ALREADY_PAID', message: 'This bill has already been paid.' },
  /*i18n*/ {
    id: 'error.BILLER_NOT_CONFIGURED',
    message: 'Bills of this biller cannot be paid through PayWise yet.',
  },
  /*i18n*/ {
    id: 'error.BILLER_UNAVAILABLE',
    message: 'Bills cannot be fetched right now. Please try again in a few minutes.',
  },
  /*i18n*/ {
    id: 'error.BILL_FETCH_REFUSED',
    message: 'The biller could not find a bill for these details. Please check them and try again.',
  },
  /*i18n*/ {
    id: 'error.COMPLAINT_TOO_EARLY',
    message:
      'It is too early to raise a Bharat Connect complaint about this payment. The complaint form says from when.',
  },
  /*i18n*/ {
    id: 'error.PAYMENT_SIGNATURE_INVALID',
    message: 'Payment verification failed: the signature does not match this order.',
  },
  /*i18n*/ {
    id: 'error.PAYMENT_NOT_FOUND_AT_GATEWAY',
    message: 'The payment could not be found at the gateway.',
  },
  /*i18n*/ { id: 'error.PAYMENT_FAILED', message: 'The payment did not go through.' },
  /*i18n*/ { id: 'error.PAYMENT_NOT_CAPTURED', message: 'The payment has not been completed.' },
  /*i18n*/ { id: 'error.NO_PAYMENT_TO_CONFIRM', message: 'This order has no payment to confirm.' },
  /*i18n*/ {
    id: 'error.ORDER_NOT_PAYABLE',
    message: 'This order can no longer be paid. Please place a new order.',
  },
  /*i18n*/ { id: 'error.ORDER_ALREADY_PAID', message: 'This order is already paid.' },
  /*i18n*/ { id: 'error.PAYMENT_NOT_ACCEPTED', message: 'This payment cannot pay this order.' },
];
