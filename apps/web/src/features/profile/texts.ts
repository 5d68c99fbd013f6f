import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@paywise/domain/contracts/auth';
import { MOBILE_NUMBER_MESSAGE } from '@paywise/domain/contracts/phone';

/*
 * The profile's validation messages (the domain's contracts and the forms' own), in the language on screen: the
 * schemas keep their English text, looked up here when shown. A text not listed shows in English.
 */
const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  'Username is required.': /*i18n*/ {
    id: 'profile.error.usernameRequired',
    message: 'Username is required.',
  },
  [`Username must be at most ${USERNAME_MAX_LENGTH} characters.`]: /*i18n*/ {
    id: 'profile.error.usernameLong',
    message: 'Username must be at most {usernameMax} characters.',
  },
  'Username must not contain hidden text-direction characters (such as U+202E).': /*i18n*/ {
    id: 'profile.error.usernameBidi',
    message: 'Username must not contain hidden text-direction characters (such as U+202E).',
  },
  'Username must contain visible characters, not only zero-width ones.': /*i18n*/ {
    id: 'profile.error.usernameInvisible',
    message: 'Username must contain visible characters, not only zero-width ones.',
  },
  'Phone number must be 10 digits.': /*i18n*/ {
    id: 'profile.error.phoneDigits',
    message: 'Phone number must be 10 digits.',
  },
  'Date of birth must be a real past date (YYYY-MM-DD).': /*i18n*/ {
    id: 'profile.error.dateOfBirth',
    message: 'Date of birth must be a real past date (YYYY-MM-DD).',
  },
  'Old password is required.': /*i18n*/ {
    id: 'profile.error.oldRequired',
    message: 'Old password is required.',
  },
  'New password is required.': /*i18n*/ {
    id: 'profile.error.newRequired',
    message: 'New password is required.',
  },
  'Please confirm your new password.': /*i18n*/ {
    id: 'profile.error.confirmRequired',
    message: 'Please confirm your new password.',
  },
  'New passwords do not match.': /*i18n*/ {
    id: 'profile.error.passwordsDiffer',
    message: 'New passwords do not match.',
  },
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`]: /*i18n*/ {
    id: 'profile.error.passwordShort',
    message: 'Password must be at least {min} characters.',
  },
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`]: /*i18n*/ {
    id: 'profile.error.passwordLong',
    message: 'Password must be at most {max} characters.',
  },
  [MOBILE_NUMBER_MESSAGE]: /*i18n*/ {
    id: 'profile.error.mobileInvalid',
    message: 'Please enter a valid Mobile Number',
  },
  'Please enter the complete 6-digit code.': /*i18n*/ {
    id: 'profile.error.codeIncomplete',
    message: 'Please enter the complete 6-digit code.',
  },
  'Please enter the complete 6-digit OTP.': /*i18n*/ {
    id: 'profile.error.otpIncomplete',
    message: 'Please enter the complete 6-digit OTP.',
  },
};

/** A field's validation message (English from the schema) in the language on screen. */
export function fieldError(i18n: I18n, english: string | undefined): string | undefined {
  if (!english) return english;
  const descriptor = FIELD_ERRORS[english];
  if (!descriptor) return english;
  // One object (not a literal spread in the call): the extractor reads only the literal descriptors above.
  const withValues: MessageDescriptor = Object.assign({}, descriptor, {
    values: { usernameMax: USERNAME_MAX_LENGTH, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  });
  return i18n._(withValues);
}

/**
 * A success message the server writes in English (`{ message }` of a 2xx answer): as it is in English, and in
 * another language the screen's own translation (the server's 2xx answers carry no code to look up).
 */
export function serverMessage(
  i18n: I18n,
  english: string | undefined,
  translated: MessageDescriptor,
): string {
  if (i18n.locale === 'en' && english) return english;
  return i18n._(translated);
}
