import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ComplaintStatus } from '@paywise/domain/contracts/support';

/**
 * The support pages' texts that come from the domain (the complaint reasons, the ticket statuses, NPCI's dispute
 * types, the shared form schemas' validation messages), translated where they are shown. The domain keeps the
 * English (the server accepts exactly those reasons); these descriptors give their words in the language on screen.
 */

export const REASON_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'Recharge not received': /*i18n*/ {
    id: 'support.reason.rechargeNotReceived',
    message: 'Recharge not received',
  },
  'Payment deducted but order failed': /*i18n*/ {
    id: 'support.reason.deductedButFailed',
    message: 'Payment deducted but order failed',
  },
  'Refund not received': /*i18n*/ { id: 'support.reason.refundNotReceived', message: 'Refund not received' },
  'Recharge done to a wrong number': /*i18n*/ {
    id: 'support.reason.wrongNumber',
    message: 'Recharge done to a wrong number',
  },
  'Cashback or offer not credited': /*i18n*/ {
    id: 'support.reason.cashback',
    message: 'Cashback or offer not credited',
  },
  'Bill payment not updated by the biller': /*i18n*/ {
    id: 'support.reason.billNotUpdated',
    message: 'Bill payment not updated by the biller',
  },
  'Account, login or email verification': /*i18n*/ {
    id: 'support.reason.account',
    message: 'Account, login or email verification',
  },
  Other: /*i18n*/ { id: 'support.reason.other', message: 'Other' },
};

export const STATUS_TEXTS: Readonly<Record<ComplaintStatus, MessageDescriptor>> = {
  Open: /*i18n*/ { id: 'support.status.open', message: 'Open' },
  'In progress': /*i18n*/ { id: 'support.status.inProgress', message: 'In progress' },
  Resolved: /*i18n*/ { id: 'support.status.resolved', message: 'Resolved' },
};

/**
 * The reasons of a Bharat Connect complaint, in the customer's words (the spec's codes are sent): NPCI's
 * dispositions of the guide "Harmonization of TAT", payment and information issues (D21–D23, D31–D32) and service
 * issues (D11–D13).
 */
export const DISPUTE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'account-not-updated': /*i18n*/ {
    id: 'support.bbpsReason.accountNotUpdated',
    message: 'Bill paid, but the biller still shows it as due',
  },
  'payment-info-delay': /*i18n*/ {
    id: 'support.bbpsReason.paymentInfoDelay',
    message: 'The biller has not received the payment yet',
  },
  'double-payment': /*i18n*/ { id: 'support.bbpsReason.doublePayment', message: 'I was charged twice' },
  'wrong-amount': /*i18n*/ {
    id: 'support.bbpsReason.wrongAmount',
    message: 'I paid the wrong amount by mistake',
  },
  'paid-to-wrong-account': /*i18n*/ {
    id: 'support.bbpsReason.wrongAccount',
    message: 'I paid into the wrong account by mistake',
  },
  'service-not-received': /*i18n*/ {
    id: 'support.bbpsReason.serviceNotReceived',
    message: 'Paid, but the service was not provided',
  },
  'service-disconnected': /*i18n*/ {
    id: 'support.bbpsReason.serviceDisconnected',
    message: 'Paid, but the service was disconnected or stopped',
  },
  'late-payment-surcharge': /*i18n*/ {
    id: 'support.bbpsReason.lateSurcharge',
    message: 'Paid on time, but a late payment charge was added to the next bill',
  },
};

/** Where a Bharat Connect complaint stands (BBPS's status codes), in the customer's words. */
export const BBPS_STATUS_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  FILING: /*i18n*/ { id: 'support.bbpsState.filing', message: 'Being raised with Bharat Connect' },
  PROCESSING: /*i18n*/ { id: 'support.bbpsState.filing', message: 'Being raised with Bharat Connect' },
  ASSIGNED: /*i18n*/ { id: 'support.bbpsState.assigned', message: 'The biller is looking into it' },
  PENDING_REFUND: /*i18n*/ {
    id: 'support.bbpsState.pendingRefund',
    message: 'Refund approved, on its way to you',
  },
  REFUNDED: /*i18n*/ { id: 'support.bbpsState.refunded', message: 'Refunded to you' },
  RESOLVED: /*i18n*/ { id: 'support.bbpsState.resolved', message: 'Resolved in your favour' },
  DEFAULT_RESOLVED: /*i18n*/ { id: 'support.bbpsState.resolved', message: 'Resolved in your favour' },
  REJECTED: /*i18n*/ { id: 'support.bbpsState.rejected', message: 'Rejected by the biller' },
  FAILED: /*i18n*/ {
    id: 'support.bbpsState.failed',
    message: 'Could not be raised: our support team will follow it up',
  },
};

/** The shared schemas' messages (packages/domain/src/contracts/support.ts, text.ts) shown under a field. */
const FIELD_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  'Please enter your name.': /*i18n*/ { id: 'support.error.name', message: 'Please enter your name.' },
  'Please enter your email.': /*i18n*/ { id: 'support.error.email', message: 'Please enter your email.' },
  'Please enter a valid email address.': /*i18n*/ {
    id: 'support.error.emailInvalid',
    message: 'Please enter a valid email address.',
  },
  'Please enter your mobile number.': /*i18n*/ {
    id: 'support.error.mobile',
    message: 'Please enter your mobile number.',
  },
  'Please enter a valid 10-digit mobile number.': /*i18n*/ {
    id: 'support.error.mobileInvalid',
    message: 'Please enter a valid 10-digit mobile number.',
  },
  'Please select a reason.': /*i18n*/ { id: 'support.error.reason', message: 'Please select a reason.' },
  'Please enter a subject.': /*i18n*/ { id: 'support.error.subject', message: 'Please enter a subject.' },
  'Please enter a message.': /*i18n*/ { id: 'support.error.message', message: 'Please enter a message.' },
  'Please enter your query.': /*i18n*/ { id: 'support.error.query', message: 'Please enter your query.' },
  'Please select what went wrong.': /*i18n*/ {
    id: 'support.error.dispute',
    message: 'Please select what went wrong.',
  },
  'must not contain hidden text-direction characters (such as U+202E)': /*i18n*/ {
    id: 'support.error.bidi',
    message: 'must not contain hidden text-direction characters (such as U+202E)',
  },
  'must contain visible characters, not only zero-width ones': /*i18n*/ {
    id: 'support.error.invisible',
    message: 'must contain visible characters, not only zero-width ones',
  },
  'must not contain a NUL character': /*i18n*/ {
    id: 'support.error.nul',
    message: 'must not contain a NUL character',
  },
};

/** A field's validation message in the language on screen (English and an unknown message: as it is). */
export function fieldError(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const max = /^must be at most (\d+) characters$/.exec(message);
  if (max) {
    return i18n._({
      id: 'support.error.max',
      message: 'must be at most {max} characters',
      values: { max: Number(max[1]) },
    });
  }
  const descriptor = FIELD_ERRORS[message];
  return descriptor ? i18n._(descriptor) : message;
}

/** A text of the domain in the language on screen, through one of the tables above (else as it is). */
export function textOf(i18n: I18n, table: Readonly<Record<string, MessageDescriptor>>, key: string): string {
  const descriptor = table[key];
  return descriptor ? i18n._(descriptor) : key;
}

/** The support hours (the domain's SUPPORT_HOURS) in the language on screen. */
export function supportHours(i18n: I18n, english: string): string {
  return i18n.locale === 'en'
    ? english
    : i18n._({ id: 'support.contact.hoursText', message: 'Mon-Sat 10:00 AM to 6:00 PM, Sunday offline' });
}
