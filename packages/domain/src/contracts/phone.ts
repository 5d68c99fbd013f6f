import { z } from 'zod';
import { MOBILE_NUMBER_PATTERN } from '../catalogue/mobile-number';
import { existingPasswordSchema, userSchema } from './auth';
import { mobileNumberField } from './mobile';

/**
 * Signing in with a mobile number and proving a profile's number: the request and response bodies of
 * /auth/otp/*, /auth/config and /users/mobile/*, shared by the server routes and the browser forms.
 */

export const SMS_OTP_LENGTH = 6;
/** Seconds before another code may be sent to the same number. */
export const SMS_OTP_RESEND_SECONDS = 30;
export const SMS_OTP_VALID_MINUTES = 5;
export const SMS_OTP_MAX_ATTEMPTS = 5;
/** The recharge form's rule and message (catalogue): a 10-digit Indian mobile number. */
export const MOBILE_NUMBER_MESSAGE = 'Please enter a valid Mobile Number';

/** Exactly 10 digits starting with 6-9, written as people do ('+91 98450 12345': mobileNumberField). */
export const signInMobileSchema = mobileNumberField(
  z.string().regex(MOBILE_NUMBER_PATTERN, MOBILE_NUMBER_MESSAGE),
  MOBILE_NUMBER_MESSAGE,
);

export const smsCodeSchema = z
  .string({ error: 'Please enter the complete 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the complete 6-digit code.');

export const sendSmsCodeRequestSchema = z.strictObject({ mobile: signInMobileSchema });
export type SendSmsCodeRequest = z.infer<typeof sendSmsCodeRequestSchema>;

/** The same for every number, whether or not it has an account. */
export const sendSmsCodeResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type SendSmsCodeResponse = z.infer<typeof sendSmsCodeResponseSchema>;

/**
 * A sign-in number is added or changed only by someone who knows the account's password (a session alone is not
 * enough: decision 0042).
 */
export const sendProfileCodeRequestSchema = z.strictObject({
  mobile: signInMobileSchema,
  password: existingPasswordSchema,
});
export type SendProfileCodeRequest = z.infer<typeof sendProfileCodeRequestSchema>;

export const verifySmsCodeRequestSchema = z.strictObject({ mobile: signInMobileSchema, code: smsCodeSchema });
export type VerifySmsCodeRequest = z.infer<typeof verifySmsCodeRequestSchema>;

/** A session like the email login's; `isNewAccount`: the account was made now and is asked its name once. */
export const otpLoginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  message: z.string(),
  isNewAccount: z.boolean(),
});
export type OtpLoginResponse = z.infer<typeof otpLoginResponseSchema>;

/** What the web shows of sign-in: phone sign-in is hidden when the server has no SMS provider. */
export const authConfigSchema = z.object({ phoneSignIn: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const smsPreferencesRequestSchema = z.strictObject({ smsUpdates: z.boolean() });
export type SmsPreferencesRequest = z.infer<typeof smsPreferencesRequestSchema>;
