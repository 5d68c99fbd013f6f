import type { I18n, MessageDescriptor } from '@lingui/core';
import { fieldErrorText } from '../../lib/i18n/field-errors';

/*
 * The sign-in forms' own validation messages, in the language on screen; those the profile shows too (username,
 * password length, phone, code) are lib/i18n/field-errors.ts's.
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
  'Please confirm your password.': /*i18n*/ {
    id: 'auth.error.confirmRequired',
    message: 'Please confirm your password.',
  },
  'Passwords do not match.': /*i18n*/ {
    id: 'auth.error.passwordsDiffer',
    message: 'Passwords do not match.',
  },
};

/** A field's validation message (English from the schema) in the language on screen. */
export function fieldError(i18n: I18n, english: string | undefined): string | undefined {
  return fieldErrorText(i18n, english, FIELD_ERRORS);
}
