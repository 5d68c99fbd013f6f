/**
 * A 10-digit Indian mobile number: mobile series start with 6, 7, 8 or 9. Its own file, without zod, so the
 * service page (on the first page's budget) can test a number without loading the contracts.
 */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export const isMobileNumber = (value: string) => MOBILE_NUMBER_PATTERN.test(value);

export type IndianMobile = { ok: true; number: string } | { ok: false };

/**
 * What people write between the digits: spaces (no-break ones too), dashes, dots and brackets, and the
 * invisible direction marks and zero-width characters a number copied from a chat app or a contact card carries.
 */
const SEPARATORS = /[\s\-.()\u2010-\u2015\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** +91, or 91 before exactly 10 more digits (12 in all), or the trunk 0 before exactly 10 (11 in all). */
const NATIONAL_NUMBER = /^(?:\+91|91|0)?(\d{10})$/;

/**
 * The one rule for a mobile number as typed or pasted ('+91 98450 12345', '(+91) 9845012345', '09845012345',
 * '919845012345'): the 10-digit national number, or a failure. Never cut: a number cut to its first 10 digits
 * is somebody else's (issue 39), so anything that is not exactly 10 digits once cleaned fails.
 */
export function normaliseIndianMobile(input: string): IndianMobile {
  const match = NATIONAL_NUMBER.exec(input.replace(SEPARATORS, ''));
  return match ? { ok: true, number: match[1] } : { ok: false };
}

/**
 * What a mobile number field shows of what was typed or pasted: the national number when the rule finds one in
 * its digits, else all the digits (for the field's check to refuse), never fewer.
 */
export function mobileInputValue(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const mobile = normaliseIndianMobile(digits);
  return mobile.ok ? mobile.number : digits;
}
