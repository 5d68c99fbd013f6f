import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@paywise/domain/contracts/auth';
import { MOBILE_NUMBER_MESSAGE } from '@paywise/domain/contracts/phone';

/*
 * The sign-in forms' validation messages (the domain's contracts and the forms' own), in the language on screen.
 * The schemas keep their English text; it is looked up here when shown, so a message already on screen follows
 * a language change. A text not listed (a rule added to the contract later) shows in English.
 */
const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  'Email is required.': /*i18n*/ { id: 'auth.error.emailRequired', message: 'Email is required.' },
  'Email is too long.': /*i18n*/ { id: 'auth.error.emailTooLong', message: 'Email is too long.' },
  'Please enter a valid email address.': /*i18n*/ {
    id: 'auth.error.emailInvalid',
    message: 'Please enter a valid email address.',
  },
  'Password is required.': /*i18n*/ { id: 'auth.error.passwordRequired', message: 'Password is required.' },
  'Password is incorrect.': /*i18n*/ {
    id: 'auth.error.passwordIncorrect',
    message: 'Password is incorrect.',
  },
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`]: /*i18n*/ {
    id: 'auth.error.passwordShort',
    message: 'Password must be at least {min} characters.',
  },
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`]: /*i18n*/ {
    id: 'auth.error.passwordLong',
    message: 'Password must be at most {max} characters.',
  },
  'Please confirm your password.': /*i18n*/ {
    id: 'auth.error.confirmRequired',
    message: 'Please confirm your password.',
  },
  'Passwords do not match.': /*i18n*/ {
    id: 'auth.error.passwordsDiffer',
    message: 'Passwords do not match.',
  },
  'Username is required.': /*i18n*/ { id: 'auth.error.usernameRequired', message: 'Username is required.' },
  [`Username must be at most ${USERNAME_MAX_LENGTH} characters.`]: /*i18n*/ {
    id: 'auth.error.usernameLong',
    message: 'Username must be at most {max} characters.',
  },
  'Username must not contain hidden text-direction characters (such as U+202E).': /*i18n*/ {
    id: 'auth.error.usernameBidi',
    message: 'Username must not contain hidden text-direction characters (such as U+202E).',
  },
  'Username must contain visible characters, not only zero-width ones.': /*i18n*/ {
    id: 'auth.error.usernameInvisible',
    message: 'Username must contain visible characters, not only zero-width ones.',
  },
  'Phone number must be 10 digits.': /*i18n*/ {
    id: 'auth.error.phoneDigits',
    message: 'Phone number must be 10 digits.',
  },
  'Please enter the complete 6-digit code.': /*i18n*/ {
    id: 'auth.error.codeIncomplete',
    message: 'Please enter the complete {length}-digit code.',
  },
};

/** A field's validation message (English from the schema) in the language on screen. */
export function fieldError(i18n: I18n, english: string | undefined): string | undefined {
  if (!english) return english;
  const descriptor = FIELD_ERRORS[english];
  if (!descriptor) return english;
  // One object (not a literal spread in the call): the extractor reads only the literal descriptors above.
  const withValues: MessageDescriptor = Object.assign({}, descriptor, {
    values: {
      min: PASSWORD_MIN_LENGTH,
      max: descriptor.id === 'auth.error.usernameLong' ? USERNAME_MAX_LENGTH : PASSWORD_MAX_LENGTH,
      length: OTP_LENGTH,
    },
  });
  return i18n._(withValues);
}

/** The mobile number's message (the domain's MOBILE_NUMBER_MESSAGE), or another field error. */
export function phoneError(i18n: I18n, english: string | undefined): string | undefined {
  if (english === MOBILE_NUMBER_MESSAGE) {
    return i18n._({ id: 'auth.error.mobileInvalid', message: 'Please enter a valid Mobile Number' });
  }
  return fieldError(i18n, english);
}
