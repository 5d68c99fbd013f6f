import type { I18n, MessageDescriptor } from '@lingui/core';
import { fieldErrorText } from '../../lib/i18n/field-errors';

/*
 * The profile's own validation messages (its forms'), in the language on screen; those the sign-in forms show too
 * (username, password length, phone, mobile number, code) are lib/i18n/field-errors.ts's. A text not listed shows
 * in English.
 */
const FIELD_ERRORS: Record<string, MessageDescriptor> = {
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
  'Please enter the complete 6-digit OTP.': /*i18n*/ {
    id: 'profile.error.otpIncomplete',
    message: 'Please enter the complete 6-digit OTP.',
  },
};

/** A field's validation message (English from the schema) in the language on screen. */
export function fieldError(i18n: I18n, english: string | undefined): string | undefined {
  return fieldErrorText(i18n, english, FIELD_ERRORS);
}
