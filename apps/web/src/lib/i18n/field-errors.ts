import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@paywise/domain/contracts/auth';
import { MOBILE_NUMBER_MESSAGE } from '@paywise/domain/contracts/phone';

/*
 * Validation messages of the domain's contracts that several forms show (sign-in and registration, the profile),
 * in the language on screen. The schemas keep their English text; it is looked up here when shown, so a message
 * already on screen follows a language change. A form's own messages stay beside it (features/<name>), passed to
 * fieldErrorText. A text not listed (a rule added to a contract later) shows in English.
 */
const SHARED_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  'Username is required.': /*i18n*/ { id: 'lib.field.usernameRequired', message: 'Username is required.' },
  [`Username must be at most ${USERNAME_MAX_LENGTH} characters.`]: /*i18n*/ {
    id: 'lib.field.usernameLong',
    message: 'Username must be at most {usernameMax} characters.',
  },
  'Username must not contain hidden text-direction characters (such as U+202E).': /*i18n*/ {
    id: 'lib.field.usernameBidi',
    message: 'Username must not contain hidden text-direction characters (such as U+202E).',
  },
  'Username must not contain control characters.': /*i18n*/ {
    id: 'lib.field.usernameControl',
    message: 'Username must not contain control characters.',
  },
  'Username must contain visible characters, not only zero-width ones.': /*i18n*/ {
    id: 'lib.field.usernameInvisible',
    message: 'Username must contain visible characters, not only zero-width ones.',
  },
  'Phone number must be 10 digits.': /*i18n*/ {
    id: 'lib.field.phoneDigits',
    message: 'Phone number must be 10 digits.',
  },
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`]: /*i18n*/ {
    id: 'lib.field.passwordShort',
    message: 'Password must be at least {min} characters.',
  },
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`]: /*i18n*/ {
    id: 'lib.field.passwordLong',
    message: 'Password must be at most {max} characters.',
  },
  [MOBILE_NUMBER_MESSAGE]: /*i18n*/ {
    id: 'lib.field.mobileInvalid',
    message: 'Please enter a valid Mobile Number',
  },
  [`Please enter the complete ${OTP_LENGTH}-digit code.`]: /*i18n*/ {
    id: 'lib.field.codeIncomplete',
    message: 'Please enter the complete {length}-digit code.',
  },
};

/** A field's validation message (English from the schema) in the language on screen: the form's own, or shared. */
export function fieldErrorText(
  i18n: I18n,
  english: string | undefined,
  own: Readonly<Record<string, MessageDescriptor>>,
): string | undefined {
  if (!english) return english;
  const descriptor = own[english] ?? SHARED_FIELD_ERRORS[english];
  if (!descriptor) return english;
  // One object (not a literal spread in the call): the extractor reads only the literal descriptors above.
  const withValues: MessageDescriptor = Object.assign({}, descriptor, {
    values: {
      usernameMax: USERNAME_MAX_LENGTH,
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
      length: OTP_LENGTH,
    },
  });
  return i18n._(withValues);
}
