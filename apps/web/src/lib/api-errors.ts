/**
 * The API's error codes the web shows in the customer's language (errorMessage() in api-client.ts): one message
 * per code, id `error.<CODE>`, English as the server writes it. This list is read by `lingui extract` (its
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
  /*i18n*/ { id: 'error.RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
];
