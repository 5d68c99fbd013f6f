import { SMS_OTP_VALID_MINUTES } from '@paywise/domain/contracts/phone';
import type { Sms } from '../../adapters/sms';

/**
 * The SMS PayWise sends, word for word as their DLT templates must be registered (README "SMS"): each text with
 * {#var#} in place of the variables below is one template. Plain ASCII (Rs., not the rupee sign) so one SMS is
 * 160 GSM characters, not 70 Unicode ones.
 */

/**
 * The sign-in / profile code. The last line is the Web OTP format (`@host #code`): Chrome on Android offers to
 * fill the code into the page of that host.
 */
export function otpSms(to: string, code: string, host: string): Sms {
  return {
    to,
    kind: 'otp',
    variables: { otp: code, host },
    text:
      `${code} is your PayWise code. It is valid for ${SMS_OTP_VALID_MINUTES} minutes. Do not share it with anyone.` +
      `\n\n@${host} #${code}`,
  };
}

/** Order completed (DLT "service implicit"). */
export function orderCompletedSms(
  to: string,
  v: { amount: string; service: string; number: string; order: string },
): Sms {
  return {
    to,
    kind: 'order',
    variables: v,
    text: `PayWise: your ${v.service} payment of Rs.${v.amount} for ${v.number} is successful. Order ${v.order}.`,
  };
}

/** Refund started (DLT "service implicit"): the amount and the date it is expected by. */
export function refundStartedSms(to: string, v: { amount: string; order: string; date: string }): Sms {
  return {
    to,
    kind: 'refund',
    variables: v,
    text: `PayWise: the refund of Rs.${v.amount} for order ${v.order} has started. Expect it in your account by ${v.date}.`,
  };
}
