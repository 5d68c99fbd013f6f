import { SMS_OTP_VALID_MINUTES } from '@paywise/domain/contracts/phone';
import type { Sms } from '../../adapters/sms';
import { languageOrDefault, translator } from '../../lib/i18n';

/**
 * The SMS PayWise sends, word for word as their DLT templates must be registered (README "SMS"): each text with
 * {#var#} in place of the variables below is one template. Plain ASCII (Rs., not the rupee sign) so one SMS is
 * 160 GSM characters, not 70 Unicode ones. The text is in the customer's saved language (Hindi and
 * Tamil are Unicode SMS, 70 characters a part). MSG91 sends the DLT template of the SMS's language and kind when
 * one is configured (MSG91_TEMPLATE_<KIND>_HI / _TA, with `languageVariables`), else the English one with
 * `variables` (docs/decisions/0027).
 */

/**
 * The sign-in / profile code. The last line is the Web OTP format (`@host #code`): Chrome on Android offers to
 * fill the code into the page of that host.
 */
export function otpSms({
  to,
  code,
  host,
  language,
}: {
  to: string;
  code: string;
  host: string;
  language?: string | null;
}): Sms {
  return {
    to,
    kind: 'otp',
    language: languageOrDefault(language),
    variables: { otp: code, host },
    text:
      translator(language).t('sms.otp', { code, minutes: SMS_OTP_VALID_MINUTES }) + `\n\n@${host} #${code}`,
  };
}

/**
 * The number's sign-in codes are paused: too many wrong ones were entered for it (RATE_LIMIT_OTP_WRONG_NUMBER),
 * told to the number once per lock, so its owner learns someone is guessing (issue 40). No variables.
 */
export function signInLockedSms(to: string, language?: string | null): Sms {
  return {
    to,
    kind: 'lock',
    language: languageOrDefault(language),
    variables: {},
    text: translator(language).t('sms.lock'),
  };
}

/** Order completed (DLT "service implicit"). `service` is the order's read type (ELECTRICITY, MOBILE...). */
export function orderCompletedSms(
  to: string,
  v: { amount: string; service: string; number: string; order: string },
  language?: string | null,
): Sms {
  const tr = translator(language);
  return {
    to,
    kind: 'order',
    language: languageOrDefault(language),
    variables: { ...v, service: translator(null).orderType(v.service) },
    languageVariables: { ...v, service: tr.orderType(v.service) },
    text: tr.t('sms.order', { ...v, service: tr.orderType(v.service) }),
  };
}

/** Refund started (DLT "service implicit"): the amount and the date it is expected by. */
export function refundStartedSms(
  to: string,
  v: { amount: string; order: string; date: string },
  language?: string | null,
): Sms {
  return {
    to,
    kind: 'refund',
    language: languageOrDefault(language),
    variables: v,
    text: translator(language).t('sms.refund', v),
  };
}
