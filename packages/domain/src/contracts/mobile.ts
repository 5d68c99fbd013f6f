import { z } from 'zod';
import { normaliseIndianMobile } from '../catalogue/mobile-number';

/** The 10-digit number when the mobile number rule finds one, else the text as sent, for the field's own check. */
const nationalNumberOrAsSent = (value: string) => {
  const mobile = normaliseIndianMobile(value);
  return mobile.ok ? mobile.number : value;
};

/**
 * A mobile number field of a request: '+91 98450 12345', '(+91) 9845012345', '09845012345' and '919845012345'
 * are all 9845012345 (catalogue/mobile-number.ts), then held to the field's own check and message.
 */
export function mobileNumberField(check: z.ZodType<string, string>, notText?: string) {
  return z
    .string(notText === undefined ? undefined : { error: notText })
    .transform(nationalNumberOrAsSent)
    .pipe(check);
}
