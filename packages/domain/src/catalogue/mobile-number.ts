/**
 * A 10-digit Indian mobile number: mobile series start with 6, 7, 8 or 9. Its own file, without zod, so the
 * service page (on the first page's budget) can test a number without loading the contracts.
 */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export const isMobileNumber = (value: string) => MOBILE_NUMBER_PATTERN.test(value);
